import { defineConfig, type Alias, type Plugin, type PluginOption } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { MEMBER_LAYOUT, PRERENDERED_PAGES } from './src/prerender/pages';
import { muiAliases, muiDefaultThemeWithoutVars } from './mui-aliases';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { minimal2023Preset } from '@vite-pwa/assets-generator/config';
import { background, navy } from './src/app/palette';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ManifestTransform } from 'workbox-build';

const gateway = process.env.GATEWAY_URL ?? `http://localhost:${process.env.PORT ?? 8000}`;
const nodeModule = (p: string) => fileURLToPath(new URL(`../node_modules/${p}`, import.meta.url));

/**
 * react-router's exports map offers only its development build (warnings, dev checks) under every
 * condition; the production build ships beside it. Builds use that one (`npm run budget` checks
 * the size); `vite dev` and the tests keep the development build and its warnings. rxjs (Apollo
 * Client's) offers its ES2015 files only under an `es2015` condition: builds use them instead of
 * the ES5 ones and their tslib class helpers (−1.6 KB gzip on every member route).
 */
const productionAliases: Alias[] = [
  { find: /^react-router$/, replacement: nodeModule('react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: nodeModule('react-router/dist/production/dom-export.mjs') },
  { find: /^rxjs$/, replacement: nodeModule('rxjs/dist/esm/index.js') },
];

/**
 * Fewer, larger chunks for member routes (issue #12): on a phone each file costs a round trip
 * (Lighthouse's simulated mobile network counts them) and small files compress worse.
 *
 * "member-core" is what every member route loads before it is working — the member app (boot.tsx)
 * and the members' layout, with everything they import — in one chunk: about ten files fewer and
 * 4 KB less per route (`npm run budget`). The packages among it are a chunk of their own,
 * "member-vendor" (with src/apollo/vendor.ts, which main.tsx imports to evaluate them), so a drawn
 * page evaluates the two in separate tasks. Modules the public app or the GraphiQL page import are
 * left out, so neither page loads member code; page bundles are split as before. (Grouping the
 * MUI components that several member pages share as well saved a few files but added up to
 * 19 KB to some routes.)
 */
function memberChunks() {
  const src = (p: string) => fileURLToPath(new URL(`./${p}`, import.meta.url));
  const MEMBER_ROOTS = ['src/boot.tsx', MEMBER_LAYOUT].map(src);
  const VENDOR_STEP = src('src/apollo/vendor.ts');
  const OTHER_ROOTS = [
    'src/main.tsx',
    'src/public-boot.tsx',
    ...PRERENDERED_PAGES.map((p) => p.module),
    // What the account screens load after they work (features/auth/account-code.tsx).
    'src/features/auth/account-actions.ts',
    // supabase-js, which they load to sign in or read an emailed link: what it imports is theirs too.
    'src/auth/supabase-client.ts',
    'src/components/TimedRedirect.tsx',
    'src/graphiql/main.tsx',
  ].map(src);
  let member: Set<string> | null = null;
  let others: Set<string> | null = null;
  const reach = (ctx: ChunkingContext, roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (id: string, ctx: ChunkingContext) => {
    member ??= reach(ctx, MEMBER_ROOTS);
    others ??= reach(ctx, OTHER_ROOTS);
    // The two roots stay chunks of their own (the entries main.tsx and routes.tsx import lazily).
    if (id === VENDOR_STEP) return 'member-vendor';
    if (!member.has(id) || others.has(id) || MEMBER_ROOTS.includes(id)) return null;
    return /[\\/]node_modules[\\/]/.test(id) ? 'member-vendor' : 'member-core';
  };
}

/** The frame's lazily loaded extras (app/layouts/MainLayout.tsx, with web push's PushKeeper), by their chunks' names. */
const FRAME_EXTRAS = /(^|\/)(InvitesMenu|NotificationsMenu|NavDrawer|AccessRequestNotice|PushKeeper)-[\w-]+\.js$/;

/** What every page starts with: main.tsx, the public app, the member app and the members' frame. */
const APP_SHELL = ['index.html', 'src/public-boot.tsx', 'src/boot.tsx', MEMBER_LAYOUT];

/**
 * Of the hashed assets, the service worker precaches the app shell's (APP_SHELL's chunks with
 * their static imports, stylesheets and fonts, read from the build's .vite/manifest.json): most are
 * in the HTTP cache already when it installs, so it costs a first visit little. A page's own chunks
 * are kept as they are first used (sw.ts): precaching all ~250 files made a first visit on a phone
 * fetch ~0.7 MB more while the page was still starting (Lighthouse's TBT on member pages doubled).
 */
const appShellOnly = (outDir: () => string): ManifestTransform => (entries) => {
  const manifest = JSON.parse(readFileSync(path.join(outDir(), '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[]; css?: string[]; assets?: string[] }>;
  const shell = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || shell.has(chunk.file)) return;
    [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])].forEach((file) => shell.add(file));
    chunk.imports?.forEach(visit);
  };
  APP_SHELL.forEach(visit);
  return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)) };
};

