import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

let counter = 0;
const next = () => (counter += 1);

export interface TestStory {
  id: string;
  title: string;
  description: string;
  ownerId: string;
}

/**
 * Inserts a story owned by `ownerId` (also stored as its 'owner' collaborator row, as the service
 * does). Defaults are the SPEC's create defaults: private, not open to join, approval required.
 */
export async function buildStory(
  ds: DataSource,
  overrides: {
    ownerId: string;
    title?: string;
    description?: string;
    isGlobal?: boolean;
    isFeatured?: boolean;
    openToJoin?: boolean;
    requiresApproval?: boolean;
    tags?: string[];
    createdAt?: Date;
  },
): Promise<TestStory> {
  const n = next();
  const title = overrides.title ?? `Story ${n} ${randomUUID().slice(0, 8)}`;
  const description = overrides.description ?? `Description of story ${n}.`;
  const isFeatured = overrides.isFeatured ?? false;
  const [{ id }] = await ds.query(
    `INSERT INTO stories (title, description, created_by, is_global, is_featured, open_to_join, requires_approval, tags, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9, now())) RETURNING id`,
    [
      title,
      description,
      overrides.ownerId,
      overrides.isGlobal ?? isFeatured,
      isFeatured,
      overrides.openToJoin ?? false,
      overrides.requiresApproval ?? true,
      overrides.tags ?? [],
      overrides.createdAt ?? null,
    ],
  );
  await ds.query("INSERT INTO story_collaborators (story_id, member_id, role) VALUES ($1, $2, 'owner')", [id, overrides.ownerId]);
  return { id, title, description, ownerId: overrides.ownerId };
}

export async function addCollaborator(ds: DataSource, storyId: string, memberId: string, role: 'editor' | 'contributor' | 'viewer'): Promise<void> {
  await ds.query('INSERT INTO story_collaborators (story_id, member_id, role) VALUES ($1, $2, $3)', [storyId, memberId, role]);
}

export interface TestArticle {
  id: string;
  title: string;
  url: string;
}

/** An article as if submitted by URL (unique canonical URL). */
export async function buildArticle(
  ds: DataSource,
  overrides: { title?: string; url?: string; content?: string; publishedAt?: Date | null; imageUrl?: string | null; submittedBy?: string | null } = {},
): Promise<TestArticle> {
  const n = next();
  const url = overrides.url ?? `https://news.example.org/${n}-${randomUUID()}`;
  const title = overrides.title ?? `Article ${n}`;
  const [{ id }] = await ds.query(
    `INSERT INTO articles (url, canonical_url, title, content, image_url, publication, published_at, submitted_by, tags)
     VALUES ($1, $1, $2, $6, $3, 'Example News', $4, $5, '{policy}') RETURNING id`,
    [url, title, overrides.imageUrl ?? null, overrides.publishedAt === undefined ? new Date() : overrides.publishedAt, overrides.submittedBy ?? null, overrides.content ?? '<p>Body</p>'],
  );
  return { id, title, url };
}

export async function addArticleToStory(ds: DataSource, storyId: string, articleId: string, addedBy: string | null = null): Promise<void> {
  await ds.query('INSERT INTO story_articles (story_id, article_id, added_by) VALUES ($1, $2, $3)', [storyId, articleId, addedBy]);
}

/** `count` articles on the story's timeline in one statement each (published a day apart, newest last). */
export async function buildTimeline(ds: DataSource, storyId: string, count: number): Promise<void> {
  const n = next();
  await ds.query(
    `WITH a AS (
       INSERT INTO articles (url, canonical_url, title, content, image_url, publication, published_at, tags)
       SELECT u, u, 'Timeline article ' || i, '<p>Body ' || i || '</p>', 'https://img.example.org/' || i || '.png', 'Example News',
              timestamptz '2025-01-01' + (i || ' days')::interval, '{policy}'
         FROM generate_series(1, $2::int) AS i, LATERAL (SELECT 'https://timeline.example.org/' || $3 || '/' || i AS u) x
       RETURNING id)
     INSERT INTO story_articles (story_id, article_id) SELECT $1, id FROM a`,
    [storyId, count, `${n}-${randomUUID()}`],
  );
}

export async function buildProposal(
  ds: DataSource,
  p: { storyId: string; proposerId: string; title?: string | null; description?: string | null; status?: 'pending' | 'approved' | 'rejected' },
): Promise<string> {
  const title = p.title === undefined && p.description == null ? `Proposed title ${next()}` : (p.title ?? null);
  const [{ id }] = await ds.query('INSERT INTO proposals (story_id, proposer_id, title, description, status) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
    p.storyId,
    p.proposerId,
    title,
    p.description ?? null,
    p.status ?? 'pending',
  ]);
  return id;
}

export async function buildInvite(
  ds: DataSource,
  i: { storyId: string; email: string; invitedBy: string; role?: string; expiresAt?: Date; status?: string },
): Promise<string> {
  const [{ id }] = await ds.query(
    `INSERT INTO story_invites (story_id, invitee_email, role, invited_by, status, expires_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6, now() + interval '30 days')) RETURNING id`,
    [i.storyId, i.email, i.role ?? 'contributor', i.invitedBy, i.status ?? 'pending', i.expiresAt ?? null],
  );
  return id;
}

export async function buildJoinRequest(ds: DataSource, r: { storyId: string; requesterId: string; message?: string }): Promise<string> {
  const [{ id }] = await ds.query('INSERT INTO story_join_requests (story_id, requester_id, message) VALUES ($1, $2, $3) RETURNING id', [
    r.storyId,
    r.requesterId,
    r.message ?? null,
  ]);
  return id;
}

export async function follow(ds: DataSource, storyId: string, memberId: string): Promise<void> {
  await ds.query('INSERT INTO story_follows (story_id, member_id) VALUES ($1, $2)', [storyId, memberId]);
}
