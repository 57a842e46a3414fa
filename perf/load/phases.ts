// Phases 1–3 (load.ts describes them): the vote storm, the database fault, SIGTERM under load.
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiTallies, checkAcknowledged, checkUnavailableBodies, fmt, invariant, same, tally } from './checks.js';
import { sql, startDatabase, stopDatabase } from './database.js';
import { printFigures } from './figures.js';
import { gateway, gatewayExit, readGatewayLog } from './gateway.js';
import { json, probe, type Outcome } from './requests.js';
import { BASE, GRACE_MS, LOAD_SECONDS, OUTAGE_SECONDS, PG_DIR, sleep } from './settings.js';
import { articleId, ops, storm, type Member, type Op } from './votes.js';

export async function phaseStorm(members: Member[], reader: Member): Promise<void> {
  console.log(`\n== 1. Vote storm: ${members.length} members on one article for ${LOAD_SECONDS} s (rate limits off; they are tested in the integration suite)`);
  const t0 = Date.now();
  const s = storm(members, 'storm');
  await sleep(LOAD_SECONDS * 1000);
  await s.stop();
  const list = ops.filter((o) => o.phase === 'storm');
  printFigures('Vote storm', list, (Date.now() - t0) / 1000);

  const expected = tally(members);
  const fromDb = await sql<{ up: string; down: string }>(
    `SELECT count(*) FILTER (WHERE vote = 'up') AS up, count(*) FILTER (WHERE vote = 'down') AS down FROM article_votes WHERE article_id = $1`,
    [articleId],
  );
  const db = { up: Number(fromDb[0].up), down: Number(fromDb[0].down) };
  const api = await apiTallies(reader.token);
  console.log(`  sum of last acknowledged votes: ${fmt(expected)}`);
  console.log(`  article via REST:               ${fmt(api.rest)}`);
  console.log(`  article via GraphQL:            ${fmt(api.graphql)}`);
  console.log(`  article_votes in the database:  ${fmt(db)}`);
  invariant(list.every((o) => (o.outcome.status ?? 0) < 500 && !o.outcome.error), 'storm: zero 5xx and no dropped connections');
  invariant(list.every((o) => o.ok), 'storm: every vote answered 2xx');
  invariant(same(api.rest, expected) && same(api.graphql, expected), 'storm: tallies read through REST and GraphQL equal the sum of acknowledged votes');
  invariant(same(db, expected), 'storm: tallies in the database equal the sum of acknowledged votes');
  await checkAcknowledged(members, 'storm');
}

