// Phase 4 (load.ts describes it): two gateways on one PostgreSQL behind a round-robin proxy.
import http from 'node:http';
import { API_RATE_LIMITS } from '../../gateway/src/http/rate-limit.js';
import { apiTallies, checkAcknowledged, fmt, invariant, same, tally } from './checks.js';
import { sql, startDatabase, stopDatabase } from './database.js';
import { printFigures } from './figures.js';
import { spawnGateway } from './gateway.js';
import { GRACE_MS, LOAD_SECONDS, PORT, PROXY, PROXY_PORT, sleep } from './settings.js';
import { articleId, ops, storm, vote, type Member, type Op } from './votes.js';

interface Proxy {
  served: Map<string, number>;
  /** Answers the proxy itself gave: 502 when an upstream dropped a request it had taken. */
  badGateway: number;
  close(): Promise<void>;
}

/**
 * A small round-robin load balancer (node:http): each request goes to the next upstream; when that
 * one refuses the connection (stopped), the request is sent to the other — it never reached the
 * first, so this is safe for writes. An upstream that drops a request it accepted gets a 502 back
 * to the client, which then does not know whether the write happened (as with a real balancer).
 * Adds X-Forwarded-For; the gateways run with TRUST_PROXY=loopback.
 */
async function startProxy(upstreams: { name: string; port: number }[]): Promise<Proxy> {
  let next = 0;
  const served = new Map(upstreams.map((u) => [u.name, 0]));
  const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const proxy: Proxy = { served, badGateway: 0, close: async () => undefined };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = next++ % upstreams.length;
      const attempt = (i: number, tries: number) => {
        const u = upstreams[(first + i) % upstreams.length]!;
        const up = http.request(
          { host: '127.0.0.1', port: u.port, method: req.method, path: req.url, agent: upstreamAgent, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
          (ures) => {
            served.set(u.name, (served.get(u.name) ?? 0) + 1);
            res.writeHead(ures.statusCode ?? 502, ures.headers);
            ures.pipe(res);
          },
        );
        up.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && tries < upstreams.length) return attempt(i + 1, tries + 1);
          proxy.badGateway += 1;
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: `upstream ${u.name}: ${err.code ?? err.message}` } }));
          else res.destroy();
        });
        up.end(body);
      };
      attempt(0, 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(PROXY_PORT, '127.0.0.1', resolve));
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      upstreamAgent.destroy();
      server.close(() => resolve());
    });
  return proxy;
}

