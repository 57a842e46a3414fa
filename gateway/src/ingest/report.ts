import cliProgress from 'cli-progress';

/** Progress and warnings of one import run. The CLI draws bars; tests collect warnings silently. */
export interface ImportReporter {
  /** A bar for one phase; call tick() per item and done() at the end. */
  phase(label: string, total: number): { tick(n?: number): void; done(): void };
  /** Something worth telling (unknown ids, skipped entries) that does not stop the import. */
  warn(message: string): void;
  info(message: string): void;
}

export interface CollectingReporter extends ImportReporter {
  warnings: string[];
  messages: string[];
}

/** No output; keeps warnings and messages for inspection (tests, library callers). */
export function collectingReporter(): CollectingReporter {
  const warnings: string[] = [];
  const messages: string[] = [];
  return {
    warnings,
    messages,
    phase: () => ({ tick: () => undefined, done: () => undefined }),
    warn: (m) => void warnings.push(m),
    info: (m) => void messages.push(m),
  };
}

/** Progress bars on stderr (a line every 3 s when not a terminal), messages on stdout. */
export function terminalReporter(opts: { stream?: NodeJS.WritableStream; everyMs?: number } = {}): CollectingReporter {
  const base = collectingReporter();
  return {
    ...base,
    phase(label, total) {
      const bar = new cliProgress.SingleBar(
        {
          format: `${label.padEnd(24)} {bar} {percentage}% | {value}/{total}`,
          hideCursor: true,
          clearOnComplete: false,
          stream: opts.stream ?? process.stderr,
          // Off a terminal (CI, logs, | tee) a plain line every few seconds shows the import is alive.
          noTTYOutput: true,
          notTTYSchedule: opts.everyMs ?? 3_000,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(Math.max(total, 0), 0);
      return {
        tick: (n = 1) => bar.increment(n),
        done: () => {
          bar.update(total);
          bar.stop();
        },
      };
    },
    warn(m) {
      base.warn(m);
      console.warn(`warning: ${m}`);
    },
    info(m) {
      base.info(m);
      console.log(m);
    },
  };
}
