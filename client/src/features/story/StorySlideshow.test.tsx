import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { StorySlideshow } from './StorySlideshow';

const picture = (n: number) => ({ src: `/media/${n}/384.webp`, srcSet: `/media/${n}/384.webp 384w`, width: 384, height: 216, color: '#336699' });
const images = [picture(1), picture(2), picture(3)];
const active = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-active]')).findIndex((el) => el.getAttribute('data-active') === 'true');

describe('story card slideshow (SPEC §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('moves to the next image every 7000 ms with a 1000 ms cross-fade', () => {
    vi.useFakeTimers();
    const { container } = render(<StorySlideshow images={images} seed="story-1" dynamic />);
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

  it('drifts (20 s) from 3 s after the page is ready, not while it loads, starting where it stood', () => {
    const { container } = render(<StorySlideshow images={images} seed="story-1" dynamic />);
    const img = container.querySelector('img')!;
    try {
      expect(getComputedStyle(img).animation).toBe('');
      expect(getComputedStyle(img).transform).toBe('scale(1.05) translate(0, 0)');
      document.documentElement.dataset.ready = 'true';
      expect(getComputedStyle(img).animation).toMatch(/^animation-\w+ 20s ease-in-out 3s infinite alternate backwards$/);
    } finally {
      delete document.documentElement.dataset.ready;
    }
  });

  it('stays on the first image when Dynamic Images is off or the system asks for reduced motion', () => {
    vi.useFakeTimers();
    const off = render(<StorySlideshow images={images} seed="story-1" dynamic={false} />);
    act(() => vi.advanceTimersByTime(7000));
    expect(active(off.container)).toBe(0);
    off.unmount();

    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('prefers-reduced-motion') })) as typeof window.matchMedia;
    try {
      const reduced = render(<StorySlideshow images={images} seed="story-1" dynamic />);
      act(() => vi.advanceTimersByTime(7000));
      expect(active(reduced.container)).toBe(0);
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows the story’s own colour, not a grey placeholder, when it has no pictures', () => {
    const { container, getByTestId } = render(<StorySlideshow images={[]} seed="story-1" dynamic />);
    expect(container.querySelector('img')).toBeNull();
    const fallback = getByTestId('picture-fallback');
    expect(getComputedStyle(fallback).backgroundColor).not.toBe('');
    expect(fallback.textContent).toBe('');
    // The same story always gets the same colour.
    const again = render(<StorySlideshow images={[]} seed="story-1" dynamic />).getAllByTestId('picture-fallback').pop()!;
    expect(getComputedStyle(again).backgroundColor).toBe(getComputedStyle(fallback).backgroundColor);
  });

  it('serves every stored size from the portal: srcset, sizes, lazy loading', () => {
    const { container } = render(<StorySlideshow images={images} seed="story-1" dynamic={false} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/1/384.webp');
    expect(img.getAttribute('srcset')).toBe('/media/1/384.webp 384w');
    expect(img.getAttribute('sizes')).toContain('100vw');
    expect(img.getAttribute('loading')).toBe('lazy');
  });
});