export async function phaseTwoGateways(members: Member[], prober: Member, earlier: Member[]): Promise<void> {
  const seconds = Math.max(10, LOAD_SECONDS);
  console.log(`\n== 4. Two gateways on one PostgreSQL behind a round-robin proxy (${PROXY}), API rate limits on, for ${seconds} s; one gateway stopped half-way`);
  await startDatabase();
  const env = { API_RATE_LIMITS: 'true', TRUST_PROXY: 'loopback', DATABASE_POOL_SIZE: '10' };
  const [a, b] = await Promise.all([spawnGateway('gateway-a', PORT + 1, env), spawnGateway('gateway-b', PORT + 2, env)]);
  const proxy = await startProxy([
    { name: a.name, port: a.port },
    { name: b.name, port: b.port },
  ]);
  try {
    // A limit of N a minute admits N in total across both gateways.
    const { points } = API_RATE_LIMITS.vote;
    const probes: Op[] = [];
    for (let i = 0; i < points + 30; i++) probes.push(await vote(prober, i % 2 ? 'up' : 'down', i % 3 ? 'rest-post' : 'graphql', 'limit', PROXY));
    const admitted = probes.filter((o) => o.ok).length;
    const refused = probes.filter((o) => o.outcome.status === 429 || o.code === 'RATE_LIMITED').length;
    console.log(`  vote limit ${points}/min, ${probes.length} votes by one member alternating between the gateways: ${admitted} admitted, ${refused} refused (429 RATE_LIMITED); served ${[...proxy.served].map(([n, c]) => `${n} ${c}`).join(', ')}`);
    invariant(admitted === points && refused === probes.length - points, `two gateways: a limit of ${points} a minute admits exactly ${points} in total across both`);
    invariant([...proxy.served.values()].every((c) => c >= points / 2 - 1), 'two gateways: the proxy spread the probe over both gateways');

    // The storm through the proxy; gateway A is stopped (SIGTERM) half-way.
    for (const [k] of proxy.served) proxy.served.set(k, 0);
    const t0 = Date.now();
    const s = storm(members, 'two', PROXY);
    await sleep((seconds * 1000) / 2);
    const servedBefore = new Map(proxy.served);
    const killAt = Date.now();
    a.child.kill('SIGTERM');
    const exitA = await Promise.race([a.exit, sleep(GRACE_MS + 5_000).then(() => undefined)]);
    const aGoneAt = Date.now();
    const bBefore = proxy.served.get(b.name) ?? 0;
    await sleep((seconds * 1000) / 2);
    await s.stop();
    const list = ops.filter((o) => o.phase === 'two');
    printFigures('Two gateways (storm through the proxy)', list, (Date.now() - t0) / 1000);

    const afterStop = list.filter((o) => o.outcome.started >= aGoneAt);
    const limited = list.filter((o) => o.outcome.status === 429).length;
    console.log(`  served before the stop: ${[...servedBefore].map(([n, c]) => `${n} ${c}`).join(', ')}; after: ${b.name} ${(proxy.served.get(b.name) ?? 0) - bBefore} more`);
    console.log(`  ${a.name}: SIGTERM → ${exitA ? `exit ${exitA.code} after ${exitA.at - killAt} ms` : 'still running'}; ${proxy.badGateway} request(s) answered 502 by the proxy (dropped by a stopping gateway)`);
    console.log(`  after ${a.name} was gone: ${afterStop.length} votes, ${afterStop.filter((o) => o.ok).length} × 2xx, ${afterStop.filter((o) => o.outcome.status === 429).length} × 429, ${afterStop.filter((o) => (o.outcome.status ?? 0) >= 500 || o.outcome.error).length} failed`);
    console.log(`  rate-limited during the storm: ${limited} (members voting faster than ${points}/min)`);

    const expected = tally(members);
    const [row] = await sql<{ up: string; down: string }>(
      `SELECT count(*) FILTER (WHERE vote = 'up') AS up, count(*) FILTER (WHERE vote = 'down') AS down FROM article_votes WHERE article_id = $1 AND member_id = ANY($2::uuid[])`,
      [articleId, members.map((m) => m.id)],
    );
    const db = { up: Number(row!.up), down: Number(row!.down) };
    const exact = members.every((m) => m.pending.size === 0);
    console.log(`  sum of last acknowledged votes: ${fmt(expected)}; article_votes: ${fmt(db)}${exact ? '' : ' (some members have an unanswered request outstanding)'}`);
    invariant([...servedBefore.values()].every((c) => c > 0), 'two gateways: both served the storm before the stop');
    invariant(exitA !== undefined && exitA.code === 0, `two gateways: ${a.name} stopped cleanly (exit 0) under load`);
    invariant(list.every((o) => !((o.outcome.status ?? 0) >= 500 && o.outcome.status !== 502)), 'two gateways: no 5xx from a gateway');
    invariant(afterStop.length > 0 && afterStop.every((o) => o.ok || o.outcome.status === 429), `two gateways: ${b.name} kept answering every request after ${a.name} stopped`);
    invariant(!exact || same(db, expected), 'two gateways: tallies in the database equal the sum of acknowledged votes');
    // Everyone who ever voted on the article (the slow uploads of phase 3 too) is checked.
    await checkAcknowledged([...members, ...earlier, prober], 'two gateways');
    const readerTallies = await apiTallies(prober.token, PROXY);
    const all = await sql<{ up: string; down: string }>(
      `SELECT count(*) FILTER (WHERE vote = 'up') AS up, count(*) FILTER (WHERE vote = 'down') AS down FROM article_votes WHERE article_id = $1`,
      [articleId],
    );
    invariant(same(readerTallies.rest, { up: Number(all[0]!.up), down: Number(all[0]!.down) }), `two gateways: the article read through ${b.name} shows the database's tallies`);
  } finally {
    await proxy.close();
    for (const g of [a, b]) {
      if (g.child.exitCode === null && g.child.signalCode === null) {
        g.child.kill('SIGTERM');
        await Promise.race([g.exit, sleep(GRACE_MS + 5_000)]);
      }
    }
    await stopDatabase();
  }
}
