// The second half of `npm run build:client` (issue #12 items 1, 2 and 4), run after `vite build`
// has written client/dist:
//
//  1. Prerenders the public pages (client/src/prerender/pages.ts) to client/dist/pages/*.html: the
//     page's markup in #root, its critical CSS (the emotion styles it uses) inline in <head>, its
//     title, and — for / and the sign-in screens — the inline script that sends a signed-in
//     member on to /dashboard before anything is drawn. The browser hydrates them (main.tsx).
//  2. Makes every HTML page (the prerendered ones and index.html, the shell of the member routes)
//     render without waiting for a stylesheet: the @font-face rules are inlined and the Latin
//     regular and bold fonts preloaded.
//  3. Writes a shell per member route (client/dist/shells/*.html) that preloads the route's layout
//     and page bundles, and client/dist/prerendered.json — prerendered path → file ('*': the
//     not-found page), member route pattern → shell (the app's other routes → the plain shell), and
//     the pages a signed-in member is sent from to the dashboard — which the gateway reads
//     (gateway/src/http/client-assets.ts).
//  4. Compresses every text file of client/dist once, with brotli (quality 11) and gzip (level 9),
//     beside the original (x.js.br, x.js.gz), so the gateway never compresses them per request.
//     Source maps are left alone (only developer tools fetch them; compressed per request then).
//  5. Builds the member pages' renderer (src/prerender/member-render.tsx) into client/dist/.server,
//     which the gateway runs to draw a signed-in member's page with its data.
//
// Usage: node --import @swc-node/register/esm-register client/scripts/prerender.ts [distDir]
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import escapeHtml from 'escape-html';

type RenderModule = typeof import('../src/prerender/render');

const CLIENT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.resolve(process.argv[2] ?? path.join(CLIENT, 'dist'));
/** Compressed copies are written for text files of at least this size (the gateway's threshold). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/;
/** The font file worth preloading: Roboto's Latin, every weight (a variable font). */
const PRELOADED_FONTS = [/roboto-latin-wght-normal-[\w-]+\.woff2$/];
/**
 * Without JavaScript, collapsed MUI sections (the About page's FAQ answers) are opened, so the
 * public pages show their full content.
 */
const NOSCRIPT_HEAD = '<noscript><style>.MuiCollapse-root{height:auto!important;visibility:visible!important}</style></noscript>';
const NOSCRIPT_NOTICE =
  'The public pages work without JavaScript; signing in and the member pages need it. Please enable JavaScript to use the portal.';

const started = Date.now();
const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
// The app's code (main.tsx imports it after the first paint) downloads beside the entry on every page.
const BOOT = 'src/boot.tsx';
// What a signed-out visitor's prerendered public page loads after the first paint: the public app.
const PUBLIC_BOOT = 'src/public-boot.tsx';
// supabase-js, which reads an emailed link: fetched beside the public app on the page that link opens.
const SUPABASE_CLIENT = 'src/auth/supabase-client.ts';
const base = withFonts(template);
const render = await loadRenderer();
const shell = base.replace('</head>', `    ${modulePreloads([BOOT], base)}\n  </head>`);

const pages: Record<string, string> = {};
// The pages a signed-in member is sent from to the dashboard, by the gateway (gateway/src/http/member-pages.ts signedInHome).
const signedInHome: string[] = [];
mkdirSync(path.join(DIST, 'pages'), { recursive: true });
for (const page of render.PRERENDERED_PAGES) {
  const { html, styleTags, title } = await render.renderPage(page.path);
  if (page.signedInGoesToDashboard) signedInHome.push(page.path);
  // A prerendered page is drawn from its HTML alone: it preloads no code (which would compete with
  // the page for the first bytes); main.tsx fetches the public app and the page's bundle after the first paint.
  let out = base
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `    ${styleTags}\n    ${NOSCRIPT_HEAD}\n  </head>`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript><p style="margin:0;padding:12px 16px;background:#FFF4E0;color:#14233F;font:16px/1.5 Arial,sans-serif">${NOSCRIPT_NOTICE}</p></noscript>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(page.path)}"${page.opensEmailedLinks ? ' data-emailed-link' : ''} data-modules="${dataModules(pageModules(page))}">${html}</div>`);
  if (!out.includes('data-prerendered')) throw new Error('client/index.html has no <div id="root"></div> to fill');
  out = out.replace(/\n\s*\n/g, '\n');
  writeFileSync(path.join(DIST, 'pages', page.file), out);
  pages[page.path] = `pages/${page.file}`;
}
writeFileSync(path.join(DIST, 'index.html'), shell);

