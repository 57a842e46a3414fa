import type { DataSource, EntityManager } from 'typeorm';
import type { Context, Viewer } from '../../graphql/context.js';
import { badInput, DomainError, forbidden, notFound } from '../../errors/errors.js';
import { StoryRole } from '../collaboration/collaboration.enums.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { StoryArticle } from './story-article.entity.js';
import { Story } from './story.entity.js';
import { StoryChangeField, StoryVisibility } from './story.enums.js';
import type { CreateStoryInput, StorySettingsInput, StoryViewerCan, UpdateStoryInput } from './story.inputs.js';
import { LATEST_MAX, loadStoryCards, type FollowState } from './story.loaders.js';
import * as policy from './story.policy.js';

export const STORY_NOT_FOUND = 'Story not found.';
export const TITLE_REQUIRED = 'Title is required';
export const DESCRIPTION_REQUIRED = 'Description is required';

export const LIMITS = { title: 200, description: 5000, tags: 20, tag: 50 } as const;

/**
 * Runs an UPDATE or DELETE … RETURNING and gives the affected rows. (Through DataSource.query,
 * TypeORM answers [rows, count] for those commands; the structured result is unambiguous.)
 */
export async function modifyReturning<T = unknown>(ds: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  const runner = ds.createQueryRunner();
  try {
    return (await runner.query(sql, params, true)).records as T[];
  } finally {
    await runner.release();
  }
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────

/** The viewer's access to a story: the input of every rule in story.policy.ts. */
export async function accessFor(ctx: Context, story: Story): Promise<policy.StoryAccess> {
  let collaboratorRole: StoryRole | null = null;
  if (ctx.viewer) {
    const rows = await ctx.loaders.collaboratorsByStoryId.load(story.id);
    collaboratorRole = rows.find((c) => c.memberId === ctx.viewer!.id)?.role ?? null;
  }
  return { viewer: ctx.viewer, story, collaboratorRole };
}

/**
 * A story the viewer may see, or 404 'Story not found.' — for unknown ids and for private stories
 * the viewer may not see alike, so a private story's existence is not revealed.
 */
export async function getVisibleStory(ctx: Context, id: string): Promise<{ story: Story; access: policy.StoryAccess }> {
  const story = await ctx.loaders.storyById.load(id);
  if (!story) throw notFound(STORY_NOT_FOUND);
  const access = await accessFor(ctx, story);
  if (!policy.canView(access)) throw notFound(STORY_NOT_FOUND);
  return { story, access };
}

/** Whether the article is on the story's timeline, for a viewer who may see the story (false otherwise: nothing leaks). */
export async function isArticleInStory(ctx: Context, storyId: string, articleId: string): Promise<boolean> {
  const story = await ctx.loaders.storyById.load(storyId);
  if (!story || !policy.canView(await accessFor(ctx, story))) return false;
  return (await ctx.loaders.articleIdsByStoryId.load(storyId)).has(articleId);
}

export function visibilityOf(story: Pick<Story, 'isGlobal' | 'isFeatured'>): StoryVisibility {
  if (story.isGlobal && story.isFeatured) return StoryVisibility.FEATURED;
  return story.isGlobal ? StoryVisibility.PUBLIC : StoryVisibility.PRIVATE;
}

/** The viewer's role on the story for display: owner, editor, contributor, else viewer (SPEC §3 default). */
export async function viewerRole(ctx: Context, story: Story): Promise<StoryRole> {
  return policy.roleOn(await accessFor(ctx, story)) ?? StoryRole.VIEWER;
}

export async function viewerCan(ctx: Context, story: Story): Promise<StoryViewerCan> {
  const a = await accessFor(ctx, story);
  const pending = ctx.viewer ? await ctx.loaders.pendingJoinRequestByViewer(ctx.viewer).load(story.id) : false;
  return {
    edit: policy.canEdit(a),
    manageCollaborators: policy.canManageCollaborators(a),
    changeSettings: policy.canChangeSettings(a),
    addArticles: policy.canAddArticles(a),
    editTimeline: policy.canEditTimeline(a),
    moderate: policy.canModerate(a),
    propose: policy.canPropose(a),
    vote: policy.canVote(a),
    decideProposals: policy.canDecideProposals(a),
    follow: policy.canFollow(a),
    requestToJoin: policy.canRequestToJoin(a, pending),
  };
}

export async function isFollowing(ctx: Context, story: Story): Promise<boolean> {
  // The same statement as the follow state (what is new since the last visit): one, not two.
  return ctx.viewer ? (await ctx.loaders.followStateByViewer(ctx.viewer).load(story.id)) !== null : false;
}

/** Backslash is PostgreSQL's default LIKE escape: the search text matches literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/**
 * GET /api/stories: the stories the viewer may see, newest first; `visibility` narrows to PRIVATE,
 * PUBLIC (global, featured included) or FEATURED; `following` to the stories the viewer follows;
 * `search` matches title, description or a tag.
 */
export async function listStories(
  ctx: Context,
  args: { visibility?: StoryVisibility | null; following?: boolean | null; search?: string | null; limit: number; offset: number },
): Promise<Story[]> {
  if (!ctx.viewer) return [];
  const where: string[] = [];
  const params: unknown[] = [];
  if (args.following) where.push('f.story_id IS NOT NULL');
  if (args.visibility === StoryVisibility.PRIVATE) where.push('NOT s.is_global');
  if (args.visibility === StoryVisibility.PUBLIC) where.push('s.is_global');
  if (args.visibility === StoryVisibility.FEATURED) where.push('s.is_global AND s.is_featured');
  const search = plainText(args.search)?.trim();
  if (search) {
    params.push(likePattern(search));
    where.push('(s.title ILIKE $2 OR s.description ILIKE $2 OR EXISTS (SELECT 1 FROM unnest(s.tags) t WHERE t ILIKE $2))');
  }
  return loadStoryCards(ctx.dataSource, ctx.loaders, ctx.viewer, { where, params, orderBy: 's.created_at DESC, s.id', limit: args.limit, offset: args.offset });
}

/**
 * GET /api/users/me/followed-stories: the stories the viewer follows and may still see, those with
 * articles new since their last visit first, then by their latest addition, then the newest follows.
 */
export function followedStories(ctx: Context, viewer: Viewer, args: { limit: number; offset: number }): Promise<Story[]> {
  return loadStoryCards(ctx.dataSource, ctx.loaders, viewer, {
    where: ['f.story_id IS NOT NULL'],
    orderBy: `EXISTS (SELECT 1 FROM story_articles sa WHERE sa.story_id = s.id AND sa.added_at > f.last_visited_at) DESC,
              (SELECT max(sa.added_at) FROM story_articles sa WHERE sa.story_id = s.id) DESC NULLS LAST,
              f.created_at DESC, s.id`,
    ...args,
  });
}

/** The viewer's follow of a story (when they last opened it, how many articles came since), or null. */
export async function followState(ctx: Context, storyId: string): Promise<FollowState | null> {
  return ctx.viewer ? ctx.loaders.followStateByViewer(ctx.viewer).load(storyId) : null;
}

/**
 * POST /api/stories/{id}/visit: the viewer opened the story. For a follower this is their last
 * visit from now on (nothing is "new since your last visit" any more); for anyone else it records
 * nothing. Hidden and unknown stories are 404 like every story read.
 */
export async function markVisited(ctx: Context, viewer: Viewer, storyId: string): Promise<Story> {
  const { story } = await getVisibleStory(ctx, storyId);
  await ctx.dataSource.query('UPDATE story_follows SET last_visited_at = now() WHERE story_id = $1 AND member_id = $2', [story.id, viewer.id]);
  ctx.loaders.followStateByViewer(viewer).clear(story.id);
  return story;
}

/** The articles most recently added to the timeline (what a follower has not seen yet comes first). */
export async function latestArticles(ctx: Context, story: Story, limit: number): Promise<StoryArticle[]> {
  if (limit > LATEST_MAX) throw badInput(`limit must be between 1 and ${LATEST_MAX}.`, { field: 'limit' });
  return (await ctx.loaders.latestArticlesByStoryId.load(story.id)).slice(0, limit);
}

/**
 * GET /api/featured-stories: Editor's Picks the viewer may see, most followed first, then the most
 * recently active, then the newest.
 */
export async function featuredStories(ctx: Context, limit: number): Promise<Story[]> {
  if (!ctx.viewer) return [];
  return loadStoryCards(ctx.dataSource, ctx.loaders, ctx.viewer, {
    where: ['s.is_global AND s.is_featured'],
    orderBy: `(SELECT count(*) FROM story_follows sf WHERE sf.story_id = s.id) DESC,
              (SELECT max(coalesce(a.published_at, sa.added_at)) FROM story_articles sa JOIN articles a ON a.id = sa.article_id WHERE sa.story_id = s.id) DESC NULLS LAST,
              s.created_at DESC, s.id`,
    limit,
  });
}

export async function storyImages(ctx: Context, storyId: string): Promise<string[]> {
  const { story } = await getVisibleStory(ctx, storyId);
  return ctx.loaders.imagesByStoryId.load(story.id);
}

// ── Validation ──────────────────────────────────────────────────────────────────────────────

/** PostgreSQL text cannot hold NUL: refuse it as input (400) instead of failing in the database. */
export function plainText<T extends string | null | undefined>(value: T): T {
  if (typeof value === 'string' && value.includes('\u0000')) throw badInput('The text contains an invalid character.');
  return value;
}

/** SPEC §5: split on commas, trimmed, empties dropped; duplicates (any case) kept once. */
export function normalizeTags(tags: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of (tags ?? []).flatMap((t) => plainText(t).split(','))) {
    const trimmed = tag.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    out.push(trimmed);
  }
  if (out.length > LIMITS.tags) throw badInput(`A story can have at most ${LIMITS.tags} tags.`);
  if (out.some((t) => t.length > LIMITS.tag)) throw badInput(`Each tag can be at most ${LIMITS.tag} characters long.`);
  return out;
}

