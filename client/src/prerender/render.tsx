import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { pageTitle } from '../app/brand';
import { isPublicPage, preloadPublicPage, PublicApp } from '../app/PublicApp';
import { Ready } from '../components/Ready';
import { ServerTitleContext } from '../components/usePageTitle';
import { pageEmotion } from './emotion-server';
import { NOT_FOUND } from './pages';

export { MEMBER_FRAME, MEMBER_FRAME_STYLE, MEMBER_LAYOUT, MEMBER_ROUTES, NOT_FOUND, OTHER_APP_ROUTES, PRERENDERED_PAGES } from './pages';

/** Where the not-found page is drawn: any address that is not a public page. */
const NOT_FOUND_LOCATION = '/page-not-found';

/**
 * The server side of prerendering (issue #12 item 2), bundled by client/scripts/prerender.ts with
 * Vite's SSR build and run once per public page at build time — never in the gateway.
 *
 * It renders the public app (app/PublicApp.tsx: the public pages for a signed-out visitor), waits
 * for the lazily loaded page (react-dom/static's prerender resolves every Suspense boundary), and
 * collects the emotion styles the page used, which become the page's inline critical CSS. A
 * signed-out visitor's browser then hydrates the same tree (public-boot.tsx), so nothing is drawn
 * twice.
 */
export async function renderPage(path: string): Promise<{ html: string; styleTags: string; title: string }> {
  // The page's module first, so nothing suspends: a boundary that suspended would be written as a
  // fallback plus an inline script to swap it in, which the CSP refuses (and hydration then redoes).
  if (!isPublicPage(path)) throw new Error(`${path} is not a page of the public app (app/PublicApp.tsx)`);
  await preloadPublicPage(path);
  const { cache, styleTags: styleTagsOf } = pageEmotion();

  const recorded: { title?: string } = {};
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <ServerTitleContext.Provider value={recorded}>
          <StaticRouter location={path === NOT_FOUND ? NOT_FOUND_LOCATION : path}>
            <PublicApp notFoundPath={path === NOT_FOUND ? NOT_FOUND_LOCATION : undefined} />
          </StaticRouter>
        </ServerTitleContext.Provider>
      </CacheProvider>
      <Ready />
    </StrictMode>,
    // A large boundary would otherwise be written out of line, with an inline script to put it in
    // place, which the CSP refuses: a static page is one piece anyway.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(`${path}: ${String(errors[0])}`);
  const parts: Buffer[] = [];
  for await (const chunk of prelude) parts.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(parts).toString('utf8');
  if (/<script|<template/.test(html)) throw new Error(`${path} did not render in one piece (React wrote a script or template: did something suspend?)`);
  const title = recorded.title ?? pageTitle();
  const styleTags = styleTagsOf(html);
  return { html, styleTags, title };
}
