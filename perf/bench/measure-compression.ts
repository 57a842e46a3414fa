// Issue #13 item 5: what compressing the staff dashboard's answer costs the gateway (measureCompression).
import { cpuByThreadMs, threadCpuSince, type ThreadCpu } from './scale.js';
import { duration } from './settings.js';
import { rawRequest, type Side } from './sides.js';
import { median, shuffled, trimmedMean } from './stats.js';

/** Issue #13 item 5: a compressed dashboard response costs at most this much extra gateway CPU. */
const COMPRESSION_EXTRA_CPU_MAX_MS = 15;

/**
 * Issue #13 item 5: the staff dashboard with and without Accept-Encoding (br, gzip), one request
 * at a time, on each gateway (cached and uncached): gateway CPU per request, the extra CPU of a
 * compressed response over the plain one, and the bytes on the wire.
 *
 * The encodings take turns, request after request, each turn in a random order, so that drift over
 * the run (the heap growing, a major collection, the machine's other work) is shared by all three
 * instead of charged to whichever came last or to one slot of a fixed order. Each request's CPU is
 * read at the end of a window of the same length for every request (twice the slowest encoding's
 * median warm-up latency, plus SETTLE_MS): what the gateway does after answering (collecting the
 * response's garbage) is counted with it, and every request is exposed for as long as the others
 * to the background work that runs on a clock, not per request.
 *
 * The CPU is read per kind of thread (scale.ts, cpuByThreadMs), and the extra checked against the
 * budget is compression's own work plus what it changes on the main thread:
 *   - "zlib ms": the pool threads' CPU per request, where zlib and brotli run and nothing else of
 *     this request does (0 for the plain answer) — steady to a tenth of a millisecond;
 *   - "main Δ": per turn, the compressed request's main-thread CPU less the plain one's, trimmed of
 *     the highest and lowest tenth, then averaged (the stream's plumbing, less the plain body's
 *     write; the collections' pauses land here too, in whichever request is running);
 *   - "extra CPU ms" = the two, checked against COMPRESSION_EXTRA_CPU_MAX_MS.
 * Printed beside it and not checked: V8's helper threads' difference of means (concurrent marking
 * and sweeping of the heap all requests share, charged to whichever request's window it runs in)
 * and every thread's difference of means.
 *
 * Why not all threads' CPU: in a full run the uncached gateway has been idle
 * for minutes and has given its memory back, and while its heap regrows about one request in five
 * pays a full collection (100–180 ms of CPU, mostly on V8's threads) and most of the others a
 * scavenge (~15–25 ms). Over all threads that spread, not compression, decided the reading: with one
 * build, gzip (~9 ms of zlib work here) read from −4.7 to +18.9 ms and brotli (~4 ms) from −4.6
 * to +24.0 in successive runs, whatever the statistic (means, trimmed, medians, per turn).
 */
