import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ApolloLink, type OperationVariables } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import { CacheProvider } from '@emotion/react';
import { Observable } from 'rxjs';
import sanitizeHtml from 'sanitize-html';
import { createApolloClient } from '../apollo/client';
import { pageTitle } from '../app/brand';
import { AppProviders } from '../app/AppProviders';
import { ServerRedirectContext } from '../app/guards';
import { MemberRoutes } from '../app/MemberRoutes';
import { preloadRoute } from '../app/routes';
import { SERVER_STATE_ID } from '../app/server-state';
import { setDateContext, type DateContext } from '../components/dates';
import { Ready } from '../components/Ready';
import { ServerTitleContext } from '../components/usePageTitle';
import { ALLOWED_ATTRS, ALLOWED_TAGS, DROP_WITH_CONTENT, setServerSanitizer } from '../features/article/sanitize';
import { pageEmotion } from './emotion-server';
import { memberTimeZone } from './time-zone';

/** One GraphQL operation, run by the gateway in-process with the caller's context. */
export type ExecuteOperation = (request: { query: string; variables?: OperationVariables; operationName?: string }) => Promise<{
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}>;

export interface MemberRenderRequest {
  /** The page's path and query string, as requested. */
  url: string;
  /** Who the session cookie says is signed in (the gateway has verified the token). */
  user: { id: string; email: string };
  execute: ExecuteOperation;
  /** Stops waiting for data (the gateway's time limit). */
  signal?: AbortSignal;
  /** The member's IANA time zone (the `portal_tz` cookie), which the page's dates are written in. */
  timeZone?: string;
  /**
   * The access token the page was drawn with and when it expires (seconds since the epoch): the
   * page's first requests send it until supabase-js has loaded (auth/initial-session.ts).
   */
  session?: { accessToken: string; expiresAt: number };
}

export interface MemberRenderResult {
  /** #root's content. */
  html: string;
  /** For <head>: the page's critical CSS (the emotion styles it uses). */
  styleTags: string;
  title: string;
  /** After #root: the data the page was drawn from, as a JSON data block the app starts from. */
  stateScript: string;
}

// Article HTML: the browser's second pass (features/article/sanitize.ts) walks a DOMParser
// document; here the same allow-list is applied with sanitize-html, as the gateway's first pass is.
setServerSanitizer((html) => {
  const clean = sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS],
    // rel and target are the ones the transform below sets.
    allowedAttributes: { ...ALLOWED_ATTRS, a: [...(ALLOWED_ATTRS.a ?? []), 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    nonTextTags: [...DROP_WITH_CONTENT],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  });
  const readable = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim().length > 0 || /<img\b/i.test(clean);
  return readable ? clean : '';
});

// Dates on a page being drawn are the member's (components/dates.ts): each render runs in its
// member's time zone (without one Intl knows, the server's) and as of the moment it started, which
// the page carries for the browser to hydrate it as of the same moment.
const pageDates = new AsyncLocalStorage<DateContext>();
setDateContext(() => pageDates.getStore() ?? {});

/** Why a page was not drawn on the server (the gateway then sends the route's shell, as before). */
export class NotRendered extends Error {}

/**
 * The server side of a member page (issue #12: signed-in pages drawn with their data), bundled by
 * client/scripts/prerender.ts into client/dist/.server/ and run by the gateway
 * (gateway/src/http/member-pages.ts) for a member route requested with a valid session cookie.
 *
 * It renders the member app for the cookie's member — the same tree the browser hydrates
 * (boot.tsx, App.tsx) — with Apollo's prerenderStatic, which renders again until every query the
 * page asked for has been answered. Queries run in the gateway's process with the caller's own
 * context (`execute`): the same resolvers and authorization as /graphql. Mutations are never run.
 *
 * Anything but a complete, error-free page is refused with NotRendered: a query that failed (the
 * browser would ask again and draw something else), a page that waited past the time limit, or
 * markup React could not write in one piece.
 */
export async function renderMemberPage({ url, user, execute, signal, timeZone, session }: MemberRenderRequest): Promise<MemberRenderResult> {
  const pathname = new URL(url, 'http://portal.invalid').pathname;
  await preloadRoute(pathname);

  const failures: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const isQuery = operation.query.definitions.every((d) => d.kind !== 'OperationDefinition' || d.operation === 'query');
        if (!isQuery) {
          failures.push(`${operation.operationName ?? 'an operation'} is not a query`);
          observer.error(new NotRendered('only queries run while a page is drawn on the server'));
          return;
        }
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            if (result.errors?.length) failures.push(`${operation.operationName ?? 'a query'}: ${result.errors[0]!.message}`);
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            failures.push(`${operation.operationName ?? 'a query'}: ${String(error)}`);
            observer.error(error);
          });
      }),
  );
  const client = createApolloClient({ link, ssrMode: true });
  const emotion = pageEmotion();
  const recorded: { title?: string } = {};
  const renderErrors: unknown[] = [];
  // A guard that sends the member elsewhere (app/guards/Redirect.tsx): the browser's app does it.
  const redirects: string[] = [];
  const redirect = (to: string) => void redirects.push(to);

  const tree = (
    <StrictMode>
      <CacheProvider value={emotion.cache}>
        <ServerTitleContext.Provider value={recorded}>
          <AppProviders client={client} serverUser={{ id: user.id, email: user.email }}>
            <ServerRedirectContext.Provider value={redirect}>
              <StaticRouter location={url}>
                <MemberRoutes />
              </StaticRouter>
            </ServerRedirectContext.Provider>
          </AppProviders>
        </ServerTitleContext.Provider>
      </CacheProvider>
      <Ready />
    </StrictMode>
  );
  const drawnAt = Date.now();
  const { result, aborted } = await pageDates.run({ timeZone: memberTimeZone(timeZone), drawnAt }, () =>
    prerenderStatic({
      tree,
      signal,
      maxRerenders: 10,
      // One piece: a boundary written out of line needs an inline script, which the CSP refuses.
      renderFunction: (page) =>
        prerenderToNodeStream(page, { signal, onError: (error) => void renderErrors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
    }),
  );
  if (redirects.length) throw new NotRendered(`the page sends the member to ${redirects[0]}`);
  if (aborted) throw new NotRendered('the page’s data took longer than the time limit');
  if (renderErrors.length) throw renderErrors[0] instanceof Error ? renderErrors[0] : new NotRendered(String(renderErrors[0]));
  if (failures.length) throw new NotRendered(failures[0]);
  if (/<script|<template/.test(result)) throw new NotRendered('React did not write the page in one piece');

  const state = JSON.stringify(client.extract())
    // Inside <script>: nothing in the data can end the element or open a comment.
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  // Whom the page was drawn for: the first render in the browser starts signed in as them
  // (auth/initial-session.ts). An id is a UUID; anything else is left out.
  const drawnFor = /^[\w-]+$/.test(user.id) ? ` data-drawn-for="${user.id}" data-drawn-email="${escapeAttribute(user.email)}"` : '';
  // A JWT is base64url parts and dots; anything else is left out.
  const drawnWith =
    drawnFor && session && /^[\w.-]+$/.test(session.accessToken) && Number.isInteger(session.expiresAt)
      ? ` data-drawn-token="${session.accessToken}" data-drawn-token-expires-at="${session.expiresAt}"`
      : '';
  return {
    html: result,
    styleTags: emotion.styleTags(result),
    title: recorded.title ?? pageTitle(),
    stateScript: `<script type="application/json" id="${SERVER_STATE_ID}" data-drawn-at="${drawnAt}"${drawnFor}${drawnWith}>${state}</script>`,
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