// The members' routes: the shell, plus their layout's and page's bundles preloaded.
const routes: Array<{ pattern: string; file: string; ssrFile?: string }> = [];
// Where the gateway puts a member page it drew (the three markers are replaced once each).
const SSR_HEAD = '<!--portal:head-->';
const SSR_ROOT = '<!--portal:root-->';
const SSR_STATE = '<!--portal:state-->';
mkdirSync(path.join(DIST, 'shells'), { recursive: true });
for (const route of render.MEMBER_ROUTES) {
  const file = `shells/${route.pattern.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-')}.html`;
  // …and the members' frame, drawn until the app replaces it (index.html, which also serves the
  // app's other addresses, stays blank: those are not member pages).
  const html = shell
    .replace('</head>', `    ${modulePreloads([render.MEMBER_LAYOUT, route.module], shell)}\n    ${render.MEMBER_FRAME_STYLE}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${render.MEMBER_FRAME}</div>`);
  writeFileSync(path.join(DIST, file), html);
  // …and the same page for the gateway to fill when it draws it with the member's data
  // (gateway/src/http/member-pages.ts): the page's styles, #root's content and the data after it.
  // Like a prerendered public page, it preloads no code: the page is drawn from its HTML alone, and
  // main.tsx fetches the member app, layout and page listed in data-modules after the first paint.
  const template = base
    .replace('</head>', `    ${SSR_HEAD}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-ssr data-modules="${dataModules(chunkFiles([BOOT, render.MEMBER_LAYOUT, route.module]))}">${SSR_ROOT}</div>${SSR_STATE}`,
    );
  const ssrFile = file.replace(/\.html$/, '.ssr.html');
  writeFileSync(path.join(DIST, ssrFile), template);
  routes.push({ pattern: route.pattern, file, ssrFile });
}
// The app's other addresses get the plain shell; any address in none of these is not found (404).
for (const pattern of render.OTHER_APP_ROUTES) routes.push({ pattern, file: 'index.html' });
writeFileSync(path.join(DIST, 'prerendered.json'), `${JSON.stringify({ pages, routes, signedInHome }, null, 2)}\n`);

// 5. The member pages' renderer, which the gateway runs for a member route requested with a session
//    cookie (issue #12: signed-in pages drawn with their data; gateway/src/http/member-pages.ts).
//    In client/dist/.server, which the gateway never serves (no file under a dot directory is).
const SERVER_DIST = path.join(DIST, '.server');
const memberRenderer = await ssrBuild('src/prerender/member-render.tsx', SERVER_DIST);