/**
 * The installable portal (issue #59; docs/push.md): /manifest.webmanifest, its icons made from
 * public/favicon.svg by the assets generator (the maskable one on the theme's navy), and the service
 * worker (src/service-worker/sw.ts → /sw.js) with the files it precaches, registered on every page by
 * the plugin's /registerSW.js (a file of its own: the CSP allows no inline script). Precached: the
 * app shell's hashed assets (appShellOnly), the icons and the offline page, never a page of the app:
 * pages are the gateway's to draw (a member page holds the member's data).
 */
const installable = (): PluginOption[] => {
  let outDir = '';
  const buildDirectory: Plugin = { name: 'portal-build-directory', configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)) };
  return [buildDirectory, VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: 'script-defer',
    registerType: 'autoUpdate',
    manifest: {
      name: 'Member Portal · Civic Action Alliance',
      short_name: 'Member Portal',
      description: 'Curated stories, key votes, your legislators and a direct line to our team.',
      lang: 'en-US',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: navy.main,
      background_color: background.default,
    },
    pwaAssets: {
      image: 'public/favicon.svg',
      preset: { ...minimal2023Preset, maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: navy.main } } },
      overrideManifestIcons: true,
    },
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,woff2}', 'offline.html', 'favicon.svg', '*.png'],
      manifestTransforms: [appShellOnly(() => outDir)],
    },
  })];
};

// Two pages: the portal itself and the GraphiQL playground the gateway serves at GET /graphql.
// Both are bundled from npm so nothing is fetched from a CDN at run time.
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // VITE_* settings come from the repository's .env, like the gateway's (see .env.example).
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), muiDefaultThemeWithoutVars(), ...installable()],
  resolve: { alias: command === 'build' ? [...muiAliases, ...productionAliases] : muiAliases },
  build: {
    outDir: 'dist',
    // A dynamic import's chunks are preloaded as it starts (Vite's helper adds a <link
    // rel="modulepreload"> for each), except the frame's extras' (the top bar's invitations and bell,
    // the phone's drawer, the access-request notice): they load after the page has drawn its data,
    // when nothing waits for them, and adding their 18 links took tasks of 60–125 ms at 4× slowdown
    // on a phone-speed profile. Their chunks then import what they need as they arrive.
    modulePreload: {
      resolveDependencies: (file: string, deps: string[]) => (FRAME_EXTRAS.test(file) ? [] : deps),
    },
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: client/scripts/prerender.ts preloads each page's own bundle from it.
    manifest: true,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      output: {
        // Libraries every page needs, in chunks of their own so they stay cached across deploys.
        // Everything else is split by use (pages, staff screens, MUI components).
        codeSplitting: {
          groups: [
            // react and react-dom are shared with the GraphiQL page; the router is not. (Apollo
            // Client is left to the default split: a group of its own drew graphql modules the
            // GraphiQL page also uses into it, and the page then loaded all of Apollo.)
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // (With src/app/router-step.ts, which main.tsx imports to evaluate the router a task before the app.)
            { name: 'router', test: /([\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/])|([\\/]client[\\/]src[\\/]app[\\/]router-step\.ts$)/ },
            // MUI's core (styling engine, theme, ButtonBase, Typography…): the modules at least 30 of
            // the app's chunks use, in one chunk instead of dozens of small ones, which compress
            // worse and cost a request each. Measured with `npm run budget`: every route got smaller
            // (public pages by 4 KB, member routes by 3–6 KB); with a lower share count the chunk
            // starts to carry member-only components into the public pages.
            { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-transition-group)[\\/]/, minShareCount: 30 },
            // What main.tsx reads to know who is signed in before any app has loaded
            // (auth/initial-session.ts), which the apps read again: a chunk of its own, since a
            // chunk that imports from the entry would list the entry's stylesheet as its own.
            { name: 'initial-session', test: /[\\/]client[\\/]src[\\/](auth[\\/](initial-session|cookie-names|landing)|app[\\/]server-state)\.ts$/, priority: 3, includeDependenciesRecursively: false },
            // Lowest priority: what the groups above took stays theirs. Dependencies are not pulled in
            // (a member module's import the public app shares must stay where the public app gets it).
            { name: memberChunks(), priority: -1, includeDependenciesRecursively: false },
            // MUI's core, except the one module of it the GraphiQL page also uses (framer-motion's
            // prop filter), which would otherwise make that page load the whole chunk.
            { name: 'is-prop-valid', test: /[\\/]node_modules[\\/]@emotion[\\/](is-prop-valid|memoize)[\\/]/, priority: 1 },
            // The outlined text field (components/TextField.tsx and the MUI input modules it is
            // made of) in one chunk: the sign-in pages and every member form load them together,
            // and one file compresses better than nine (npm run budget: the sign-in pages −1 KB).
            {
              name: 'text-field',
              test: /([\\/]client[\\/]src[\\/]components[\\/]TextField\.tsx$)|([\\/]node_modules[\\/]@mui[\\/]material[\\/](InputBase|OutlinedInput|FormControl|InputLabel|FormLabel|FormHelperText|InputAdornment|TextareaAutosize)[\\/])/,
              includeDependenciesRecursively: false,
              // Before the MUI core group: shared by enough chunks, the input modules would join
              // it, and every public page would load them (a lazy note editor did that: +6.6 KB).
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': gateway,
      '/auth': gateway,
      '/rest': gateway,
      '/graphql': gateway,
      '/dev': gateway,
    },
  },
}));
