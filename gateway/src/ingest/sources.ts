import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { DownloadError, ImportError, lineAt } from './errors.js';

/** One input file: where it came from (path or URL, for messages) and its text. */
export interface SourceFile {
  name: string;
  text: string;
}

export async function readSource(file: string): Promise<SourceFile> {
  try {
    return { name: file, text: await readFile(file, 'utf8') };
  } catch (err) {
    throw new ImportError(file, null, `cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
}

export async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch (err) {
    throw new ImportError(p, null, `does not exist (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
}

/** Every file called `name` under a folder, in path order. */
export async function findFiles(dir: string, name: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name === name)
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** GET a text file; network failures and HTTP errors become a DownloadError naming the URL. */
export async function download(url: string, fetchImpl: typeof fetch = fetch, timeoutMs = 60_000): Promise<SourceFile> {
  let res: Response;
  try {
    res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'member-portal-importer' } });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new DownloadError(url, cause?.code ?? cause?.message ?? (err as Error).message ?? 'network error');
  }
  if (!res.ok) throw new DownloadError(url, `HTTP ${res.status} ${res.statusText}`.trim());
  return { name: url, text: await res.text() };
}

/**
 * A parsed YAML file that can say on which line a value sits, so validation errors point at the
 * entry at fault (not just at the file).
 */
export class YamlFile {
  private constructor(
    readonly file: string,
    private readonly doc: Document,
    private readonly lines: LineCounter,
    readonly value: unknown,
  ) {}

  static parse(source: SourceFile): YamlFile {
    const lines = new LineCounter();
    const doc = parseDocument(source.text, { lineCounter: lines, prettyErrors: true, uniqueKeys: false });
    const error = doc.errors[0];
    if (error) {
      const line = error.linePos?.[0]?.line ?? lineAt(source.text, error.pos[0]);
      throw new ImportError(source.name, line, `invalid YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`);
    }
    return new YamlFile(source.name, doc, lines, doc.toJS({ maxAliasCount: 1000 }));
  }

  /** Line of the deepest node that exists along `at` (e.g. [12, 'terms', 3, 'start']). */
  lineOf(at: (string | number)[]): number | null {
    let node: unknown = this.doc.contents;
    let offset = (node as Node | null)?.range?.[0];
    for (const key of at) {
      if (!isMap(node) && !isSeq(node)) break;
      const child = node.get(key, true) as Node | undefined;
      if (!child?.range) break;
      node = child;
      offset = child.range[0];
    }
    return offset === undefined ? null : this.lines.linePos(offset).line;
  }

  /** An ImportError at the entry `at`. */
  error(at: (string | number)[], detail: string): ImportError {
    return new ImportError(this.file, this.lineOf(at), detail);
  }
}

/**
 * Rows an UPDATE or DELETE touched. (EntityManager.query gives [rows, count] for those
 * commands; the query runner's structured result has the plain count.)
 */
export async function affectedRows(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  if (!em.queryRunner) throw new Error('affectedRows needs a transaction');
  const result = await em.queryRunner.query(sql, params, true);
  return result.affected ?? 0;
}