export async function phaseFault(members: Member[]): Promise<void> {
  console.log(`\n== 2. Database fault: PostgreSQL stopped for ${OUTAGE_SECONDS} s under load, then started again`);
  const health: { at: number; outcome: Outcome }[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const outcome = await probe('/api/health', 8_000);
      health.push({ at: outcome.ended, outcome });
      await sleep(200);
    }
  })();

  const t0 = Date.now();
  const s = storm(members, 'fault');
  await sleep(3_000);
  const stopAt = Date.now();
  await stopDatabase();
  const stoppedAt = Date.now();
  console.log(`  PostgreSQL stopped (fast shutdown) in ${stoppedAt - stopAt} ms`);
  await sleep(OUTAGE_SECONDS * 1000);
  const startAt = Date.now();
  await startDatabase();
  const startedAt = Date.now();
  console.log(`  PostgreSQL started again in ${startedAt - startAt} ms (outage ${((startedAt - stopAt) / 1000).toFixed(1)} s)`);

  let healthyAt: number | undefined;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && healthyAt === undefined; await sleep(100)) {
    healthyAt = health.find((h) => h.at >= startedAt && h.outcome.status === 200)?.at;
  }
  await sleep(5_000);
  await s.stop();
  polling = false;
  await poller;

  const list = ops.filter((o) => o.phase === 'fault');
  printFigures('Database fault', list, (Date.now() - t0) / 1000);
  const during = list.filter((o) => o.outcome.ended >= stoppedAt && o.outcome.ended <= startAt);
  const firstVoteAfter = list.filter((o) => o.ok && o.outcome.started >= startedAt).sort((a, b) => a.outcome.ended - b.outcome.ended)[0];
  const healthDuring = health.filter((h) => h.at >= stoppedAt && h.outcome.started <= startAt);
  const healthDown = healthDuring.filter((h) => h.outcome.status === 503 && json(h.outcome.body)?.database === 'down');
  const slowestHealth = Math.max(0, ...healthDuring.map((h) => h.outcome.ended - h.outcome.started));
  console.log(
    `  while PostgreSQL was down: ${during.length} votes answered — ${during.filter((o) => o.outcome.status === 503).length} × 503, ` +
      `${during.filter((o) => o.ok).length} × 2xx, ${during.filter((o) => (o.outcome.status ?? 0) >= 500 && o.outcome.status !== 503).length} × other 5xx, ` +
      `${during.filter((o) => o.outcome.error).length} without a response`,
  );
  console.log(
    `  health while down: ${healthDuring.length} checks, ${healthDown.length} × 503 {database: "down"}, slowest ${slowestHealth} ms` +
      (healthDown[0] ? `; body ${healthDown[0].outcome.body}` : ''),
  );
  console.log(
    `  recovery (no gateway restart): health 200 ${healthyAt === undefined ? 'NEVER' : `${healthyAt - startedAt} ms`} and first accepted vote ` +
      `${firstVoteAfter ? `${firstVoteAfter.outcome.ended - startedAt} ms` : 'NEVER'} after PostgreSQL was back`,
  );

  invariant(list.every((o) => !((o.outcome.status ?? 0) >= 500 && o.outcome.status !== 503)), 'fault: no 5xx other than 503 (no 500)');
  invariant(list.every((o) => !o.outcome.error), 'fault: the gateway answered every request (no dropped connections, no timeouts)');
  invariant(during.some((o) => o.outcome.status === 503), 'fault: requests during the outage answered 503');
  checkUnavailableBodies(list, 'fault');
  invariant(healthDown.length > 0 && healthDuring.every((h) => h.outcome.status === 503 || h.outcome.status === 200), 'fault: GET /api/health answered 503 with database "down" during the outage');
  invariant(healthDuring.every((h) => !h.outcome.error), 'fault: GET /api/health answered within 8 s during the outage (no hang)');
  invariant(healthyAt !== undefined && healthyAt - startedAt < 10_000, 'fault: health back to 200 within 10 s of PostgreSQL restarting, without restarting the gateway');
  invariant(firstVoteAfter !== undefined && list.filter((o) => o.outcome.started >= (healthyAt ?? Infinity)).every((o) => o.ok), 'fault: votes succeed again once health is back');
  invariant(gateway?.exitCode === null && gateway?.signalCode === null, 'fault: the gateway process kept running');
  await checkAcknowledged(members, 'fault');
}

