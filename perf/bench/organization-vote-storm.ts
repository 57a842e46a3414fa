// The organization bench's vote storm (organization-bench.ts gives its goal): 20 members voting on
// the busy story's articles for BENCH_ORG_STORM_SECONDS, then every tally checked against the
// votes stored.
import type pg from 'pg';
import { LOCAL_DEV_ANON_KEY } from '../../gateway/src/config/config.js';
import { positiveInt } from './gateway-process.js';
import { orgId } from './organization.js';
import { record } from './organization-figures.js';

const STORM_SECONDS = positiveInt('BENCH_ORG_STORM_SECONDS', 10);

export async function voteStorm(base: string, db: pg.Client): Promise<void> {
  console.log(`\nVote storm: 20 members for ${STORM_SECONDS} s on the busy story's articles…`);
  const voters: string[] = [];
  for (let i = 0; i < 20; i++) {
    const email = `storm-${Date.now()}-${i}@org.example`;
    const res = await fetch(`${base}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: LOCAL_DEV_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email, password: 'storm-pass-1' }),
    });
    if (!res.ok) throw new Error(`sign-up for the storm: ${res.status} ${await res.text()}`);
    voters.push(((await res.json()) as { access_token: string }).access_token);
  }
  const articles = Array.from({ length: 50 }, (_, i) => orgId('article', 1 + i));
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + STORM_SECONDS * 1000;
  await Promise.all(
    voters.map(async (token, v) => {
      let i = v;
      while (performance.now() < end) {
        const article = articles[(i * 7) % articles.length]!;
        const vote = ['up', 'down', 'none'][i % 3];
        const started = performance.now();
        const res = await fetch(`${base}/api/articles/${article}/vote`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ vote }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!res.ok) failures++;
        i++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? NaN;
  // Every article's tallies, as the API answers them, equal the votes stored.
  let exact = true;
  for (const article of articles) {
    const api = (await (await fetch(`${base}/api/articles/${article}`, { headers: { authorization: `Bearer ${voters[0]}` } })).json()) as { data: { upvotes: number; downvotes: number } };
    const { rows } = await db.query(`SELECT count(*) FILTER (WHERE vote = 'up')::int AS up, count(*) FILTER (WHERE vote = 'down')::int AS down FROM article_votes WHERE article_id = $1`, [article]);
    if (api.data.upvotes !== rows[0].up || api.data.downvotes !== rows[0].down) exact = false;
  }
  record({
    measure: 'vote storm: 20 members on the large set',
    value: `${(latencies.length / STORM_SECONDS).toFixed(0)} req/s, p99 ${p99.toFixed(0)} ms, ${failures} failed, tallies ${exact ? 'exact' : 'WRONG'}`,
    goal: 'p99 ≤ 400 ms, tallies exact',
    ok: p99 <= 400 && exact && failures === 0,
  });
}
