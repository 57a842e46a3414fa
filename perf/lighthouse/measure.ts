// One Lighthouse run of one page in Debian's Chromium, with its figures.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunFigures } from './figures.js';
import { CHROME_FLAGS, CHROMIUM, flag, sleep } from './settings.js';
import { clearHttpCache } from './signed-in.js';

let reportCount = 0;

export async function runLighthouse(url: string, profile: string | undefined): Promise<RunFigures> {
  const userDataDir = profile ?? mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-cold-'));
  if (profile) clearHttpCache(profile);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Signed in, or asked for an emailed link: keep the profile's cookies (the HTTP cache was emptied above).
        disableStorageReset: Boolean(profile),
      },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    const reports = flag('reports');
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
      writeFileSync(path.join(reports, `${name}-${++reportCount}.json`), JSON.stringify(lhr));
      // The run's trace beside it (Chromium's performance panel opens it), to see what a long task was.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(path.join(reports, `${name}-${reportCount}.trace.json`), JSON.stringify(trace));
    }
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
    const scripts = items.filter((i) => i.resourceType === 'Script');
    const failedAudits = (['accessibility', 'best-practices'] as const).flatMap((cat) =>
      lhr.categories[cat]!.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    return {
      performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      siMs: audit('speed-index'),
      transferBytes: items.reduce((s, i) => s + (i.transferSize ?? 0), 0),
      scriptBytes: scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0),
      scriptFiles: scripts.length,
      requests: items.length,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failedAudits: [...new Set(failedAudits)],
    };
  } finally {
    await chrome.kill();
    if (!profile) rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such a
 * run is repeated, up to twice, rather than counted.
 */
export async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= 3 || !(err instanceof LighthouseRuntimeError)) throw err;
      process.stdout.write(` (${err.message.slice(0, 80)}; again)`);
    }
  }
}

class LighthouseRuntimeError extends Error {}
