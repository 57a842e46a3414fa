import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const gateway = process.env.GATEWAY_URL ?? `http://localhost:${process.env.PORT ?? 8000}`;

// Two pages: the portal itself and the GraphiQL playground the gateway serves at GET /graphql.
// Both are bundled from npm so nothing is fetched from a CDN at run time.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // VITE_* settings come from the repository's .env, like the gateway's (see .env.example).
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
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
});
