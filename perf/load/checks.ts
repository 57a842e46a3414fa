// The invariants the run proves, and the checks of the database and the API they rest on.
import { sql } from './database.js';
import { json, LEAK, request } from './requests.js';
import { BASE } from './settings.js';
import { articleId, type Member, type Op, type VoteState } from './votes.js';

export const failures: string[] = [];
export function invariant(ok: boolean, what: string): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${what}`);
  if (!ok) failures.push(what);
}

async function dbVotes(): Promise<Map<string, VoteState>> {
  const rows = await sql<{ member_id: string; vote: 'up' | 'down' }>('SELECT member_id, vote FROM article_votes WHERE article_id = $1', [articleId]);
  return new Map(rows.map((r) => [r.member_id, r.vote]));
}

/** Every 2xx-acknowledged vote is what article_votes holds, unless a later unanswered request may have changed it. */
export async function checkAcknowledged(members: Member[], label: string): Promise<void> {
  const rows = await dbVotes();
  let exact = 0;
  let explained = 0;
  const wrong: string[] = [];
  for (const m of members) {
    const inDb = rows.get(m.id) ?? null;
    if (inDb === m.acked) exact += 1;
    else if (m.pending.has(inDb)) explained += 1;
    else wrong.push(`${m.id.slice(0, 8)}: acknowledged ${m.acked ?? 'none'}, database ${inDb ?? 'none'}`);
  }
  const strangers = [...rows.keys()].filter((id) => !members.some((m) => m.id === id)).length;
  console.log(
    `  ${label}: ${members.length} members — ${exact} match their last acknowledged vote, ${explained} hold a later unanswered request's vote, ${wrong.length} wrong`,
  );
  invariant(wrong.length === 0 && strangers === 0, `${label}: every vote acknowledged with a 2xx is in article_votes${wrong.length ? ` (${wrong.slice(0, 5).join('; ')})` : ''}`);
}

export function tally(members: Member[]): { up: number; down: number } {
  return { up: members.filter((m) => m.acked === 'up').length, down: members.filter((m) => m.acked === 'down').length };
}

export async function apiTallies(token: string, base = BASE): Promise<{ rest?: { up: number; down: number }; graphql?: { up: number; down: number } }> {
  const r = json((await request('GET', `/api/articles/${articleId}`, { base, token })).body)?.data;
  const g = json((await request('POST', '/graphql', { base, token, body: { query: 'query LoadArticle($id: UUID!) { article(id: $id) { upvotes downvotes } }', variables: { id: articleId } } })).body)?.data?.article;
  return { rest: r && { up: r.upvotes, down: r.downvotes }, graphql: g && { up: g.upvotes, down: g.downvotes } };
}

export const fmt = (t?: { up: number; down: number }) => (t ? `${t.up} up / ${t.down} down` : 'unreadable');
export const same = (a?: { up: number; down: number }, b?: { up: number; down: number }) => Boolean(a && b && a.up === b.up && a.down === b.down);

/** 503 bodies: the SERVICE_UNAVAILABLE code, a clear message, nothing internal. */
export function checkUnavailableBodies(list: Op[], label: string): void {
  const unavailable = list.filter((o) => o.outcome.status === 503);
  const bad = unavailable.filter((o) => {
    const body = json(o.outcome.body);
    const message: unknown = body?.errors?.[0]?.message ?? body?.error?.message;
    return o.code !== 'SERVICE_UNAVAILABLE' || typeof message !== 'string' || !/temporarily unavailable/i.test(message) || LEAK.test(o.outcome.body ?? '');
  });
  const sample = unavailable[0] && json(unavailable[0].outcome.body);
  if (sample) console.log(`  a 503 body: ${JSON.stringify(sample)}`);
  invariant(bad.length === 0, `${label}: every 503 says SERVICE_UNAVAILABLE with a clear message and no stack/SQL${bad.length ? ` (${bad.length} do not, e.g. ${bad[0].outcome.body?.slice(0, 200)})` : ''}`);
}
