// The members, their votes on the one article, and the storm of them.
import { json, request, type Outcome } from './requests.js';
import { BASE, sleep } from './settings.js';

export type VoteState = 'up' | 'down' | null;
export type Transport = 'graphql' | 'rest-post' | 'rest-delete';

export interface Member {
  id: string;
  token: string;
  /** The state of the member's last vote that was acknowledged with a 2xx (null: none / cleared). */
  acked: VoteState;
  /** States asked for after that whose outcome is unknown (no response, or a 5xx): may or may not be written. */
  pending: Set<VoteState>;
}

export interface Op {
  phase: string;
  transport: Transport;
  desired: VoteState;
  outcome: Outcome;
  /** GraphQL/REST error code from the body, if any. */
  code?: string;
  ok: boolean;
}

export const ops: Op[] = [];
export let articleId = '';

/** Sets the article every vote is on (main creates it). */
export function setArticleId(id: string): void {
  articleId = id;
}

const VOTE_MUTATION = 'mutation LoadVote($id: UUID!, $vote: Vote) { voteArticle(id: $id, vote: $vote) { id upvotes downvotes userVote } }';

export async function vote(m: Member, desired: VoteState, transport: Transport, phase: string, base = BASE): Promise<Op> {
  let outcome: Outcome;
  if (transport === 'graphql') {
    outcome = await request('POST', '/graphql', {
      base,
      token: m.token,
      body: { query: VOTE_MUTATION, variables: { id: articleId, vote: desired && desired.toUpperCase() } },
    });
  } else if (transport === 'rest-delete') {
    outcome = await request('DELETE', `/api/articles/${articleId}/vote`, { base, token: m.token });
  } else {
    outcome = await request('POST', `/api/articles/${articleId}/vote`, { base, token: m.token, body: { vote: desired ?? 'none' } });
  }
  const body = json(outcome.body);
  const code: string | undefined = body?.errors?.[0]?.extensions?.code ?? body?.error?.code;
  const status = outcome.status ?? 0;
  // A GraphQL 200 carrying errors is a failure too (none are expected).
  const ok = status >= 200 && status < 300 && !body?.errors && (transport === 'graphql' ? body?.data?.voteArticle : body?.data) != null;
  if (ok) {
    m.acked = desired;
    m.pending.clear();
  } else if (!(status >= 400 && status < 500) && outcome.error !== 'ECONNREFUSED') {
    // No answer on an open connection, or a 5xx: the write may or may not have happened. (A 4xx
    // or a refused connection certainly wrote nothing.)
    m.pending.add(desired);
  }
  const op: Op = { phase, transport, desired, outcome, code, ok };
  ops.push(op);
  return op;
}

function randomVote(): { desired: VoteState; transport: Transport } {
  const r = Math.random();
  const desired: VoteState = r < 0.4 ? 'up' : r < 0.7 ? 'down' : null;
  const t = Math.random();
  const transport: Transport = t < 0.5 ? 'graphql' : desired === null && t < 0.75 ? 'rest-delete' : 'rest-post';
  return { desired, transport };
}

/** Every member votes in its own loop (so up to MEMBERS requests in flight) until stop() is called. */
export function storm(members: Member[], phase: string, base = BASE): { stop: () => Promise<void> } {
  let running = true;
  const loops = members.map(async (m) => {
    while (running) {
      const { desired, transport } = randomVote();
      const op = await vote(m, desired, transport, phase, base);
      // Like a client that backs off after a failure, instead of spinning on a refused socket.
      if (!op.ok) await sleep(100 + Math.random() * 200);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
