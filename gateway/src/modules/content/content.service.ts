import sanitizeHtml from 'sanitize-html';
import type { Context, Viewer } from '../../graphql/context.js';
import { badInput, forbidden, notFound } from '../../errors/errors.js';
import { Article } from '../article/article.entity.js';
import * as articles from '../article/article.service.js';
import { Commentary } from '../commentary/commentary.entity.js';
import { visibleCommentarySql } from '../commentary/commentary.policy.js';
import * as commentaries from '../commentary/commentary.service.js';
import { KeyVote } from '../key-vote/key-vote.entity.js';
import * as keyVotes from '../key-vote/key-vote.service.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { Story } from '../story/story.entity.js';
import { visibleStorySql } from '../story/story.policy.js';
import * as stories from '../story/story.service.js';
import { canModerate } from '../moderation/moderation.policy.js';
import { deleteAndRecord, record } from '../moderation/moderation.service.js';
import { ModeratedContentType, ModerationActionKind } from '../moderation/moderation.enums.js';
import { ContentType } from './content.enums.js';
import type { ContentItem, UpdateContentInput } from './content.inputs.js';
import { likeKey } from './content.loaders.js';
import { isUuid } from '../../db/ids.js';
import { fromJson, jsonOf } from '../../db/columns.js';
import { preparedQuery } from '../../db/prepared.js';
import { Member } from '../member/member.entity.js';

export const EDIT_EMPTY = articles.EDIT_EMPTY;
export const FEED = { defaultLimit: 10, maxLimit: 50 } as const;
const SUMMARY = 300;

const LABEL: Record<ContentType, string> = {
  [ContentType.ARTICLE]: 'Article',
  [ContentType.KEY_VOTE]: 'Key vote',
  [ContentType.STORY]: 'Story',
  [ContentType.COMMENTARY]: 'Commentary',
};

