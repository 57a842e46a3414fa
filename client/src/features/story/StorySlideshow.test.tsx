import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { StorySlideshow } from './StorySlideshow';

const images = ['/images/story-1.svg', '/images/story-2.svg', '/images/story-3.svg'];
const active = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-active]')).findIndex((el) => el.getAttribute('data-active') === 'true');

describe('story card slideshow (SPEC §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('moves to the next image every 7000 ms with a 1000 ms cross-fade', () => {
    vi.useFakeTimers();
    const { container } = render(<StorySlideshow images={images} dynamic />);
    expect(active(container)).toBe(0);
    const slide = container.querySelector('[data-active="true"]') as HTMLElement;
    expect(getComputedStyle(slide).transition).toContain('1000ms');
    act(() => vi.advanceTimersByTime(6999));
    expect(active(container)).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(active(container)).toBe(1);
    act(() => vi.advanceTimersByTime(14000));
    expect(active(container)).toBe(0);
  });

  it('stays on the first image when Dynamic Images is off or the system asks for reduced motion', () => {
    vi.useFakeTimers();
    const off = render(<StorySlideshow images={images} dynamic={false} />);
    act(() => vi.advanceTimersByTime(7000));
    expect(active(off.container)).toBe(0);
    off.unmount();

    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('prefers-reduced-motion') })) as typeof window.matchMedia;
    try {
      const reduced = render(<StorySlideshow images={images} dynamic />);
      act(() => vi.advanceTimersByTime(7000));
      expect(active(reduced.container)).toBe(0);
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows the placeholder when a story has no images', () => {
    const { container } = render(<StorySlideshow images={[]} dynamic />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/placeholder.svg');
  });
});
