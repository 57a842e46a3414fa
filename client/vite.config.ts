import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const gateway = process.env.GATEWAY_URL ?? `http://localhost:${process.env.PORT ?? 8000}`;
const nodeModule = (p: string) => fileURLToPath(new URL(`../node_modules/${p}`, import.meta.url));

/**
 * react-router's exports map offers only its development build (warnings, dev checks) under every
 * condition; the production build ships beside it. Builds use that one (`npm run budget` checks
 * the size); `vite dev` and the tests keep the development build and its warnings.
 */
const productionAliases: Alias[] = [
  { find: /^react-router$/, replacement: nodeModule('react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: nodeModule('react-router/dist/production/dom-export.mjs') },
];

// Two pages: the portal itself and the GraphiQL playground the gateway serves at GET /graphql.
// Both are bundled from npm so nothing is fetched from a CDN at run time.
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // VITE_* settings come from the repository's .env, like the gateway's (see .env.example).
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react()],
  resolve: { alias: command === 'build' ? productionAliases : [] },
  build: {
    outDir: 'dist',
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
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            // MUI's core (styling engine, theme, ButtonBase, Typography…): the modules at least 25 of
            // the app's chunks use, in one chunk instead of dozens of small ones, which compress
            // worse and cost a request each. Measured with `npm run budget`: every route got smaller
            // (public pages by 4 KB, member routes by 3–6 KB); with a lower share count the chunk
            // starts to carry member-only components into the public pages.
            { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-transition-group)[\\/]/, minShareCount: 25 },
            // …except the one module of it the GraphiQL page also uses (framer-motion's prop filter),
            // which would otherwise make that page load the whole chunk.
            { name: 'is-prop-valid', test: /[\\/]node_modules[\\/]@emotion[\\/](is-prop-valid|memoize)[\\/]/, priority: 1 },
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
