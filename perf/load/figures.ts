// The figures of a phase: how its votes were answered, and how fast.
import type { Op } from './votes.js';

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
}

export function printFigures(title: string, list: Op[], seconds: number): void {
  const groups: [string, Op[]][] = [
    ['all', list],
    ['GraphQL', list.filter((o) => o.transport === 'graphql')],
    ['REST', list.filter((o) => o.transport !== 'graphql')],
  ];
  const header = ['', 'ops', '2xx', '4xx (status code)', '5xx', 'of which 503', 'no response', 'req/s', 'p50 ms', 'p99 ms'];
  const rows = groups.map(([name, g]) => {
    const by = new Map<string, number>();
    const bump = (k: string) => by.set(k, (by.get(k) ?? 0) + 1);
    for (const o of g) if (o.outcome.status && o.outcome.status >= 400 && o.outcome.status < 500) bump(`${o.outcome.status} ${o.code ?? '?'}`);
    const net = new Map<string, number>();
    for (const o of g) if (o.outcome.error) net.set(o.outcome.error, (net.get(o.outcome.error) ?? 0) + 1);
    const lat = g.filter((o) => o.outcome.status !== undefined).map((o) => o.outcome.ended - o.outcome.started).sort((a, b) => a - b);
    const s = (o: Op) => o.outcome.status ?? 0;
    return [
      name,
      String(g.length),
      String(g.filter((o) => s(o) >= 200 && s(o) < 300).length),
      by.size ? [...by].map(([k, n]) => `${k}×${n}`).join(', ') : '0',
      String(g.filter((o) => s(o) >= 500).length),
      String(g.filter((o) => s(o) === 503).length),
      net.size ? [...net].map(([k, n]) => `${k}×${n}`).join(', ') : '0',
      (g.length / seconds).toFixed(0),
      percentile(lat, 0.5).toFixed(0),
      percentile(lat, 0.99).toFixed(0),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 3 || i === 6 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title} (${seconds.toFixed(1)} s)\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
}
