// How much server CPU each dynamic compression level costs on a real response, to choose the
// levels in gateway/src/http/compression.ts (issue #12; issue #13 allows the staff legislators
// response at most 15 ms of extra CPU for compression).
//
//   npm run bench:compression -- <response.json> [more files…]
//
// Save a response first, e.g. the staff legislators list with the real legislators imported:
//   curl -H "Authorization: Bearer $TOKEN" http://localhost:8000/api/legislators > /tmp/legislators.json
//
// For every brotli quality 0–6 and gzip level 1–9 it compresses the body the way the gateway does
// (a zlib stream, 16 KB writes as Express sends them) 15 times and prints the median CPU time
// (user + system of this process) and the compressed size.
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { median } from './stats.js';

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!files.length) {
  console.error('usage: npm run bench:compression -- <response body file> [more files…]');
  process.exit(2);
}
const RUNS = 15;
const CHUNK = 16 * 1024;

function compress(body: Buffer, make: () => zlib.BrotliCompress | zlib.Gzip): Promise<{ cpuMs: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const start = process.cpuUsage();
    const stream = make();
    let bytes = 0;
    stream.on('data', (c: Buffer) => (bytes += c.length));
    stream.on('error', reject);
    stream.on('end', () => {
      const used = process.cpuUsage(start);
      resolve({ cpuMs: (used.user + used.system) / 1000, bytes });
    });
    for (let i = 0; i < body.length; i += CHUNK) stream.write(body.subarray(i, i + CHUNK));
    stream.end();
  });
}

for (const file of files) {
  const body = readFileSync(file);
  console.log(`\n${file}: ${(body.length / 1024).toFixed(0)} KB uncompressed (median of ${RUNS} runs, CPU ms of this process)\n`);
  console.log('encoding      level   CPU ms   KB out   ratio');
  const cases: Array<[string, number, () => zlib.BrotliCompress | zlib.Gzip]> = [
    ...[0, 1, 2, 3, 4, 5, 6].map((q): [string, number, () => zlib.BrotliCompress] => [
      'br',
      q,
      () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]),
    ...[1, 3, 6, 9].map((l): [string, number, () => zlib.Gzip] => ['gzip', l, () => zlib.createGzip({ level: l })]),
  ];
  for (const [name, level, make] of cases) {
    await compress(body, make); // warm-up
    const runs: Array<{ cpuMs: number; bytes: number }> = [];
    for (let i = 0; i < RUNS; i++) runs.push(await compress(body, make));
    const cpu = median(runs.map((r) => r.cpuMs));
    const out = runs[0]!.bytes;
    console.log(`${name.padEnd(12)} ${String(level).padStart(6)}  ${cpu.toFixed(1).padStart(7)}  ${(out / 1024).toFixed(0).padStart(7)}  ${(body.length / out).toFixed(1).padStart(6)}`);
  }
}
