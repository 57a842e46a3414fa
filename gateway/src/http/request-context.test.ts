import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../config/logger.js';
import { currentRequestId, requestIds } from './request-context.js';

/** A gateway-shaped app logging at `level` into `lines`; its one route answers with the request's id. */
async function serve(level: 'debug' | 'info', run: (base: string, lines: Record<string, unknown>[]) => Promise<void>): Promise<void> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.use(requestIds(createLogger(level, 'json', sink)));
  app.get('/x', (_req, res) => void res.send(currentRequestId()));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('request ids and the request line', () => {
  it('logs one debug line per finished request at debug level, with its id', async () => {
    await serve('debug', async (base, lines) => {
      const res = await fetch(`${base}/x?secret=1`);
      const id = res.headers.get('x-request-id');
      expect(await res.text()).toBe(id);
      await expect.poll(() => lines.length).toBe(1);
      expect(lines[0]).toMatchObject({ level: 'debug', reqId: id, msg: expect.stringMatching(/^GET \/x → 200 in \d+\.\d ms$/) });
    });
  });

  it('writes no request line at info level, and still gives every request its id', async () => {
    await serve('info', async (base, lines) => {
      const res = await fetch(`${base}/x`);
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await res.text()).toBe(id);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines).toEqual([]);
    });
  });

  it('says whether debug lines are written, in both formats', () => {
    expect(createLogger('debug', 'text').debugEnabled).toBe(true);
    expect(createLogger('info', 'text').debugEnabled).toBe(false);
    expect(createLogger('debug', 'json', new Writable({ write: (_c, _e, done) => done() })).debugEnabled).toBe(true);
    expect(createLogger('warn', 'json', new Writable({ write: (_c, _e, done) => done() })).debugEnabled).toBe(false);
    expect(createLogger('silent', 'text').debugEnabled).toBe(false);
  });
});
