import path from 'node:path';

/**
 * A problem with an input file: names the file and, when known, the line, so whoever runs the
 * import can open the file at the right place. Thrown before anything is written (or inside the
 * import's single transaction, which then rolls back): a failed import changes nothing.
 */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly detail: string,
  ) {
    super(`${displayPath(file)}${line ? `, line ${line}` : ''}: ${detail}`);
    this.name = 'ImportError';
  }
}

/** A download from the official source failed (network, HTTP status). */
export class DownloadError extends Error {
  constructor(
    readonly url: string,
    detail: string,
  ) {
    super(`Could not download ${url}: ${detail}`);
    this.name = 'DownloadError';
  }
}

export function displayPath(file: string): string {
  if (/^https?:\/\//.test(file)) return file;
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel : file;
}

/** 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
