import pino from 'pino';
import { requestContext } from '../http/request-context.js';
import type { Config } from './config.js';

const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof ORDER, 'silent'>;

export interface Logger {
  /** Whether debug lines are written: callers skip building what would be thrown away. */
  readonly debugEnabled: boolean;
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
}

export type LogFormat = 'json' | 'text';

/**
 * The gateway's logger: one line per event, with the id of the request it belongs to (`reqId`,
 * the X-Request-Id the caller got back) whenever it is written while a request is handled.
 *
 * - `json` (LOG_FORMAT, the default in production): pino's structured lines
 *   `{"level":"info","time":…,"reqId":"…","msg":"…"}`; an Error goes under `err` with its stack,
 *   anything else under `extra`.
 * - `text` (the default elsewhere): `2026-01-01T00:00:00.000Z INFO  [reqId] message`.
 */
export function createLogger(level: Config['logLevel'], format: LogFormat = 'text', destination?: pino.DestinationStream): Logger {
  if (format === 'json') return jsonLogger(level, destination);
  const emit = (at: Level) => (msg: string, extra?: unknown) => {
    if (ORDER[at] < ORDER[level]) return;
    const id = requestContext.getStore()?.id;
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${id ? `[${id}] ` : ''}${msg}`;
    const out = at === 'error' || at === 'warn' ? console.error : console.log;
    if (extra === undefined) out(line);
    else out(line, extra instanceof Error ? (extra.stack ?? extra.message) : extra);
  };
  return { debugEnabled: ORDER.debug >= ORDER[level], debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

function jsonLogger(level: Config['logLevel'], destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const store = requestContext.getStore();
      return store ? { reqId: store.id } : {};
    },
  };
  const base = destination ? pino(options, destination) : pino(options);
  const emit = (at: Level) => (msg: string, extra?: unknown) => {
    if (extra === undefined) base[at](msg);
    else if (extra instanceof Error) base[at]({ err: extra }, msg);
    else base[at]({ extra }, msg);
  };
  return { debugEnabled: base.isLevelEnabled('debug'), debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}
