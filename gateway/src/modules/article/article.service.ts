import type { Context, Viewer } from '../../graphql/context.js';
import { castVote } from '../content/votes.js';
import { badInput, forbidden, notFound } from '../../errors/errors.js';
import type { EntityManager } from 'typeorm';
import { fetchArticle, type FetchedArticle } from '../../ingest/article/article-source.js';
import { normaliseUrl } from '../../ingest/article/canonical-url.js';
import { sanitizeContent } from '../../ingest/article/extract.js';
import { PageFetchError } from '../../ingest/article/fetch-page.js';
import type { Vote } from '../content/content.enums.js';
import { deleteAndRecord, record } from '../moderation/moderation.service.js';
import { ModeratedContentType, ModerationActionKind } from '../moderation/moderation.enums.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { Article } from './article.entity.js';
import { SubmissionStatus } from './article.enums.js';
import type { ArticleSubmission, ArticleViewerCan, UpdateArticleInput } from './article.inputs.js';
import * as policy from './article.policy.js';
import * as commentaryPolicy from '../commentary/commentary.policy.js';
import { CommentaryType } from '../commentary/commentary.enums.js';
import { requestImages } from '../../images/image-store.js';
import { inlineImageSources } from '../../images/inline-images.js';
import { isUuid } from '../../db/ids.js';
import { rateLimitKey } from '../../http/rate-limit.js';

export const ARTICLE_NOT_FOUND = 'Article not found';
export const URL_REQUIRED = 'Please enter a URL';
export const URL_INVALID = 'Please enter a valid URL';
export const URL_SCHEME = 'Please enter a valid URL starting with http:// or https://';
export const EDIT_EMPTY = 'Validation Error: Title and content cannot be empty';
export const LIMITS = { title: 500, content: 200_000, url: 2048, tags: 20, tag: 50 } as const;


// ── Reading ─────────────────────────────────────────────────────────────────────────────────

