import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAWN_STYLES_ATTRIBUTE, drawnPageEmotionCache } from './drawn-styles';

const Card = styled('article')({ display: 'grid', gap: 5 });

/** The class emotion gives Card (from a render with a cache of its own). */
function cardClass(): string {
  const { container, unmount } = render(<Card />);
  const name = container.firstElementChild!.className;
  unmount();
  return name;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('drawnPageEmotionCache', () => {
  it('knows the styles the page arrived with, and hydration inserts none of them again', () => {
    const id = cardClass().replace(/^css-/, '');
    document.head.innerHTML = `<meta charset="utf-8"><style ${DRAWN_STYLES_ATTRIBUTE}="css ${id}">.css-${id}{display:grid;gap:5px;}</style><link rel="icon" href="/favicon.svg">`;
    const cache = drawnPageEmotionCache();
    expect(cache.inserted[id]).toBe(true);
    render(
      <CacheProvider value={cache}>
        <Card />
      </CacheProvider>,
    );
    expect(cache.sheet.tags).toHaveLength(0);
    // The page's tags stay where the server put them (moving one makes the browser restyle the page).
    expect([...document.head.children].map((e) => e.tagName)).toEqual(['META', 'STYLE', 'LINK']);
  });

  it('inserts what the page did not arrive with', () => {
    document.head.innerHTML = `<style ${DRAWN_STYLES_ATTRIBUTE}="css other">.css-other{}</style>`;
    const cache = drawnPageEmotionCache();
    render(
      <CacheProvider value={cache}>
        <Card />
      </CacheProvider>,
    );
    expect(cache.sheet.tags).toHaveLength(1);
  });

  it('ignores tags of another cache key', () => {
    const id = cardClass().replace(/^css-/, '');
    document.head.innerHTML = `<style ${DRAWN_STYLES_ATTRIBUTE}="mui ${id}"></style>`;
    expect(drawnPageEmotionCache().inserted[id]).toBeUndefined();
  });
});