const compressed = precompress(DIST);
console.log(
  `prerendered ${Object.keys(pages).join(', ')}; ${routes.length} route shells; member renderer ${path.relative(DIST, path.join(SERVER_DIST, memberRenderer))}; compressed ${compressed.files} files ` +
    `(${kb(compressed.bytes)} → ${kb(compressed.br)} brotli, ${kb(compressed.gz)} gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

/** Vite's SSR build of the prerender entry, in a temporary directory, imported. */
async function loadRenderer(): Promise<RenderModule> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-prerender-'));
  try {
    const entry = await ssrBuild('src/prerender/render.tsx', outDir);
    return (await import(pathToFileURL(path.join(outDir, entry)).href)) as RenderModule;
  } finally {
    // The module is loaded; its files are no longer needed (lazy chunks were loaded while rendering).
    process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
  }
}

/**
 * Vite's SSR build of `entry` into `outDir`, everything bundled (no node_modules needed at run
 * time); returns the entry file's name.
 */
async function ssrBuild(entry: string, outDir: string): Promise<string> {
  await build({
    configFile: path.join(CLIENT, 'vite.config.ts'),
    root: CLIENT,
    logLevel: 'warn',
    ssr: { noExternal: true },
    // React and emotion in the mode the browser's code was built in (`npm run build` sets
    // NODE_ENV=production for both), whatever NODE_ENV the gateway later runs with: emotion
    // labels its class names in development, so the two would not match, and a production render
    // is several times faster.
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    build: { ssr: entry, outDir, emptyOutDir: true, sourcemap: false, minify: false, manifest: false, copyPublicDir: false },
  });
  const name = path.basename(entry).replace(/\.tsx?$/, '');
  const file = readdirSync(outDir).find((f) => f === `${name}.js` || f === `${name}.mjs`);
  if (!file) throw new Error(`the SSR build wrote no ${name}.js into ${outDir}`);
  // The bundle is ES modules: say so, or Node would load the .js files as CommonJS.
  writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
  return file;
}

/**
 * <link rel="modulepreload"> for lazily loaded modules' chunks and their static imports that `html`
 * does not preload already: a page's own code downloads beside the entry, not after it.
 */
function modulePreloads(modules: string[], html: string): string {
  return chunkFiles(modules)
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

/** The chunk files of modules and their static imports (as /assets/… URLs' paths). */
function chunkFiles(modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed, or no longer loaded lazily by routes.tsx?)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  modules.forEach(visit);
  return [...files];
}

/**
 * A prerendered page's chunks: the public app's and the page's; for the page opened from an emailed
 * link, supabase-js's too.
 */
function pageModules(page: { module: string; opensEmailedLinks?: boolean }): string[] {
  return chunkFiles(page.opensEmailedLinks ? [PUBLIC_BOOT, page.module, SUPABASE_CLIENT] : [PUBLIC_BOOT, page.module]);
}

/**
 * A page's data-modules (main.tsx preloads them after the first paint): the chunks it runs on
 * arrival, but for those every page's HTML already preloads (the entry's own imports: rolldown's
 * runtime, vite's preload helper), which would be links that fetch nothing.
 */
function dataModules(files: string[]): string {
  return files
    .filter((file) => !base.includes(`/${file}"`))
    .join(' ');
}

/** Inlines the entry stylesheet (only @font-face rules) and preloads the main font files. */
function withFonts(html: string): string {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/main-[\w-]+\.css)">\n?/.exec(html);
  if (!link) throw new Error('client/dist/index.html links no main stylesheet to inline (has client/src/main.tsx stopped importing fonts.css?)');
  const css = readFileSync(path.join(DIST, link[1]!), 'utf8');
  const fonts = [...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((m) => m[1]!).filter((url) => PRELOADED_FONTS.some((re) => re.test(url)));
  if (fonts.length !== PRELOADED_FONTS.length) throw new Error(`expected ${PRELOADED_FONTS.length} fonts to preload in ${link[1]}, found ${fonts.length}`);
  const preloads = [...new Set(fonts)].map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`).join('\n    ');
  return html.replace(link[0], `${preloads}\n    <style>${css.trim()}</style>\n`);
}

function precompress(dir: string) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) {
        // Not the build's own records (.vite) nor the server's code (.server): never served.
        if (!name.startsWith('.')) walk(file);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const body = readFileSync(file);
      if (body.length < MIN_BYTES) continue;
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      const gz = gzipSync(body, { level: 9 });
      // A copy that saves nothing is not worth a request's negotiation.
      if (br.length < body.length) writeFileSync(`${file}.br`, br);
      if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += body.length;
      totals.br += Math.min(br.length, body.length);
      totals.gz += Math.min(gz.length, body.length);
    }
  };
  walk(dir);
  return totals;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}
