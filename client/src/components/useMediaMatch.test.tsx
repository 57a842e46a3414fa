import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useMediaMatch } from './useMediaMatch';

function Probe() {
  const wide = useMediaMatch('(min-width: 900px)');
  return <p>{wide === undefined ? 'unknown' : wide ? 'wide' : 'narrow'}</p>;
}

describe('useMediaMatch', () => {
  it('is unknown on the server, so a page drawn there does not guess the screen', () => {
    expect(renderToString(<Probe />)).toContain('unknown');
  });

  it('knows the screen once the component has rendered in the browser, and follows changes', async () => {
    const listeners: Array<() => void> = [];
    let matches = true;
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return matches;
          },
          media: query,
          addEventListener: (_: string, l: () => void) => listeners.push(l),
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      render(<Probe />);
      expect(await screen.findByText('wide')).toBeTruthy();
      matches = false;
      await act(async () => listeners.forEach((l) => l()));
      expect(await screen.findByText('narrow')).toBeTruthy();
    } finally {
      spy.mockRestore();
    }
  });
});
