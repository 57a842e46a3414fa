// Issue #13: the staff dashboard at BENCH_SCALE× the legislators against 1× (measureScale).
import { cpuMs, rssMb, setLegislatorScale } from './scale.js';
import { duration, scaleFactor } from './settings.js';
import type { Side } from './sides.js';

/** Issue #13: the staff dashboard's time per legislator at BENCH_SCALE× within 20% of 1×. */
const SCALE_RATIO_MAX = 1.2;

/**
 * The staff dashboard at 1× and at scaleFactor× the legislators, one request at a time for
 * `duration` seconds per transport: wall time and gateway CPU per legislator, peak gateway memory.
 */
export async function measureScale(dashboard: { graphql: Side; rest: Side }, databaseUrl: string, pid: number | undefined): Promise<void> {
  type Figures = { transport: string; factor: number; legislators: number; n: number; p50: number; cpu: number; bytes: number; idleRss: number; peakRss: number };
  const results: Figures[] = [];
  try {
    for (const factor of [1, scaleFactor]) {
      console.log(`\nStaff dashboard at ${factor}× the legislators…`);
      const legislators = await setLegislatorScale(databaseUrl, factor);
      for (const [transport, side] of [['GraphQL', dashboard.graphql], ['REST', dashboard.rest]] as const) {
        const once = async () => {
          const res = await fetch(side.url, { method: side.method, headers: side.headers, body: side.body });
          const buf = await res.arrayBuffer();
          if (!res.ok) throw new Error(`${transport} at ${factor}×: HTTP ${res.status}`);
          return buf.byteLength;
        };
        for (let i = 0; i < 2; i++) await once();
        const idleRss = pid ? rssMb(pid) : NaN;
        let peakRss = idleRss;
        const sampler = pid ? setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 20) : undefined;
        const latencies: number[] = [];
        const cpu0 = pid ? cpuMs(pid) : NaN;
        const until = Date.now() + duration * 1000;
        let bytes = 0;
        while (Date.now() < until || latencies.length < 10) {
          const t0 = performance.now();
          bytes = await once();
          latencies.push(performance.now() - t0);
        }
        const cpu = pid ? (cpuMs(pid) - cpu0) / latencies.length : NaN;
        clearInterval(sampler);
        latencies.sort((a, b) => a - b);
        results.push({ transport, factor, legislators, n: latencies.length, p50: latencies[Math.floor(latencies.length / 2)], cpu, bytes, idleRss, peakRss });
      }
    }
  } finally {
    await setLegislatorScale(databaseUrl, 1);
  }

  const header = ['transport', 'scale', 'legislators', 'requests', 'p50 ms', 'µs/legislator', 'CPU ms/req', 'CPU µs/legislator', 'body MB', 'RSS idle→peak MB'];
  const out = results.map((r) => [
    r.transport,
    `${r.factor}×`,
    String(r.legislators),
    String(r.n),
    r.p50.toFixed(0),
    ((1000 * r.p50) / r.legislators).toFixed(0),
    r.cpu.toFixed(0),
    ((1000 * r.cpu) / r.legislators).toFixed(0),
    (r.bytes / 2 ** 20).toFixed(1),
    `${r.idleRss.toFixed(0)}→${r.peakRss.toFixed(0)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...out.map((o) => o[i].length)));
  console.log(`\n${header.map((h, i) => h.padStart(widths[i])).join('  ')}`);
  for (const o of out) console.log(o.map((c, i) => c.padStart(widths[i])).join('  '));
  for (const transport of ['GraphQL', 'REST']) {
    const [one, big] = [results.find((r) => r.transport === transport && r.factor === 1)!, results.find((r) => r.transport === transport && r.factor === scaleFactor)!];
    const wall = big.p50 / big.legislators / (one.p50 / one.legislators);
    const cpu = big.cpu / big.legislators / (one.cpu / one.legislators);
    // Memory: how much the peak grew from 1× to scale×, in units of how much the response grew.
    const growth = (big.peakRss - one.peakRss) / ((big.bytes - one.bytes) / 2 ** 20);
    console.log(
      `${transport}: time per legislator at ${scaleFactor}× = ${wall.toFixed(2)}× the 1× figure (CPU ${Number.isFinite(cpu) ? cpu.toFixed(2) : '-'}×)` +
        `${wall > SCALE_RATIO_MAX ? ` — above ${SCALE_RATIO_MAX}×` : ''}; peak memory grew ${Number.isFinite(growth) ? growth.toFixed(1) : '-'} MB per MB of response`,
    );
    if (wall > SCALE_RATIO_MAX) process.exitCode = 1;
  }
}
