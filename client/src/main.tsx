import './app/fonts.css';
import { adoptSessionRenewedByPortal, initialSessionUser, storedAccessToken, takeEmailedLinkHandedOver } from './auth/stored-session';
import { prepareScrollEntry } from './app/scroll-entry';

/*
 * The entry point stays tiny so the browser can paint first. A prerendered public page (issue #12)
 * is drawn from its HTML alone; once it is on screen, the code that makes it interactive — listed
 * by the build in #root's data-modules — is fetched and the page hydrated. For a visitor who is
 * signed out that is the public app (public-boot.tsx: the public pages without Apollo Client or the
 * members' frame); for a member (or when only supabase-js can tell, e.g. an emailed sign-in link)
 * it is the member app (boot.tsx), which renders the page for who they are. A member page the
 * gateway drew with the member's data (#root[data-ssr]) is treated the same way: painted first,
 * then hydrated by the member app. Member pages sent as a shell, which have nothing to show before
 * the app runs, start the member app at once (their HTML preloads everything it needs).
 */
// Before the first paint, where it holds up nothing a member could do (ScrollManager's first
// touches of history and sessionStorage, slow the first time: ./app/scroll-entry.ts).
prepareScrollEntry();

const root = document.getElementById('root');
const prerenderedFor = root?.dataset.prerendered;
// A member page (drawn or a shell) may carry the session of the emailed sign-in link the sign-in
// page handed over, or the session the gateway renewed to draw it: taken into supabase-js's storage
// before anything below reads it.
if (prerenderedFor === undefined) {
  takeEmailedLinkHandedOver();
  adoptSessionRenewedByPortal();
}

/**
 * Once the page's first contentful paint is on screen: the browser reports it (Paint Timing) when
 * the frame has been presented, which on a slow device comes well after the frame was produced —
 * on this machine's Chromium 60–80 ms after the first requestAnimationFrame. Starting the app's
 * code at that frame (as we used to) let its download race the paint: in about half of
 * Lighthouse's runs the code arrived before the paint was presented, so its simulation counted
 * ~140 KB of JavaScript as needed for the first paint (the landing page's LCP 2.2–2.4 s instead of
 * 1.4). A browser without Paint Timing, or a page that never reports one within a second, goes on
 * after a frame, as before.
 */
function whenFirstPaintShown(then: () => void) {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const reportsPaint = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  const observer = reportsPaint
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) go();
      })
    : undefined;
  observer?.observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(go, reportsPaint ? 1000 : 0));
}

/**
 * Links preloaded per task. Each <link rel="modulepreload"> costs Chromium a millisecond or two to
 * start (more under Lighthouse's instrumentation): a member page's 46 in one task made a task of
 * 20–60 ms on this machine, four times that in Lighthouse's mobile simulation, and six per task
 * still made tasks of 10–18 ms (40–70 ms simulated, most over the 50 ms long-task line); three,
 * 11–14 ms in a phone-speed profile.
 */
const PRELOADS_PER_TASK = 2;

/**
 * The next task: what runs after it does not lengthen the current one. Not a setTimeout, to which
 * browsers add 4 ms once nested five deep: a page's 40–70 preloads two at a time, then its start-up
 * steps, would otherwise wait ~130 ms on timers alone.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * After the first paint is on screen: the listed chunks preloaded (so they download side by
 * side), a few per task, then, in a task of its own (each stays short on a phone), `load`.
 *
 * The preload links are put in <head> at once, as the page arrives, without a `rel` (a link without
 * one fetches nothing), and each is started later by giving it `rel="modulepreload"`. Adding an
 * element to the document makes Chromium commit a new frame to the compositor, even for one in
 * <head>; changing an attribute does not. Added two per task, the links made a commit each task
 * (Lighthouse's traces of /articles/{id}: 13–23 commits in the 2 s after the first paint, 8–10
 * now), work for a phone's CPU while the page starts.
 */
function afterFirstPaint(load: () => Promise<unknown>, preload: boolean) {
  const files = preload ? (root?.dataset.modules ?? '').split(' ').filter(Boolean) : [];
  const links = files.map((file) => Object.assign(document.createElement('link'), { href: `/${file}`, crossOrigin: '' }));
  document.head.append(...links);
  const next = () => {
    const batch = links.splice(0, PRELOADS_PER_TASK);
    if (batch.length === 0) {
      // Should the code not arrive (offline), a page held inert becomes usable as it is (its links).
      void load().catch(() => root && holdUntilHydrated(root, false));
      return;
    }
    for (const link of batch) link.rel = 'modulepreload';
    void nextTask().then(next);
  };
  whenFirstPaintShown(() => setTimeout(next, 0));
}

