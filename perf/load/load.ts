// `npm run load`: load and fault checks (issue 7 item 5, issue 17 item 1). Not part of `npm test`.
// It starts its own PostgreSQL (.data/pg-load, port 54359) and its own gateway (port 8300, the TypeScript
// sources through @swc-node, as a child process using DATABASE_URL), and proves, printing the
// figures of each phase:
//
//  1. Vote storm: 200 distinct signed-in members vote up, down and clear on ONE article
//     concurrently (GraphQL voteArticle and REST POST/DELETE /api/articles/:id/vote, mixed) for
//     LOAD_SECONDS (default 30). Every request answers 2xx (zero 5xx), and the article's tallies —
//     read through REST, GraphQL and straight from article_votes — equal the sum of each member's
//     last acknowledged (2xx) vote.
//  2. Database fault: while members keep voting, PostgreSQL is stopped (fast shutdown) for
//     OUTAGE_SECONDS (default 5) and started again under the running gateway. During the outage
//     requests answer 503 SERVICE_UNAVAILABLE with a clear message (never a 500, never a stack
//     trace) and GET /api/health answers 503 with database "down" without hanging; afterwards the
//     gateway recovers by itself (no restart) and every vote that got a 2xx — before, during or
//     after — is in article_votes.
//  3. SIGTERM under load: with requests in flight (including slow uploads whose bodies arrive
//     after the signal), the gateway finishes them with 2xx, refuses new connections, closes its
//     database connections, logs 'Stopped cleanly' and exits 0 within the grace period; the
//     drained writes are in the database; PostgreSQL then stops cleanly (no leftover postmaster).
//  4. Two gateways on one PostgreSQL (ports 8301 and 8302) behind a small round-robin proxy written
//     here with node:http (port 8303), API rate limits ON: one member's votes alternating between
//     the gateways are admitted exactly up to the vote limit (120/min) in total; then the members'
//     storm runs through the proxy and one gateway is stopped (SIGTERM) half-way: the other keeps
//     answering every request, no 5xx comes from a gateway, and every acknowledged vote is in
//     article_votes (tallies exact).
//
// Per-user API rate limits are switched off for the storm (API_RATE_LIMITS=false,
// AUTH_RATE_LIMITS=false): 200 members voting non-stop is exactly what they exist to stop. They
// are tested in the integration suite. Prints "Invariants: OK" or the failing ones (exit 1).
// The gateway and PostgreSQL are always stopped at the end, on failure and Ctrl-C too.
//
// Environment: LOAD_SECONDS (storm length, default 30), OUTAGE_SECONDS (default 5),
// LOAD_MEMBERS (default 200), LOAD_VERBOSE=1 (echo the gateway's log), LOAD_PORT (default 8300:
// the gateway; phase 4 uses the next three ports), LOAD_PG_PORT (default 54359).
//
// The parts: settings.ts, database.ts (PostgreSQL), gateway.ts (the gateway process), requests.ts,
// votes.ts (the members and their storm), figures.ts, checks.ts (the invariants), phases.ts
// (phases 1–3) and two-gateways.ts (phase 4).
import type { DataSource } from 'typeorm';
import { buildMember } from '../../tests/factories/members.js';
import { buildArticle } from '../../tests/factories/stories.js';
import { failures } from './checks.js';
import { recreateDatabase, sql, startDatabase, stopDatabase } from './database.js';
import { readGatewayLog, spawned, startGateway, stopGateway } from './gateway.js';
import { phaseFault, phaseStorm, phaseSigterm } from './phases.js';
import { agent } from './requests.js';
import { BASE, MEMBERS, PG_PORT, SITE_URL } from './settings.js';
import { phaseTwoGateways } from './two-gateways.js';
import { articleId, ops, setArticleId, type Member, type VoteState } from './votes.js';

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Load and faults: gateway ${BASE} (sources), PostgreSQL 127.0.0.1:${PG_PORT} in .data/pg-load`);
  await startDatabase();
  await recreateDatabase();
  await startGateway();

  const ds = { query: (text: string, params?: unknown[]) => sql(text, params) } as unknown as DataSource;
  const issuer = `${SITE_URL}/auth/v1`;
  const author = await buildMember(ds, { issuer });
  setArticleId((await buildArticle(ds, { title: 'The article everyone votes on', submittedBy: author.id })).id);
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, MEMBERS - i) }, () => buildMember(ds, { issuer })));
    members.push(...batch.map((b) => ({ id: b.id, token: b.token, acked: null, pending: new Set<VoteState>() })));
  }
  const slowMembers: Member[] = (await Promise.all([1, 2, 3].map(() => buildMember(ds, { issuer })))).map((b) => ({ id: b.id, token: b.token, acked: null, pending: new Set<VoteState>() }));
  console.log(`${members.length} members signed in (+3 for slow requests); article ${articleId}`);

  await phaseStorm(members, { id: author.id, token: author.token, acked: null, pending: new Set() });
  await phaseFault(members);
  await phaseSigterm(members, slowMembers);
  const prober = await (async () => {
    await startDatabase();
    const b = await buildMember(ds, { issuer });
    await stopDatabase();
    return { id: b.id, token: b.token, acked: null, pending: new Set<VoteState>() } as Member;
  })();
  await phaseTwoGateways(members, prober, slowMembers);

  console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s, ${ops.length} votes sent.`);
  console.log(failures.length ? `Invariants: FAILED (${failures.length})\n${failures.map((f) => `  - ${f}`).join('\n')}` : 'Invariants: OK');
  if (failures.length) process.exitCode = 1;
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopGateway().catch(() => undefined);
    for (const child of spawned) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await stopDatabase().catch(() => undefined);
    agent.destroy();
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the gateway and PostgreSQL…`);
    void cleanup().then(() => process.exit(130));
  });
}

try {
  await main();
} catch (err) {
  console.error(`load: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  if (readGatewayLog()) console.error(`Gateway log (last lines):\n${readGatewayLog().slice(-3_000)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
process.exit(process.exitCode === undefined ? 0 : Number(process.exitCode));
