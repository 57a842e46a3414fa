import { arr, extend, items, lowerEnum, nonNull, nullable, obj, pick, prop, sameNullability, type JsonSchema } from './json-schema.js';
import { has, listOf, lower } from './form-helpers.js';

/**
 * The schema side of the REST forms in modules/*\/*.rest.ts: each function takes the JSON Schema
 * of the GraphQL value its namesake receives and returns the schema of what that form returns.
 * Keep them in step with the forms; the contract test fails when they drift. The forms of the
 * representative, key vote, legislator and campaign routes are in forms-congress.ts; this module
 * exports them all.
 */

type S = JsonSchema;

// ── member ───────────────────────────────────────────────────────────────────────────────────
const roles = (s: S) => sameNullability(s, arr(lowerEnum(items(nonNull(s)))));
export const memberForm = (m: S) => extend(m, { roles: roles(prop(m, 'roles')) });
export const adminUserForm = (u: S) =>
  pick(nonNull(u), { id: 'id', email: 'email', created_at: 'createdAt', last_sign_in_at: 'lastSignInAt', roles: roles(prop(u, 'roles')) });

// ── access request (modules/access-request/access-request.rest.ts) ───────────────────────────
export const accessRequestForm = (r: S) => {
  const fields: Record<string, string | S> = {
    id: 'id',
    kind: lower(r, 'kind'),
    requested_role: lower(r, 'requestedRole'),
    page: 'page',
    reason: 'reason',
    status: lower(r, 'status'),
    granted_role: lower(r, 'grantedRole'),
    decision_note: 'decisionNote',
    created_at: 'createdAt',
    decided_at: 'decidedAt',
    outcome_seen: 'outcomeSeen',
  };
  if (has(r, 'member')) {
    const m = prop(r, 'member');
    fields.member = sameNullability(m, pick(m, { id: 'id', email: 'email', display_name: 'displayName' }));
  }
  if (has(r, 'decidedBy')) {
    const d = prop(r, 'decidedBy');
    fields.decided_by = sameNullability(d, pick(d, { id: 'id', email: 'email' }));
  }
  return sameNullability(r, pick(r, fields));
};

/** GET /api/users/admin/users/:userId: the admin form plus what may be removed or assigned now and the role history. */
export const adminUserDetailForm = (u: S) => {
  const c = items(nonNull(prop(u, 'roleChanges')));
  return sameNullability(
    u,
    extend(adminUserForm(u), {
      removable_roles: roles(prop(u, 'removableRoles')),
      assignable_roles: roles(prop(u, 'assignableRoles')),
      role_changes: arr(
        pick(c, { id: 'id', role: lower(c, 'role'), action: lower(c, 'action'), created_at: 'createdAt', by: { type: ['string', 'null'], description: "The actor's email, or 'system'." } }),
      ),
    }),
  );
};

// ── moderation (modules/moderation) ──────────────────────────────────────────────────────────
export const moderationActionForm = (m: S) => extend(m, { action: lower(m, 'action'), contentType: lower(m, 'contentType') });

// ── story (modules/story/story.rest.ts) ──────────────────────────────────────────────────────
export const collaboratorForm = (c: S) => sameNullability(c, pick(c, { userId: 'userId', displayName: 'displayName', role: lower(c, 'role') }));

export const linkForm = (e: S) => {
  const a = prop(e, 'article');
  return sameNullability(
    e,
    pick(e, {
      article_id: 'articleId',
      story_id: 'storyId',
      added_at: 'addedAt',
      custom_note: 'customNote',
      article: sameNullability(
        a,
        pick(a, {
          id: 'id',
          title: 'title',
          url: 'url',
          publication: 'publication',
          published_at: 'publishedAt',
          image_url: 'imageUrl',
          content: 'content',
          tags: 'tags',
          submitted_at: 'submittedAt',
          story_count: 'storyCount',
        }),
      ),
    }),
  );
};