/**
 * A page the gateway drew takes no input until the app has hydrated it (see below); Ready.tsx's
 * markPageReady lets it go. The two lines that release it are written there again on purpose: a
 * lazily loaded chunk (Ready is in the apps' chunks) that imports from this entry chunk makes the
 * browser load the entry's stylesheet again on every prerendered page (a 21st request on /).
 */
function holdUntilHydrated(element: HTMLElement, hold: boolean) {
  element.inert = hold;
  if (hold) element.setAttribute('aria-hidden', 'true');
  else element.removeAttribute('aria-hidden');
}

/** Each step's modules evaluated in a task of its own, in order, then `last`'s. */
async function inSteps<T>(steps: Array<() => Promise<unknown>>, last: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return last();
}

/**
 * The code every app starts with: React, MUI's core (its styling engine and the components' shared
 * code), our theme made with it, then React Router.
 */
const FRAMEWORK_STEPS = [
  () => import('react-dom/client'),
  () => import('./app/mui-theme'),
  () => import('./app/theme'),
  () => import('./app/router-step'),
];

if (root?.dataset.ssr !== undefined) {
  // A member page the gateway drew with its data: on screen from its HTML; the member app (with the
  // page's layout and bundle, listed in data-modules) then hydrates it. Its code is started in seven
  // steps, each in a task of its own — React, MUI's core, the theme, the router, then the app in
  // three — rather than the whole graph in one long task (~80 ms on a phone-speed CPU, measured by
  // Lighthouse). (Its dates are written without Intl, whose first use took a task of 50–90 ms:
  // components/dates.ts.)
  // Until it has (components/Ready.tsx), the page is inert: its buttons would do nothing yet and
  // what was typed into its fields would be lost, so nothing takes a tap, a key or focus, and
  // assistive technology meets it when it works (aria-hidden says so to tools that do not know
  // inert) — as before, when the page appeared only with the app. Without JavaScript its links
  // work as links.
  holdUntilHydrated(root, true);
  // After the framework, the member app's libraries (Apollo Client, its frame's MUI parts: the
  // member-vendor chunk), then its shared code (member-core), then the rest: one task of 70–100 ms
  // at 4× slowdown once, then two (the libraries and shared code together ~60 ms on this machine
  // under Lighthouse).
  const memberSteps = [...FRAMEWORK_STEPS, () => import('./apollo/vendor'), () => import('./apollo/client')];
  afterFirstPaint(() => inSteps(memberSteps, () => import('./boot')), true);
} else if (prerenderedFor !== undefined) {
  const session = initialSessionUser();
  // '*': the gateway's not-found page (prerender/pages.ts NOT_FOUND), sent for any address it does not know.
  const atItsAddress = prerenderedFor === window.location.pathname || prerenderedFor === '*';
  // The reset-password page opened from its email (data-emailed-link): the page reads the link with
  // supabase-js itself and needs nothing of the member app, whoever turns out to be signed in.
  const publicApp = atItsAddress && (session.checked ? session.user === null : root?.dataset.emailedLink !== undefined);
  // Two calls, not one with a condition inside: each import() keeps its own list of chunks to load.
  if (publicApp) {
    // Started as a drawn member page's is, the framework first: as one import the public app's code
    // was evaluated in one task of 45–70 ms on this machine under Lighthouse.
    afterFirstPaint(() => inSteps(FRAMEWORK_STEPS, () => import('./public-boot')), true);
  } else afterFirstPaint(() => import('./boot'), false);
} else {
  // A member page sent as a shell. When the first query can only be sent once supabase-js has run —
  // the member is back after their access token expired (and with it the cookie that lets the
  // portal draw the page), or opened an emailed sign-in link (the sign-in page sent it on here with
  // its #access_token=…) — supabase-js is fetched beside the member app, so the token is refreshed
  // (or the link read) while the app downloads, rather than after it has started.
  if (storedAccessToken() === undefined) void import('./auth/supabase').then((auth) => auth.getSupabase()).catch(() => undefined);
  void import('./boot');
}
