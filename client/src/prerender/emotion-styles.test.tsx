// @vitest-environment node
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider, Global, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import createEmotionServer from '@emotion/server/create-instance';
import { describe, expect, it } from 'vitest';
import { DRAWN_STYLES_ATTRIBUTE, EMOTION_CACHE_KEY } from '../app/drawn-styles';
import { pageStyleTags } from './emotion-styles';

const spin = keyframes`from { opacity: 0; } to { opacity: 1; }`;
// As MUI's AppBar wraps Paper (a component that draws a styled element): the outer component's
// class is handed to the inner one, which merges its styles into the class the element gets.
const InnerRoot = styled('div')({ display: 'flex', padding: 3 });
const Inner = (props: React.ComponentProps<'div'>) => <InnerRoot {...props} />;
const Outer = styled(Inner)({ color: 'rebeccapurple', animation: `${spin} 1s` });
const Discarded = styled('section')({ margin: 7 });

function draw(tree: React.ReactNode, before?: React.ReactNode) {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  // A first pass whose output is thrown away, as Apollo's data passes are.
  if (before) renderToString(<CacheProvider value={cache}>{before}</CacheProvider>);
  const html = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  return { html, tags: pageStyleTags(emotion, cache, html) };
}

/** The tags as [attribute, value, css]. */
const parse = (tags: string) => [...tags.matchAll(/<style ([a-z-]+)="([^"]*)">(.*?)<\/style>/g)].map((m) => ({ attr: m[1], value: m[2]!, css: m[3]! }));

describe('pageStyleTags', () => {
  const { html, tags } = draw(
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <Outer>drawn</Outer>
    </>,
    <Discarded>loading</Discarded>,
  );
  const parsed = parse(tags);
  const drawn = parsed.filter((t) => t.attr === DRAWN_STYLES_ATTRIBUTE && t.value.startsWith(`${EMOTION_CACHE_KEY} `));
  const drawnIds = drawn.flatMap((t) => t.value.split(' ').slice(1));
  const cssOf = (id: string) => drawn.find((t) => t.value.split(' ').includes(id))?.css ?? '';

  it('sends the class the HTML uses, and the one it was composed from, each with its rules', () => {
    const used = /class="css-([a-z0-9]+)"/.exec(html)![1]!;
    expect(drawnIds).toContain(used);
    expect(cssOf(used)).toMatch(/display:flex.*color:rebeccapurple/);
    const composedFrom = drawnIds.filter((id) => id !== used && !id.startsWith('animation-'));
    expect(composedFrom).toHaveLength(1);
    expect(cssOf(composedFrom[0]!)).toContain('color:rebeccapurple');
    expect(cssOf(composedFrom[0]!)).not.toContain('display:flex');
  });

  it('sends the @keyframes the page names among the styles the browser need not insert', () => {
    expect(drawnIds).toContain(spin.name);
    expect(cssOf(spin.name)).toContain('@keyframes');
  });

  it('leaves out what a discarded pass drew', () => {
    expect(tags).not.toContain('margin:7px');
  });

  it('sends global styles under their own key, where no emotion cache takes them over or moves them', () => {
    expect(parsed).toHaveLength(tags.match(/<style /g)!.length);
    const global = parsed.filter((t) => t.value.startsWith(`${EMOTION_CACHE_KEY}-global `));
    expect(global).toHaveLength(1);
    expect(global[0]!.attr).toBe(DRAWN_STYLES_ATTRIBUTE);
    expect(global[0]!.value).toMatch(/^css-global [a-z0-9]+$/);
    expect(global[0]!.css).toContain('body{margin:0;}');
    // Emotion's own attribute is used for nothing: its caches and Global would move those tags.
    expect(tags).not.toContain('data-emotion');
  });

  it('sends no empty global tag', () => {
    const { tags: none } = draw(
      <>
        <Global styles={{}} />
        <Outer>drawn</Outer>
      </>,
    );
    expect(none).not.toContain('css-global');
  });
});
