import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** V8's explicit compile hint for a whole file: compile every function in it eagerly. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Build step (client/scripts/prerender.ts). V8 compiles a function the first time it is called, on
 * the main thread: for the code that hydrates a page (React, MUI, Apollo Client, the app) that made
 * evaluating a chunk one long task — on a 2-core machine, with a cold cache, member-core 77 ms
 * and MUI with the theme 51 ms, four times that in Lighthouse's mobile simulation. Chromium 136+
 * reads the magic comment `//# allFunctionsCalledOnLoad` at the top of a script (V8's explicit
 * compile hints) and compiles every function in it while the file streams in, off the main thread:
 * the same evaluations took 24 and 15 ms (README, "Lighthouse on a slower machine"). Meant for the
 * chunks a page runs as soon as they arrive (their data-modules), whose functions it nearly all
 * calls; lazily loaded code (dialogs, supabase-js for signing in, staff editors) is left to V8.
 *
 * `files` are paths relative to `dist`. Each gets the comment as its first line, and its source map
 * (if any) an empty first line to match. A file already hinted is left as it is.
 */
export function hintEagerCompile(dist: string, files: Iterable<string>): number {
  let hinted = 0;
  for (const file of files) {
    const js = path.join(dist, file);
    const code = readFileSync(js, 'utf8');
    if (code.startsWith(`${EAGER_COMPILE_HINT}\n`)) continue;
    writeFileSync(js, `${EAGER_COMPILE_HINT}\n${code}`);
    hinted += 1;
    let map: { mappings: string };
    try {
      map = JSON.parse(readFileSync(`${js}.map`, 'utf8')) as { mappings: string };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    map.mappings = `;${map.mappings}`;
    writeFileSync(`${js}.map`, JSON.stringify(map));
  }
  return hinted;
}