/** Plain text of (possibly HTML) content, collapsed and cut to the summary length. */
function summaryOf(text: string | null | undefined): string | null {
  if (!text) return null;
  const plain = sanitizeHtml(text.replace(/></g, '> <'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  return plain.length > SUMMARY ? plain.slice(0, SUMMARY - 1).trimEnd() + '…' : plain;
}

const base = {
  billNumber: null,
  congress: null,
  voteDate: null,
  outcome: null,
  organizationPosition: null,
  article: null,
  story: null,
  keyVote: null,
  commentary: null,
  followedStoryId: null,
};

export function fromArticle(a: Article): ContentItem {
  return { ...base, id: a.id, type: ContentType.ARTICLE, title: a.title, summary: summaryOf(a.content), createdAt: a.submittedAt, imageUrl: a.imageUrl, url: `/articles/${a.id}`, article: a, authorId: a.submittedBy };
}

export function fromStory(s: Story): ContentItem {
  return { ...base, id: s.id, type: ContentType.STORY, title: s.title, summary: summaryOf(s.description), createdAt: s.createdAt, imageUrl: null, url: `/stories/${s.id}`, story: s, authorId: s.createdBy };
}

export function fromKeyVote(k: KeyVote): ContentItem {
  return {
    ...base,
    id: k.id,
    type: ContentType.KEY_VOTE,
    title: k.title,
    summary: summaryOf(k.description),
    createdAt: k.createdAt,
    imageUrl: null,
    url: `/key-votes/${k.id}`,
    billNumber: k.billId,
    congress: k.congressNumber,
    voteDate: k.voteDate,
    outcome: k.outcome,
    organizationPosition: k.organizationPosition,
    keyVote: k,
    authorId: k.createdBy,
  };
}

/** Commentary on an article, or on a key vote (issue #15 item 8). */
export function fromCommentary(c: Commentary, on: { article: Article | null; keyVote?: KeyVote | null }): ContentItem {
  const parent = on.article ?? on.keyVote!;
  return {
    ...base,
    id: c.id,
    type: ContentType.COMMENTARY,
    title: `On: ${parent.title}`,
    summary: summaryOf(c.content),
    createdAt: c.createdAt,
    imageUrl: on.article?.imageUrl ?? null,
    url: on.article ? `/articles/${on.article.id}` : `/key-votes/${parent.id}`,
    commentary: c,
    authorId: c.authorId,
  };
}


/**
 * GET /api/content/recent: the newest articles, key votes, stories and commentary in one list —
 * stories as story.policy.ts lets the viewer see them, commentary as commentary.policy.ts does
 * (public items only: private owner notes stay in the article's panel).
 *
 * Articles added to a story the viewer follows since their last visit to it come first (newest
 * addition first), carrying that story as `followedStory`; everything else follows, newest first.
 */
export async function recentContent(ctx: Context, args: { limit: number; offset: number; type?: ContentType | null }): Promise<ContentItem[]> {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  const story = visibleStorySql('s', viewer, '$3');
  const followed = visibleStorySql('fs', viewer, '$3');
  const commentary = visibleCommentarySql('c', 'ca', viewer, '$3', true);
  const typeFilter = args.type ? `WHERE x.type = '${Object.values(ContentType).includes(args.type) ? args.type : 'none'}'` : '';
  const params: unknown[] = [args.limit, args.offset, viewer.id];
  const ds = ctx.dataSource;
  // ONE statement (issue #13): the page of items, then for each its row, its parent article (for
  // commentary), the followed story, its likes and the viewer's like, and its author, all primed
  // into the loaders the item's fields read.
  const rows = await preparedQuery<{
    type: ContentType;
    id: string;
    story_id: string | null;
    item: object | null;
    parent: object | null;
    followed: object | null;
    likes: number;
    liked: boolean;
    author: object | null;
  }>(
    ds,
    // Each branch is cut to limit + offset rows first, so the merge stays small as tables grow.
    `WITH followed_new AS (
        SELECT DISTINCT ON (sa.article_id) sa.article_id AS id, sa.added_at, sa.story_id
          FROM story_articles sa
          JOIN story_follows f ON f.story_id = sa.story_id AND f.member_id = $3::uuid
          JOIN stories fs ON fs.id = sa.story_id
         WHERE sa.added_at > f.last_visited_at AND ${followed.sql}
         ORDER BY sa.article_id, sa.added_at DESC
      ),
      page AS (
        SELECT x.type, x.id, x.story_id, x.priority, x.created_at FROM (
          (SELECT 'article' AS type, n.id, n.added_at AS created_at, n.story_id, 1 AS priority FROM followed_new n ORDER BY n.added_at DESC, n.id LIMIT $1::int + $2::int)
          UNION ALL (SELECT 'article', a.id, a.submitted_at, NULL::uuid, 0 FROM articles a WHERE a.id NOT IN (SELECT id FROM followed_new) ORDER BY a.submitted_at DESC, a.id LIMIT $1::int + $2::int)
          UNION ALL (SELECT 'key_vote', k.id, k.created_at, NULL::uuid, 0 FROM key_votes k ORDER BY k.created_at DESC, k.id LIMIT $1::int + $2::int)
          UNION ALL (SELECT 'story', s.id, s.created_at, NULL::uuid, 0 FROM stories s WHERE ${story.sql} ORDER BY s.created_at DESC, s.id LIMIT $1::int + $2::int)
          UNION ALL (SELECT 'commentary', c.id, c.created_at, NULL::uuid, 0 FROM commentaries c JOIN articles ca ON ca.id = c.article_id
                      WHERE ${commentary.sql} ORDER BY c.created_at DESC, c.id LIMIT $1::int + $2::int)
        ) x ${typeFilter}
        ORDER BY x.priority DESC, x.created_at DESC, x.id
        LIMIT $1 OFFSET $2
      )
      SELECT p.type, p.id, p.story_id,
             CASE p.type
               WHEN 'article' THEN (SELECT ${jsonOf(ds, Article, 'a')} FROM articles a WHERE a.id = p.id)
               WHEN 'key_vote' THEN (SELECT ${jsonOf(ds, KeyVote, 'k')} FROM key_votes k WHERE k.id = p.id)
               WHEN 'story' THEN (SELECT ${jsonOf(ds, Story, 's')} FROM stories s WHERE s.id = p.id)
               ELSE (SELECT ${jsonOf(ds, Commentary, 'c')} FROM commentaries c WHERE c.id = p.id)
             END AS item,
             CASE WHEN p.type = 'commentary' THEN
               (SELECT ${jsonOf(ds, Article, 'a')} FROM commentaries c JOIN articles a ON a.id = c.article_id WHERE c.id = p.id)
             END AS parent,
             (SELECT ${jsonOf(ds, Story, 's')} FROM stories s WHERE s.id = p.story_id) AS followed,
             (SELECT count(*)::int FROM content_likes l WHERE l.content_type = p.type AND l.content_id = p.id) AS likes,
             EXISTS (SELECT 1 FROM content_likes l WHERE l.content_type = p.type AND l.content_id = p.id AND l.member_id = $3::uuid) AS liked,
             (SELECT ${jsonOf(ds, Member, 'm')} FROM members m WHERE m.id = CASE p.type
                 WHEN 'article' THEN (SELECT a.submitted_by FROM articles a WHERE a.id = p.id)
                 WHEN 'key_vote' THEN (SELECT k.created_by FROM key_votes k WHERE k.id = p.id)
                 WHEN 'story' THEN (SELECT s.created_by FROM stories s WHERE s.id = p.id)
                 ELSE (SELECT c.author_id FROM commentaries c WHERE c.id = p.id) END) AS author
        FROM page p
       ORDER BY p.priority DESC, p.created_at DESC, p.id`,
    params,
  );
  const items: ContentItem[] = [];
  for (const r of rows) {
    // Gone between the page and its rows (deleted meanwhile): left out, as a load would.
    if (!r.item) continue;
    ctx.loaders.primeLikes(likeKey(r.type, r.id), { n: r.likes, mine: r.liked });
    if (r.author) for (const m of fromJson(ds, Member, [r.author])) ctx.loaders.memberById.prime(m.id, m);
    if (r.followed) for (const s of fromJson(ds, Story, [r.followed])) ctx.loaders.storyById.prime(s.id, s);
    if (r.type === ContentType.ARTICLE) {
      const [a] = fromJson(ds, Article, [r.item]);
      items.push({ ...fromArticle(a), followedStoryId: r.story_id });
    } else if (r.type === ContentType.KEY_VOTE) {
      items.push(fromKeyVote(fromJson(ds, KeyVote, [r.item])[0]));
    } else if (r.type === ContentType.STORY) {
      items.push(fromStory(fromJson(ds, Story, [r.item])[0]));
    } else if (r.parent) {
      items.push(fromCommentary(fromJson(ds, Commentary, [r.item])[0], { article: fromJson(ds, Article, [r.parent])[0] }));
    }
  }
  return items;
}

/** One content item the viewer may see, else 404 (hidden and unknown alike). */
export async function getContentItem(ctx: Context, type: ContentType, id: string): Promise<ContentItem> {
  if (!isUuid(id)) throw notFound('Content not found');
  switch (type) {
    case ContentType.ARTICLE:
      return fromArticle(await articles.getArticle(ctx, id));
    case ContentType.KEY_VOTE:
      return fromKeyVote(await keyVotes.getKeyVote(ctx, id));
    case ContentType.STORY:
      return fromStory((await stories.getVisibleStory(ctx, id)).story);
    case ContentType.COMMENTARY: {
      const { commentary, article, keyVote } = await commentaries.getVisibleCommentary(ctx, id);
      return fromCommentary(commentary, { article, keyVote });
    }
    default:
      throw notFound('Content not found');
  }
}

/** Like or unlike (POST/DELETE /api/content/{type}/{id}/like): idempotent, one like per member per item (primary key). */
export async function setLike(ctx: Context, viewer: Viewer, type: ContentType, id: string, liked: boolean): Promise<ContentItem> {
  const item = await getContentItem(ctx, type, id);
  await getOrCreateProfile(ctx, viewer);
  if (liked) {
    await ctx.dataSource.query('INSERT INTO content_likes (content_type, content_id, member_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [type, item.id, viewer.id]);
  } else {
    await ctx.dataSource.query('DELETE FROM content_likes WHERE content_type = $1 AND content_id = $2 AND member_id = $3', [type, item.id, viewer.id]);
  }
  ctx.loaders.likeCountByContent.clear(likeKey(type, item.id));
  ctx.loaders.viewerLiked.clear(likeKey(type, item.id));
  if (type === ContentType.KEY_VOTE) {
    ctx.loaders.likesByKeyVoteId.clear(item.id);
    ctx.loaders.keyVoteLikedBy.clear(`${viewer.id}|${item.id}`);
  }
  return item;
}

function checkEdit(input: UpdateContentInput): { title: string; content: string } {
  const title = (input.title ?? '').trim();
  const content = (input.content ?? '').trim();
  if (!title || !content) throw badInput(EDIT_EMPTY);
  return { title, content };
}

/** PUT /api/content/{type}/{id}: staff inline edit of title and content (SPEC §4 Content edit, §5, §6); recorded in the moderation log. */
export async function updateContent(ctx: Context, viewer: Viewer, type: ContentType, id: string, input: UpdateContentInput): Promise<ContentItem> {
  if (!canModerate(viewer)) throw forbidden(`You do not have permission to edit this ${LABEL[type]?.toLowerCase() ?? 'content'}.`);
  // Ids are UUIDs for every content type: anything else names nothing (not a database error).
  if (!isUuid(id)) throw notFound('Content not found');
  const { title, content } = checkEdit(input);
  switch (type) {
    case ContentType.ARTICLE:
      return fromArticle(await articles.updateArticle(ctx, viewer, id, { title, content }));
    case ContentType.KEY_VOTE:
      return fromKeyVote(await keyVotes.updateKeyVote(ctx, viewer, id, { title, description: content }));
    case ContentType.STORY: {
      const { story } = await stories.getVisibleStory(ctx, id);
      if (title.length > stories.LIMITS.title) throw badInput(`The title may be at most ${stories.LIMITS.title} characters long.`, { field: 'title' });
      if (content.length > stories.LIMITS.description) throw badInput(`The description may be at most ${stories.LIMITS.description} characters long.`, { field: 'content' });
      const changed = [...(title !== story.title ? ['title'] : []), ...(content !== story.description ? ['description'] : [])];
      if (changed.length) {
        await getOrCreateProfile(ctx, viewer);
        await ctx.dataSource.transaction(async (tx) => {
          await tx.query('UPDATE stories SET title = $2, description = $3, updated_at = now() WHERE id = $1', [story.id, title, content]);
          await record(tx, {
            actorId: viewer.id,
            action: ModerationActionKind.UPDATE,
            contentType: ModeratedContentType.STORY,
            contentId: story.id,
            authorId: story.createdBy,
            summary: story.title,
            details: { changed },
          });
        });
      }
      ctx.loaders.storyById.clear(story.id);
      return fromStory((await ctx.loaders.storyById.load(story.id))!);
    }
    case ContentType.COMMENTARY: {
      // The commentary has no title: its text is the content.
      const updated = await commentaries.updateCommentary(ctx, viewer, id, content);
      return getContentItem(ctx, ContentType.COMMENTARY, updated.id);
    }
    default:
      throw notFound('Content not found');
  }
}

const NOT_FOUND: Record<ContentType, string> = {
  [ContentType.ARTICLE]: articles.ARTICLE_NOT_FOUND,
  [ContentType.KEY_VOTE]: keyVotes.KEY_VOTE_NOT_FOUND,
  [ContentType.STORY]: stories.STORY_NOT_FOUND,
  [ContentType.COMMENTARY]: commentaries.COMMENTARY_NOT_FOUND,
};

/**
 * DELETE /api/content/{type}/{id}: staff. The item goes with what hangs off it (votes, likes,
 * commentary, timeline links — moderation.service removeWithDependants) in one transaction that
 * also records the deletion. An item already deleted is 404.
 */
export async function deleteContent(ctx: Context, viewer: Viewer, type: ContentType, id: string): Promise<string> {
  if (!canModerate(viewer)) throw forbidden(`You do not have permission to delete this ${LABEL[type]?.toLowerCase() ?? 'content'}.`);
  if (type === ContentType.ARTICLE) return articles.deleteArticle(ctx, viewer, id);
  const item = await getContentItem(ctx, type, id);
  const c = item.commentary;
  await getOrCreateProfile(ctx, viewer);
  await deleteAndRecord(ctx, viewer, {
    type,
    id: item.id,
    authorId: item.authorId,
    summary: c ? c.content : item.title,
    details: c ? (c.articleId ? { articleId: c.articleId } : { keyVoteId: c.keyVoteId! }) : undefined,
    notFoundMessage: NOT_FOUND[type],
  });
  if (type === ContentType.KEY_VOTE) ctx.loaders.keyVoteById.clear(item.id);
  if (type === ContentType.STORY) stories.clearStory(ctx, item.id);
  return item.id;
}