export async function measureCompression(entries: { label: string; graphql: Side; rest: Side; pid?: number }[]): Promise<void> {
  const n = Math.max(30, Math.min(120, duration * 12));
  const SETTLE_MS = 40;
  const encodings = ['identity', 'gzip', 'br'] as const;
  console.log(`\nCompression: the staff dashboard, ${n} requests per encoding, one at a time, the encodings taking turns…`);
  const header = ['case', 'transport', 'encoding', 'p50 ms', 'CPU ms/req', 'zlib ms', 'main Δ', 'extra CPU ms', 'V8 threads Δ', 'all threads Δ', 'KB on the wire'];
  const out: string[][] = [];
  for (const e of entries) {
    for (const [transport, side] of [['GraphQL', e.graphql], ['REST', e.rest]] as const) {
      const figures = new Map(encodings.map((encoding) => [encoding, { latencies: [] as number[], turns: [] as ThreadCpu[], bytes: 0, encoding: undefined as string | undefined }]));
      // Warm-up. In a full run this gateway has been idle for minutes while the other cases ran and
      // has given its memory back (RSS ~650 → ~220 MB); it regrows over the next hundreds of answers,
      // each paying more garbage collection (a plain answer 55–58 ms of CPU instead of 41–43). Ten
      // answers per encoding take the first of that; the rest is in the figures, as it is for an
      // occasional uncached staff dashboard, and is shared fairly by the fixed windows below.
      const warmLatencies = new Map(encodings.map((encoding) => [encoding, [] as number[]]));
      for (const encoding of encodings) {
        for (let i = 0; i < 10; i++) {
          const t0 = performance.now();
          await rawRequest(side, { 'accept-encoding': encoding });
          warmLatencies.get(encoding)!.push(performance.now() - t0);
        }
      }
      const windowMs = SETTLE_MS + 2 * Math.max(...[...warmLatencies.values()].map(median));
      let overruns = 0;
      for (let turn = 0; turn < n; turn++) {
        // Each turn in its own order: collections come every few answers, and in a fixed order
        // they kept landing in the same encoding's slot.
        for (const encoding of shuffled(encodings)) {
          const f = figures.get(encoding)!;
          const cpu0 = e.pid ? cpuByThreadMs(e.pid) : undefined;
          const t0 = performance.now();
          const last = await rawRequest(side, { 'accept-encoding': encoding });
          const latency = performance.now() - t0;
          f.latencies.push(latency);
          if (last.status !== 200) throw new Error(`${e.label} ${transport} (${encoding}): HTTP ${last.status}`);
          f.bytes = last.bytes;
          f.encoding = last.encoding;
          // The same window of time for every request (what the gateway does after the response
          // belongs to it too); a request slower than the window gets SETTLE_MS after its response.
          if (latency + SETTLE_MS > windowMs) overruns++;
          await new Promise((resolve) => setTimeout(resolve, Math.max(SETTLE_MS, windowMs - latency)));
          f.turns.push(threadCpuSince(e.pid, cpu0));
        }
      }
      console.log(`  ${e.label}, ${transport}: a window of ${windowMs.toFixed(0)} ms per request${overruns ? ` (${overruns} of ${3 * n} requests took longer)` : ''}`);
      const plain = figures.get('identity')!;
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / n;
      const of = (turns: ThreadCpu[], kind: keyof ThreadCpu) => turns.map((t) => t[kind]);
      const fixed = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');
      for (const encoding of encodings) {
        const f = figures.get(encoding)!;
        if (encoding !== 'identity' && f.encoding !== encoding) throw new Error(`${e.label} ${transport}: asked for ${encoding}, got ${f.encoding ?? 'no encoding'}`);
        const pool = mean(of(f.turns, 'pool')) - mean(of(plain.turns, 'pool'));
        const main = trimmedMean(f.turns.map((t, i) => t.main - plain.turns[i]!.main));
        const extra = pool + main;
        const over = encoding !== 'identity' && extra > COMPRESSION_EXTRA_CPU_MAX_MS;
        if (over) process.exitCode = 1;
        f.latencies.sort((a, b) => a - b);
        const compressed = encoding !== 'identity';
        out.push([
          e.label,
          transport,
          encoding,
          f.latencies[Math.floor(n / 2)].toFixed(1),
          fixed(mean(of(f.turns, 'total'))),
          fixed(mean(of(f.turns, 'pool'))),
          compressed ? fixed(main) : '',
          compressed ? `${fixed(extra)}${over ? ` OVER ${COMPRESSION_EXTRA_CPU_MAX_MS}` : ''}` : '',
          compressed ? fixed(mean(of(f.turns, 'v8')) - mean(of(plain.turns, 'v8'))) : '',
          compressed ? fixed(mean(of(f.turns, 'total')) - mean(of(plain.turns, 'total'))) : '',
          (f.bytes / 1024).toFixed(0),
        ]);
      }
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...out.map((o) => o[i].length)));
  console.log(`\n${header.map((h, i) => (i < 3 ? h.padEnd(widths[i]) : h.padStart(widths[i]))).join('  ')}`);
  for (const o of out) console.log(o.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
}
