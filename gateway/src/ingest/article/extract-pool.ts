import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ExtractedArticle } from './extract.js';
import type { ExtractTask } from './extract.worker.js';

/**
 * Article extraction (jsdom + Readability) takes 0.3–3.6 s of CPU per page: run on the request
 * thread, it stalls every other caller (votes, page loads) for that long. A small worker pool keeps
 * the event loop free. One thread by default (2-core hosts: the other core serves requests);
 * idle threads exit after 5 minutes, so tests and CLIs don't keep a worker alive.
 */
const TS_SOURCE = import.meta.url.endsWith('.ts');
const workerFile = fileURLToPath(new URL(`./extract.worker.${TS_SOURCE ? 'ts' : 'js'}`, import.meta.url));

export const EXTRACTION_THREADS = 1;

let pool: Piscina<ExtractTask, ExtractedArticle> | undefined;

function extractionPool(): Piscina<ExtractTask, ExtractedArticle> {
  pool ??= new Piscina<ExtractTask, ExtractedArticle>({
    filename: workerFile,
    minThreads: 0,
    maxThreads: EXTRACTION_THREADS,
    idleTimeout: 5 * 60_000,
    maxQueue: 50,
    // Running from TypeScript sources (dev, tests, scripts): the worker needs the same transpiler.
    execArgv: TS_SOURCE && !process.execArgv.some((a) => a.includes('@swc-node/register')) ? [...process.execArgv, '--import', '@swc-node/register/esm-register'] : undefined,
    env: TS_SOURCE ? { ...process.env, SWC_NODE_PROJECT: process.env.SWC_NODE_PROJECT ?? fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) } : undefined,
  });
  return pool;
}

export function extractInWorker(body: Buffer | string, url: string, contentType: string): Promise<ExtractedArticle> {
  return extractionPool().run({ body, url, contentType });
}

/** Stops the worker threads (graceful shutdown). */
export async function closeExtractionPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
