import type { Request } from 'express';

/**
 * Conversions between the REST forms of SPEC §3 (Story server form, Story-article link, Collaborator,
 * Invite, Join request, Proposal) and the GraphQL results of rest/operations/{story,collaboration,
 * proposal}.graphql, used by the "// Stories" rows of rest/routes.ts.
 */

/** GraphQL enum names (CONTRIBUTOR) → the SPEC's values (contributor). */
const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
/** The SPEC's values → GraphQL enum names; anything else passes through for GraphQL to reject (400). */
export const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);

export const body = (req: Request): Record<string, any> => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});

/**
 * Drops undefined variables: GraphQL would coerce a present-but-undefined variable to null, which a
 * non-null argument with a default (limit, order) refuses, instead of using the default.
 */
export function defined(vars: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined));
}

/** A query-string integer; an invalid one passes through as text so GraphQL answers 400. */
export function intParam(v: unknown): unknown {
  if (v === undefined || v === '') return undefined;
  return typeof v === 'string' && /^-?\d{1,9}$/.test(v) ? Number(v) : v;
}

/** Tags as a comma-separated string or a list; the service splits, trims and drops empties. */
export function tagsParam(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  return typeof v === 'string' ? [v] : v;
}

const isFollowingValue = (v: unknown) => typeof v === 'string' && v.toLowerCase() === 'following';

/** GET /api/stories?visibility=all|public|featured|private|following: 'all' (or none) is no filter. */
export function visibilityParam(v: unknown): unknown {
  if (v === undefined || v === '' || isFollowingValue(v) || (typeof v === 'string' && v.toLowerCase() === 'all')) return null;
  return upper(v);
}

/** GET /api/stories?visibility=following (or ?following=true): only the stories the caller follows. */
export function followingParam(visibility: unknown, following: unknown): unknown {
  if (isFollowingValue(visibility)) return true;
  if (following === undefined || following === '') return undefined;
  if (typeof following === 'string' && /^(true|false)$/i.test(following)) return following.toLowerCase() === 'true';
  return following; // anything else: GraphQL answers 400
}

/** PUT /join-requests/{id}: status accepted, declined or rejected (declined is stored as rejected). */
export function joinDecisionParam(v: unknown): unknown {
  return typeof v === 'string' && v.toLowerCase() === 'declined' ? 'REJECTED' : upper(v);
}

/** POST /api/stories: the server form (is_global) and the client form (visibility, isOpenToJoin…). */
export function createStoryInput(req: Request) {
  const b = body(req);
  return {
    title: b.title ?? '',
    description: b.description ?? '',
    visibility: b.visibility == null ? null : upper(b.visibility),
    isGlobal: b.is_global ?? b.isGlobal ?? null,
    isOpenToJoin: b.isOpenToJoin ?? b.open_to_join ?? b.is_open_to_join ?? null,
    requiresApproval: b.requiresApproval ?? b.requires_approval ?? null,
    tags: tagsParam(b.tags),
  };
}

export function updateStoryInput(req: Request) {
  const b = body(req);
  const isGlobal = b.is_global ?? b.isGlobal;
  const visibility = b.visibility != null ? upper(b.visibility) : isGlobal === undefined || isGlobal === null ? null : isGlobal ? 'PUBLIC' : 'PRIVATE';
  return { title: b.title ?? null, description: b.description ?? null, visibility, tags: tagsParam(b.tags) };
}

export function settingsInput(req: Request) {
  const b = body(req);
  return {
    isOpenToJoin: b.isOpenToJoin ?? b.open_to_join ?? b.is_open_to_join ?? null,
    requiresApproval: b.requiresApproval ?? b.requires_approval ?? null,
    tags: tagsParam(b.tags),
  };
}

export const collaboratorForm = (c: any) => c && { userId: c.userId, displayName: c.displayName, role: lower(c.role) };

/** SPEC §3 Story-article link with its nested article. */
export const linkForm = (e: any) =>
  e && {
    article_id: e.articleId,
    story_id: e.storyId,
    added_at: e.addedAt,
    custom_note: e.customNote,
    article: e.article && {
      id: e.article.id,
      title: e.article.title,
      url: e.article.url,
      publication: e.article.publication,
      published_at: e.article.publishedAt,
      image_url: e.article.imageUrl,
      content: e.article.content,
      tags: e.article.tags,
      submitted_at: e.article.submittedAt,
      story_count: e.article.storyCount,
    },
  };

/**
 * SPEC §3 Story, server form: id, title, description, created_by, created_at, updated_at, is_global,
 * open_to_join, requires_approval, tags, collaborators, isFollowing, userRole, articles (on the
 * story page), owner; plus is_featured, visibility, articlesCount, followerCount, viewerCan, and
 * the featured extras (firstArticleDate, lastArticleDate, isEditorApproved) where asked.
 */
export function storyForm(s: any) {
  if (!s) return s;
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    created_by: s.ownerId,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
    is_global: s.isGlobal,
    is_featured: s.isFeatured,
    visibility: lower(s.visibility),
    open_to_join: s.openToJoin,
    requires_approval: s.requiresApproval,
    tags: s.tags,
    collaborators: s.collaborators?.map(collaboratorForm),
    isFollowing: s.isFollowing,
    ...('newArticlesCount' in s ? { newArticlesCount: s.newArticlesCount, lastVisitedAt: s.lastVisitedAt } : {}),
    userRole: lower(s.userRole),
    // The timeline's first page; GET /api/stories/{id}/articles pages through the rest.
    ...(s.timeline ? { articles: s.timeline.entries.map(linkForm), articles_next_cursor: s.timeline.nextCursor } : {}),
    ...(s.latestArticles ? { latest_articles: s.latestArticles.map((e: any) => ({ ...linkForm(e), is_new: e.isNew })) } : {}),
    owner: s.owner ?? null,
    articlesCount: s.articlesCount,
    followerCount: s.followerCount,
    ...('isEditorApproved' in s
      ? { firstArticleDate: s.firstArticleDate, lastArticleDate: s.lastArticleDate, isEditorApproved: s.isEditorApproved }
      : {}),
    viewerCan: s.viewerCan,
  };
}

/** SPEC §3 Invite. */
export const inviteForm = (i: any) => i && { ...i, role: lower(i.role), status: lower(i.status) };

/** SPEC §3 Join request. */
export const joinRequestForm = (r: any) => r && { ...r, status: lower(r.status) };

/** SPEC §3 Proposal. */
export const proposalForm = (p: any) => p && { ...p, status: lower(p.status), userVote: lower(p.userVote) };