export async function getArticle(ctx: Context, id: string): Promise<Article> {
  const article = isUuid(id) ? await ctx.loaders.articleById.load(id.toLowerCase()) : null;
  if (!article) throw notFound(ARTICLE_NOT_FOUND);
  return article;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** GET /api/articles: newest submissions first; search matches title, publication or a tag; tag and publication filter exactly. */
export async function listArticles(
  ctx: Context,
  args: { search?: string | null; tag?: string | null; publication?: string | null; limit: number; offset: number },
): Promise<Article[]> {
  const qb = ctx.dataSource.getRepository(Article).createQueryBuilder('a');
  const search = args.search?.trim();
  if (search) {
    qb.andWhere('(a.title ILIKE :q OR a.publication ILIKE :q OR EXISTS (SELECT 1 FROM unnest(a.tags) t WHERE t ILIKE :q))', { q: likePattern(search) });
  }
  const tag = args.tag?.trim().toLowerCase();
  if (tag) qb.andWhere(':tag = ANY(a.tags)', { tag });
  const publication = args.publication?.trim();
  if (publication) qb.andWhere('a.publication ILIKE :pub', { pub: publication.replace(/[\\%_]/g, (c) => '\\' + c) });
  const rows = await qb.orderBy('a.submitted_at', 'DESC').addOrderBy('a.id', 'ASC').limit(args.limit).offset(args.offset).getMany();
  for (const a of rows) ctx.loaders.articleById.prime(a.id, a);
  return rows;
}

export async function viewerCan(ctx: Context, article: Article): Promise<ArticleViewerCan> {
  const v = ctx.viewer;
  return {
    edit: policy.canEdit(v),
    delete: policy.canDelete(v),
    vote: policy.canVote(v),
    comment: commentaryPolicy.canAdd(v, CommentaryType.REGULAR, article),
    addStaffCommentary: commentaryPolicy.canAdd(v, CommentaryType.STAFF, article),
    addOwnerNote: commentaryPolicy.canAdd(v, CommentaryType.OWNER, article),
    seePrivateCommentary: commentaryPolicy.seesPrivate(v, article),
  };
}

// ── Submission by URL ───────────────────────────────────────────────────────────────────────

/** Validates the submitted text as SPEC §5 words it: empty, unparseable, not http(s). */
export function checkSubmittedUrl(raw: string | null | undefined): string {
  const text = (raw ?? '').trim();
  if (!text) throw badInput(URL_REQUIRED, { field: 'url' });
  if (text.length > LIMITS.url) throw badInput('The URL is too long.', { field: 'url' });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badInput(URL_INVALID, { field: 'url' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badInput(URL_SCHEME, { field: 'url' });
  return url.href;
}

/** The article stored under a canonical (normalised) URL, if any. */
export async function findByCanonical(ctx: Context, canonical: string): Promise<Article | null> {
  return ctx.dataSource.getRepository(Article).findOneBy({ canonicalUrl: canonical });
}

/**
 * Fetches (SSRF-guarded) and extracts a submitted page, with the messages staff submission and
 * member tips share: the fetcher's reason (blocked address, timeout, not HTML, 404…) or
 * 'could not be read as an article'. Nothing is stored here.
 */
export async function fetchSubmittedPage(ctx: Context, url: string): Promise<FetchedArticle> {
  // The submitUrl budget counts pages fetched: a URL refused as written, or one the portal
  // already has, costs nothing.
  await ctx.rateLimiter?.consume('submitUrl', rateLimitKey(ctx));
  try {
    return await fetchArticle(url);
  } catch (err) {
    if (err instanceof PageFetchError) throw badInput(err.message, { field: 'url', reason: err.reason, ...(err.status ? { status: err.status } : {}) });
    ctx.log.warn('Article extraction failed', err);
    throw badInput('The page could not be read as an article. Please check the URL and try again.', { field: 'url', reason: 'EXTRACTION_FAILED' });
  }
}

/** The columns of a new article, as extraction gives them. */
export interface NewArticle {
  url: string;
  canonicalUrl: string;
  title: string;
  content: string | null;
  imageUrl: string | null;
  publication: string | null;
  publishedAt: Date | null;
  tags: string[];
}

/**
 * Inserts an article credited to `submittedBy`; null when its canonical URL is already taken
 * (concurrent submissions of one page meet at the unique canonical_url). `db` may be a transaction.
 */
export async function insertArticle(db: Pick<EntityManager, 'query'>, article: NewArticle, submittedBy: string): Promise<string | null> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO articles (url, canonical_url, title, content, image_url, publication, published_at, submitted_by, tags)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT ON CONSTRAINT uq_articles_canonical_url DO NOTHING
     RETURNING id`,
    [article.url, article.canonicalUrl, article.title, article.content, article.imageUrl, article.publication, article.publishedAt, submittedBy, article.tags],
  );
  // Its pictures (the lead one and those in the text) go to the portal's image store, fetched
  // once in the background.
  if (rows.length) await requestImages(db, [article.imageUrl, ...inlineImageSources(article.content)]);
  return rows[0]?.id ?? null;
}

const submission = (article: Article, existing: boolean): ArticleSubmission => ({
  id: article.id,
  title: article.title,
  status: existing ? SubmissionStatus.EXISTING : SubmissionStatus.NEW,
  isExisting: existing,
  article,
});

/**
 * parseUrl / POST /api/articles/parse-url (staff). A URL already known by its normalised form is
 * answered from the database without fetching; otherwise the page is fetched (SSRF-guarded) and
 * extracted, and a page whose canonical URL is known returns that article. Nothing is stored
 * when the fetch or extraction fails. Concurrent submissions of one page meet at the unique
 * canonical_url: one inserts, the others get the existing row.
 */
export async function submitUrl(ctx: Context, viewer: Viewer, rawUrl: string): Promise<ArticleSubmission> {
  if (!policy.canSubmit(viewer)) throw forbidden('You do not have permission to submit articles.');
  const url = checkSubmittedUrl(rawUrl);
  const normalised = normaliseUrl(url)!;
  const known = await findByCanonical(ctx, normalised);
  if (known) return submission(known, true);

  const extracted = await fetchSubmittedPage(ctx, url);
  const canonical = extracted.canonicalUrl;
  const found = await findByCanonical(ctx, canonical);
  if (found) return submission(found, true);

  await getOrCreateProfile(ctx, viewer);
    const id = await insertArticle(ctx.dataSource, { ...extracted, url, canonicalUrl: canonical }, viewer.id);
    if (!id) return submission((await findByCanonical(ctx, canonical))!, true);
    ctx.loaders.articleById.clear(id);
    return submission((await ctx.loaders.articleById.load(id))!, false);
}

// ── Votes ───────────────────────────────────────────────────────────────────────────────────

/**
 * The server takes the desired state (SPEC §4: clicking the current direction removes the vote —
 * the client sends null — the other direction sets or switches it). One row per member per article
 * (primary key), written with one atomic statement, so concurrent clicks cannot double-count.
 */
export async function setVote(ctx: Context, viewer: Viewer, id: string, vote: Vote | null): Promise<Article> {
  const article = await getArticle(ctx, id);
  if (!policy.canVote(viewer)) throw forbidden('Please sign in to vote.');
  await getOrCreateProfile(ctx, viewer);
  await castVote(ctx.dataSource, 'article', article.id, viewer.id, vote);
  ctx.loaders.articleTallyById.clear(article.id);
  ctx.loaders.articleViewerVote.clear(article.id);
  return article;
}

// ── Staff edit and delete ───────────────────────────────────────────────────────────────────

function cleanTags(tags: string[]): string[] {
  const out: string[] = [];
  for (const t of tags.flatMap((s) => s.split(','))) {
    const tag = t.trim().toLowerCase();
    if (!tag || out.includes(tag)) continue;
    if (tag.length > LIMITS.tag) throw badInput(`Tags may be at most ${LIMITS.tag} characters long.`, { field: 'tags' });
    out.push(tag);
  }
  if (out.length > LIMITS.tags) throw badInput(`At most ${LIMITS.tags} tags.`, { field: 'tags' });
  return out;
}

export async function updateArticle(ctx: Context, viewer: Viewer, id: string, input: UpdateArticleInput): Promise<Article> {
  if (!policy.canEdit(viewer)) throw forbidden('You do not have permission to edit articles.');
  const article = await getArticle(ctx, id);
  const changes: Partial<Article> = {};
  if (input.title !== undefined && input.title !== null) {
    const title = input.title.trim();
    if (!title) throw badInput(EDIT_EMPTY, { field: 'title' });
    if (title.length > LIMITS.title) throw badInput(`The title may be at most ${LIMITS.title} characters long.`, { field: 'title' });
    changes.title = title;
  }
  if (input.content !== undefined && input.content !== null) {
    if (!input.content.trim()) throw badInput(EDIT_EMPTY, { field: 'content' });
    if (input.content.length > LIMITS.content) throw badInput('The content is too long.', { field: 'content' });
    const content = sanitizeContent(input.content);
    if (!content) throw badInput(EDIT_EMPTY, { field: 'content' });
    changes.content = content;
  }
  if (input.tags !== undefined && input.tags !== null) changes.tags = cleanTags(input.tags);
  if (input.imageUrl !== undefined && input.imageUrl !== null) {
    const raw = input.imageUrl.trim();
    if (!raw) changes.imageUrl = null;
    else {
      const u = normaliseUrl(raw);
      if (!u) throw badInput('The image must be an http:// or https:// URL.', { field: 'imageUrl' });
      changes.imageUrl = new URL(raw).href;
    }
  }
  const changed = (Object.keys(changes) as (keyof Article)[]).filter((k) => JSON.stringify(changes[k]) !== JSON.stringify(article[k]));
  if (changed.length) {
    await getOrCreateProfile(ctx, viewer);
    await ctx.dataSource.transaction(async (tx) => {
      await tx.getRepository(Article).update({ id: article.id }, changes);
      await record(tx, {
        actorId: viewer.id,
        action: ModerationActionKind.UPDATE,
        contentType: ModeratedContentType.ARTICLE,
        contentId: article.id,
        authorId: article.submittedBy,
        summary: article.title,
        details: { changed },
      });
    });
  }
  if (changes.imageUrl || changes.content) {
    void requestImages(ctx.dataSource, [changes.imageUrl, ...inlineImageSources(changes.content)]).catch(() => undefined);
  }
  ctx.loaders.articleById.clear(article.id);
  return (await ctx.loaders.articleById.load(article.id))!;
}

/**
 * Deletes the article with its votes, commentary, story links (cascades) and the likes on it and
 * its commentary, and records the deletion — all in one transaction (moderation.service).
 */
export async function deleteArticle(ctx: Context, viewer: Viewer, id: string): Promise<string> {
  if (!policy.canDelete(viewer)) throw forbidden('You do not have permission to delete articles.');
  const article = await getArticle(ctx, id);
  await getOrCreateProfile(ctx, viewer);
  await deleteAndRecord(ctx, viewer, { type: 'article', id: article.id, authorId: article.submittedBy, summary: article.title, notFoundMessage: ARTICLE_NOT_FOUND });
  ctx.loaders.articleById.clear(article.id);
  return article.id;
}