export const storyForm = (s: S) => {
  const featured = has(s, 'isEditorApproved');
  return sameNullability(
    s,
    pick(
      s,
      {
        id: 'id',
        title: 'title',
        description: 'description',
        created_by: 'ownerId',
        created_at: 'createdAt',
        updated_at: 'updatedAt',
        is_global: 'isGlobal',
        is_featured: 'isFeatured',
        visibility: lower(s, 'visibility'),
        open_to_join: 'openToJoin',
        requires_approval: 'requiresApproval',
        tags: 'tags',
        collaborators: listOf(prop(s, 'collaborators'), collaboratorForm),
        isFollowing: 'isFollowing',
        ...(has(s, 'newArticlesCount') ? { newArticlesCount: 'newArticlesCount', lastVisitedAt: 'lastVisitedAt' } : {}),
        userRole: lower(s, 'userRole'),
        ...(has(s, 'timeline')
          ? { articles: listOf(prop(prop(s, 'timeline'), 'entries'), linkForm), articles_next_cursor: prop(prop(s, 'timeline'), 'nextCursor') }
          : {}),
        ...(has(s, 'latestArticles')
          ? { latest_articles: listOf(prop(s, 'latestArticles'), (e) => extend(linkForm(e), { is_new: prop(e, 'isNew') })) }
          : {}),
        owner: nullable(prop(s, 'owner')),
        articlesCount: 'articlesCount',
        followerCount: 'followerCount',
        ...(featured ? { firstArticleDate: 'firstArticleDate', lastArticleDate: 'lastArticleDate', isEditorApproved: 'isEditorApproved' } : {}),
        viewerCan: 'viewerCan',
      },
      {},
    ),
  );
};

export const inviteForm = (i: S) => sameNullability(i, extend(i, { role: lower(i, 'role'), status: lower(i, 'status') }));
export const joinRequestForm = (r: S) => sameNullability(r, extend(r, { status: lower(r, 'status') }));
export const proposalForm = (p: S) => sameNullability(p, extend(p, { status: lower(p, 'status'), userVote: lower(p, 'userVote') }));

// ── article, commentary, content (modules/article/article.rest.ts) ───────────────────────────
export const commentaryForm = (c: S) => sameNullability(c, extend(c, { commentaryType: lower(c, 'commentaryType'), userVote: lower(c, 'userVote') }));

export const articleForm = (a: S) =>
  sameNullability(
    a,
    extend(a, {
      publishedDate: prop(a, 'publishedAt'),
      userVote: lower(a, 'userVote'),
      ...(has(a, 'topCommentary') ? { topCommentary: nullable(commentaryForm(nonNull(prop(a, 'topCommentary')))) } : {}),
    }),
  );

export const contentForm = (i: S) =>
  sameNullability(
    i,
    extend(
      i,
      { type: lower(i, 'type'), ...(has(i, 'organizationPosition') ? { organization_position: lower(i, 'organizationPosition') } : {}) },
      { omit: ['organizationPosition'] },
    ),
  );

// ── tip (modules/tip/tip.rest.ts) ────────────────────────────────────────────────────────────
export const reportForm = (r: S) => sameNullability(r, extend(r, { status: lower(r, 'status') }));
export const tipForm = (t: S) => sameNullability(t, extend(t, { status: lower(t, 'status') }));
export const tipSubmissionForm = (x: S) =>
  sameNullability(x, pick(x, { status: lower(x, 'status'), tip: tipForm(prop(x, 'tip')), article: 'article' }));

// ── notification (modules/notification/notification.rest.ts) ─────────────────────────────────
export const notificationForm = (n: S) => sameNullability(n, extend(n, { kind: lower(n, 'kind') }));
export const preferencesForm = (p: S) => {
  const e = items(nonNull(prop(p, 'email')));
  return sameNullability(
    p,
    pick(p, {
      timeZone: 'timeZone',
      digestHour: 'digestHour',
      email: arr(extend(e, { kind: lower(e, 'kind'), mode: lower(e, 'mode'), defaultMode: lower(e, 'defaultMode') })),
    }),
  );
};

// ── search (modules/search/search.rest.ts) ───────────────────────────────────────────────────
export const searchForm = (s: S) => {
  const g = items(nonNull(prop(s, 'groups')));
  const e = items(nonNull(prop(g, 'edges')));
  return sameNullability(s, extend(s, { groups: arr(extend(g, { kind: lower(g, 'kind'), edges: arr(extend(e, { kind: lower(e, 'kind') })) })) }));
};

export { root, listOf } from './form-helpers.js';
export * from './forms-congress.js';
export { obj, arr, nullable, nonNull, prop };