export function validTitle(title: string | null | undefined): string {
  const t = (plainText(title) ?? '').trim();
  if (!t) throw badInput(TITLE_REQUIRED);
  if (t.length > LIMITS.title) throw badInput(`Title must be at most ${LIMITS.title} characters long.`);
  return t;
}

export function validDescription(description: string | null | undefined): string {
  const d = (plainText(description) ?? '').trim();
  if (!d) throw badInput(DESCRIPTION_REQUIRED);
  if (d.length > LIMITS.description) throw badInput(`Description must be at most ${LIMITS.description} characters long.`);
  return d;
}

const FEATURE_FORBIDDEN = "Only administrators can make a story an Editor's Pick or take it off.";

// ── Writing ─────────────────────────────────────────────────────────────────────────────────

/** POST /api/stories (staff). The owner is also stored as a collaborator with role 'owner'. */
export async function createStory(ctx: Context, viewer: Viewer, input: CreateStoryInput): Promise<Story> {
  if (!policy.canCreateStory(viewer)) throw forbidden('Only staff members can create stories.');
  const title = validTitle(input.title);
  const description = validDescription(input.description);
  const tags = normalizeTags(input.tags);
  const visibility = input.visibility ?? (input.isGlobal ? StoryVisibility.PUBLIC : StoryVisibility.PRIVATE);
  if (visibility === StoryVisibility.FEATURED && !policy.canFeature(viewer)) throw forbidden(FEATURE_FORBIDDEN);
  await getOrCreateProfile(ctx, viewer);
  const id = await ctx.dataSource.transaction(async (tx) => {
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO stories (title, description, created_by, is_global, is_featured, open_to_join, requires_approval, tags)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        title,
        description,
        viewer.id,
        visibility !== StoryVisibility.PRIVATE,
        visibility === StoryVisibility.FEATURED,
        input.isOpenToJoin ?? false,
        input.requiresApproval ?? true,
        tags,
      ],
    );
    await tx.query("INSERT INTO story_collaborators (story_id, member_id, role) VALUES ($1, $2, 'owner')", [row.id, viewer.id]);
    return row.id;
  });
  return reloadStory(ctx, id);
}

