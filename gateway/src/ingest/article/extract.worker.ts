import { extractArticle, type ExtractedArticle } from './extract.js';

export interface ExtractTask {
  body: Uint8Array | string;
  url: string;
  contentType: string;
}

/** Runs in a worker thread (extract-pool.ts): jsdom + Readability off the request thread. */
export default function extract(task: ExtractTask): ExtractedArticle {
  const body = typeof task.body === 'string' ? task.body : Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength);
  return extractArticle(body, task.url, task.contentType);
}
