import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { terminalReporter } from './report.js';

describe('import progress', () => {
  it('prints a progress line on a schedule when the output is not a terminal (CI, logs, | tee)', async () => {
    const stream = new PassThrough(); // no isTTY: what a pipe looks like
    let written = '';
    stream.on('data', (d) => (written += d));
    const reporter = terminalReporter({ stream, everyMs: 40 });
    const phase = reporter.phase('ZIP → district rows', 100);
    for (let i = 0; i < 10; i++) {
      phase.tick(10);
      await new Promise((r) => setTimeout(r, 30));
    }
    phase.done();
    const lines = written.split('\n').filter((l) => l.includes('ZIP → district rows'));
    // The first line, at least a few in between, and the last at 100 %.
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.some((l) => /\b([1-9]\d)% \| \d+\/100/.test(l))).toBe(true);
    expect(lines.at(-1)).toContain('100% | 100/100');
  });
});