type StoryFields = {
  title: string;
  description: string;
  tags: string[];
  is_global: boolean;
  is_featured: boolean;
  open_to_join: boolean;
  requires_approval: boolean;
};
type StoryPatch = Partial<StoryFields>;

const serialize = (value: unknown): string => (Array.isArray(value) ? JSON.stringify(value) : String(value));
const same = (a: unknown, b: unknown) => serialize(a) === serialize(b);

/**
 * Applies a change to a story inside `tx`: locks the row, lets `decide` compute the patch from the
 * current values (so checks see what is committed, not a stale read), updates what differs and
 * records each changed field in story_changes (who, what, before, after, when; and the proposal).
 */
export async function applyStoryChange(
  tx: EntityManager,
  storyId: string,
  actorId: string,
  decide: (current: StoryFields) => StoryPatch,
  proposalId: string | null = null,
): Promise<number> {
  const [current]: StoryFields[] = await tx.query(
    'SELECT title, description, tags, is_global, is_featured, open_to_join, requires_approval FROM stories WHERE id = $1 FOR UPDATE',
    [storyId],
  );
  if (!current) throw notFound(STORY_NOT_FOUND);
  const patch = decide(current);
  const changed = (Object.keys(patch) as (keyof StoryFields)[]).filter((k) => patch[k] !== undefined && !same(patch[k], current[k]));
  if (!changed.length) return 0;
  const sets = changed.map((k, i) => `${k} = $${i + 2}`);
  await tx.query(`UPDATE stories SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [storyId, ...changed.map((k) => patch[k])]);
  for (const field of changed) {
    await tx.query('INSERT INTO story_changes (story_id, actor_id, field, before, after, proposal_id) VALUES ($1, $2, $3, $4, $5, $6)', [
      storyId,
      actorId,
      field satisfies `${StoryChangeField}`,
      serialize(current[field]),
      serialize(patch[field]),
      proposalId,
    ]);
  }
  return changed.length;
}

/** The owner's edit screen: title, description, visibility, tags; every change is logged. */
export async function updateStory(ctx: Context, viewer: Viewer, id: string, input: UpdateStoryInput): Promise<Story> {
  const { access } = await getVisibleStory(ctx, id);
  if (!policy.canEdit(access)) throw forbidden('Only the story owner can edit this story.');
  const patch: StoryPatch = {};
  if (input.title != null) patch.title = validTitle(input.title);
  if (input.description != null) patch.description = validDescription(input.description);
  if (input.tags != null) patch.tags = normalizeTags(input.tags);
  await ctx.dataSource.transaction((tx) =>
    applyStoryChange(tx, id, viewer.id, (current) => {
      if (input.visibility != null) {
        const featured = input.visibility === StoryVisibility.FEATURED;
        if (featured !== current.is_featured && !policy.canFeature(viewer)) throw forbidden(FEATURE_FORBIDDEN);
        patch.is_global = input.visibility !== StoryVisibility.PRIVATE;
        patch.is_featured = featured;
      }
      return patch;
    }),
  );
  return reloadStory(ctx, id);
}

/** PUT /api/stories/{id}/settings: open to join, requires approval (only while open to join), tags. */
export async function updateSettings(ctx: Context, viewer: Viewer, id: string, input: StorySettingsInput): Promise<Story> {
  const { access } = await getVisibleStory(ctx, id);
  if (!policy.canChangeSettings(access)) throw forbidden('Only the story owner can change its settings.');
  const tags = input.tags != null ? normalizeTags(input.tags) : undefined;
  await ctx.dataSource.transaction((tx) =>
    applyStoryChange(tx, id, viewer.id, (current) => {
      const openToJoin = input.isOpenToJoin ?? current.open_to_join;
      const requiresApproval = input.requiresApproval ?? current.requires_approval;
      if (requiresApproval !== current.requires_approval && !openToJoin) {
        throw badInput('Requiring approval can only be changed while the story is open to join.');
      }
      return { open_to_join: openToJoin, requires_approval: requiresApproval, tags };
    }),
  );
  return reloadStory(ctx, id);
}

export async function follow(ctx: Context, viewer: Viewer, storyId: string): Promise<Story> {
  const { access } = await getVisibleStory(ctx, storyId);
  if (!policy.canFollow(access)) throw forbidden('You cannot follow your own story.');
  await getOrCreateProfile(ctx, viewer);
  const inserted: unknown[] = await ctx.dataSource.query(
    'INSERT INTO story_follows (story_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING story_id',
    [storyId, viewer.id],
  );
  if (!inserted.length) throw new DomainError('CONFLICT', 'You are already following this story.');
  return reloadStory(ctx, storyId);
}

export async function unfollow(ctx: Context, viewer: Viewer, storyId: string): Promise<Story> {
  await getVisibleStory(ctx, storyId);
  const deleted = await modifyReturning(ctx.dataSource, 'DELETE FROM story_follows WHERE story_id = $1 AND member_id = $2 RETURNING story_id', [
    storyId,
    viewer.id,
  ]);
  if (!deleted.length) throw new DomainError('CONFLICT', 'You are not following this story.');
  return reloadStory(ctx, storyId);
}

/** Forgets what this request's loaders know about a story after a write. */
export function clearStory(ctx: Context, storyId: string): void {
  const l = ctx.loaders;
  l.storyById.clear(storyId);
  l.collaboratorsByStoryId.clear(storyId);
  l.latestArticlesByStoryId.clear(storyId);
  l.articleIdsByStoryId.clear(storyId);
  l.articleCountByStoryId.clear(storyId);
  l.followerCountByStoryId.clear(storyId);
  l.articleDatesByStoryId.clear(storyId);
  l.imagesByStoryId.clear(storyId);
  l.changesByStoryId.clear(storyId);
  if (ctx.viewer) {
    l.followStateByViewer(ctx.viewer).clear(storyId);
    l.pendingJoinRequestByViewer(ctx.viewer).clear(storyId);
  }
}

export async function reloadStory(ctx: Context, storyId: string): Promise<Story> {
  clearStory(ctx, storyId);
  const story = await ctx.loaders.storyById.load(storyId);
  if (!story) throw notFound(STORY_NOT_FOUND);
  return story;
}