export async function phaseSigterm(members: Member[], slowMembers: Member[]): Promise<void> {
  console.log('\n== 3. SIGTERM under load');
  const child = gateway!;
  const t0 = Date.now();
  const s = storm(members, 'sigterm');
  await sleep(2_000);

  // Slow uploads: headers and half a body now, the rest after the signal. The gateway has these
  // requests in hand when it is told to stop, so it must wait for them and answer 2xx.
  const slow = slowMembers.map((m) => {
    const payload = JSON.stringify({ vote: 'up' });
    let finish!: () => void;
    const outcome = new Promise<Outcome>((resolve) => {
      const started = Date.now();
      const req = http.request(`${BASE}/api/articles/${articleId}/vote`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${m.token}` },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString(), started, ended: Date.now() }));
      });
      req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, started, ended: Date.now() }));
      req.flushHeaders();
      req.write(payload.slice(0, 5));
      finish = () => req.end(payload.slice(5));
    });
    return { m, outcome, finish: () => finish() };
  });
  await sleep(500);

  const sigAt = Date.now();
  child.kill('SIGTERM');
  // A fresh connection shortly after the signal must be refused (or told 503).
  await sleep(300);
  const fresh = await probe('/api/health', 3_000);
  await sleep(1_200);
  for (const x of slow) x.finish();
  const slowOutcomes = await Promise.all(slow.map((x) => x.outcome));
  for (const [i, o] of slowOutcomes.entries()) {
    if (o.status && o.status < 300) {
      slow[i].m.acked = 'up';
      slow[i].m.pending.clear();
    } else slow[i].m.pending.add('up');
  }

  const exit = await Promise.race([gatewayExit!, sleep(GRACE_MS + 5_000).then(() => undefined)]);
  await s.stop();
  const list = ops.filter((o) => o.phase === 'sigterm');
  printFigures('SIGTERM', list, (Date.now() - t0) / 1000);

  const before = list.filter((o) => o.outcome.started < sigAt);
  const inFlight = before.filter((o) => o.outcome.ended >= sigAt);
  const after = list.filter((o) => o.outcome.started >= sigAt);
  const count = (l: Op[], f: (o: Op) => boolean) => l.filter(f).length;
  console.log(
    `  in flight at SIGTERM: ${inFlight.length} votes — ${count(inFlight, (o) => o.ok)} × 2xx, ` +
      `${count(inFlight, (o) => o.outcome.error !== undefined)} reset before the gateway read them (raced the close), ` +
      `${count(inFlight, (o) => !o.ok && o.outcome.status !== undefined)} other`,
  );
  console.log(`  slow uploads finished after the signal: ${slowOutcomes.map((o) => o.status ?? o.error).join(', ')}`);
  console.log(
    `  sent after SIGTERM: ${after.length} — ${count(after, (o) => o.outcome.error === 'ECONNREFUSED')} refused, ` +
      `${count(after, (o) => o.outcome.error !== undefined && o.outcome.error !== 'ECONNREFUSED')} reset, ` +
      `${count(after, (o) => o.outcome.status === 503)} × 503, ${count(after, (o) => o.ok)} × 2xx on a connection still draining`,
  );
  console.log(`  a new connection 300 ms after SIGTERM: ${fresh.status ?? fresh.error}`);
  const stoppedLine = readGatewayLog().split('\n').find((l) => l.includes('Stopped cleanly'));
  console.log(`  gateway exit: ${exit ? `${exit.signal ?? `code ${exit.code}`} after ${exit.at - sigAt} ms` : 'NONE within the grace period'}${stoppedLine ? `; log: ${stoppedLine.trim()}` : ''}`);
  const leftovers = await sql<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'member-portal'`);

  invariant(slowOutcomes.every((o) => o.status !== undefined && o.status >= 200 && o.status < 300), 'sigterm: requests in flight (slow uploads) completed with 2xx');
  invariant(inFlight.every((o) => o.ok || o.outcome.error !== undefined), 'sigterm: every in-flight vote the gateway answered was a 2xx');
  invariant(list.every((o) => (o.outcome.status ?? 0) < 500 || o.outcome.status === 503) && list.every((o) => !o.outcome.error?.startsWith('TRUNCATED')), 'sigterm: no 5xx and no truncated response');
  invariant(fresh.error === 'ECONNREFUSED' || fresh.status === 503, 'sigterm: new connections refused (or 503)');
  invariant(exit !== undefined && exit.code === 0 && exit.at - sigAt <= GRACE_MS + 2_000, `sigterm: the gateway exited 0 within the grace period (${GRACE_MS} ms)`);
  invariant(stoppedLine !== undefined, "sigterm: the gateway logged 'Stopped cleanly'");
  invariant(Number(leftovers[0].n) === 0, 'sigterm: the gateway closed all its database connections');
  await checkAcknowledged([...members, ...slowMembers], 'sigterm');

  const pidFile = path.join(PG_DIR, 'postmaster.pid');
  const pgPid = existsSync(pidFile) ? Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0], 10) : undefined;
  const stopStart = Date.now();
  await stopDatabase();
  let pgAlive = false;
  try {
    if (pgPid) process.kill(pgPid, 0);
    pgAlive = Boolean(pgPid);
  } catch {
    pgAlive = false;
  }
  console.log(`  PostgreSQL stopped in ${Date.now() - stopStart} ms; postmaster.pid ${existsSync(pidFile) ? 'still there' : 'removed'}`);
  invariant(!pgAlive && !existsSync(pidFile), 'sigterm: PostgreSQL stopped cleanly (no leftover postmaster)');
}
