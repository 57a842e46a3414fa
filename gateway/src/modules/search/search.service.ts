import { fromJson } from '../../db/columns.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { below, type Selection } from '../../graphql/selection.js';
import { Article } from '../article/article.entity.js';
import { Commentary } from '../commentary/commentary.entity.js';
import { KeyVote } from '../key-vote/key-vote.entity.js';
import { Member } from '../member/member.entity.js';
import type { Legislator } from '../legislator/legislator.entity.js';
import { fullName } from '../legislator/legislator.service.js';
import { Story } from '../story/story.entity.js';
import { SearchKind } from './search.enums.js';
import { markedParts, nameParts } from './search.highlight.js';
import { decodeCursor, encodeCursor, normalizeQuery, pageSize, requestedKinds } from './search.inputs.js';
import { searchableKinds } from './search.policy.js';
import { MATCH_CAP, SEARCH_SETTINGS, searchStatement, type HitJson, type SearchRow } from './search.sql.js';
import type { SearchEdge, SearchGroup, SearchResults } from './search.types.js';

export interface SearchArgs {
  q: string;
  kinds?: SearchKind[] | null;
  first?: number | null;
  after?: string | null;
}

/**
 * One search across stories, articles, commentary, key votes and legislators, showing only what
 * the viewer may read (search.policy.ts): checks the input (empty, over 200 characters, a bad
 * page size or cursor: 400), runs the one statement of search.sql.ts, and turns its rows into
 * groups of hits whose nodes are the entities themselves, primed into the request's loaders.
 */
export async function search(ctx: Context, viewer: Viewer, args: SearchArgs, selection?: Selection): Promise<SearchResults> {
  const q = normalizeQuery(args.q);
  const first = pageSize(args.first);
  const after = args.after ? decodeCursor(args.after) : null;
  const allowed = searchableKinds(viewer);
  const kinds = requestedKinds(args.kinds, after).filter((k) => allowed.includes(k));
  if (!kinds.length) return { query: q, groups: [] };

  // Article bodies are long: read only when a hit's node asks for `content` (any type's).
  const articleContent = !selection || below(below(below(selection, 'groups'), 'edges'), 'node').has('content');
  const { sql, params } = searchStatement(ctx.dataSource, viewer, { q, kinds, first, after, articleContent });
  const rows: SearchRow[] = await ctx.dataSource.transaction(async (em) => {
    await em.query(SEARCH_SETTINGS);
    return em.query(sql, params);
  });
  const legislators = await loadLegislators(ctx, rows);
  const complete = articleContent;
  const groups: SearchGroup[] = rows.map((row) => {
    const hits = row.hits.slice(0, first);
    const edges = hits.flatMap((hit) => {
      const edge = edgeOf(ctx, row.kind, hit, q, legislators, complete);
      return edge ? [edge] : [];
    });
    return {
      kind: row.kind,
      totalCount: row.total,
      totalCountCapped: row.total >= MATCH_CAP,
      edges,
      pageInfo: { hasNextPage: row.hits.length > first, endCursor: edges.length ? edges[edges.length - 1]!.cursor : null },
    };
  });
  return { query: q, groups };
}

/** The legislators among the hits, through their loader (the staff dashboard's own). */
async function loadLegislators(ctx: Context, rows: SearchRow[]): Promise<Map<string, Legislator>> {
  const ids = rows.filter((r) => r.kind === SearchKind.LEGISLATOR).flatMap((r) => r.hits.map((h) => h.id));
  if (!ids.length) return new Map();
  const found = await ctx.loaders.legislatorById.loadMany(ids);
  return new Map(found.flatMap((l) => (l && !(l instanceof Error) ? [[l.id, l] as const] : [])));
}

function edgeOf(ctx: Context, kind: SearchKind, hit: HitJson, q: string, legislators: Map<string, Legislator>, completeArticles: boolean): SearchEdge | null {
  const ds = ctx.dataSource;
  const base = { cursor: encodeCursor({ kind, rank: hit.rank, id: hit.id }), kind, context: null as string | null };
  switch (kind) {
    case SearchKind.STORY: {
      const [node] = fromJson(ds, Story, [hit.row]);
      ctx.loaders.storyById.prime(node!.id, node!);
      return { ...base, node: node!, title: markedParts(hit.title), snippet: markedParts(hit.snippet), url: `/stories/${node!.id}` };
    }
    case SearchKind.ARTICLE: {
      const [node] = fromJson(ds, Article, [hit.row]);
      // Only a whole row may stand in for the article elsewhere in the request.
      if (completeArticles) ctx.loaders.articleById.prime(node!.id, node!);
      return { ...base, node: node!, title: markedParts(hit.title), snippet: markedParts(hit.snippet, { html: true }), url: `/articles/${node!.id}` };
    }
    case SearchKind.COMMENTARY: {
      const [node] = fromJson(ds, Commentary, [hit.row]);
      if (hit.author) for (const a of fromJson(ds, Member, [hit.author])) ctx.loaders.memberById.prime(a.id, a);
      const url = node!.articleId ? `/articles/${node!.articleId}` : `/key-votes/${node!.keyVoteId}`;
      return { ...base, node: node!, title: markedParts(hit.title), snippet: [], url, context: hit.subjectTitle ?? null };
    }
    case SearchKind.KEY_VOTE: {
      const [node] = fromJson(ds, KeyVote, [hit.row]);
      ctx.loaders.keyVoteById.prime(node!.id, node!);
      return { ...base, node: node!, title: markedParts(hit.title), snippet: markedParts(hit.snippet), url: `/key-votes/${node!.id}` };
    }
    case SearchKind.LEGISLATOR: {
      const node = legislators.get(hit.id);
      // Gone between the statement and the load (removed by an import meanwhile): left out.
      if (!node) return null;
      return { ...base, node, title: nameParts(fullName(node), q), snippet: [], url: `/legislators/${node.id}` };
    }
  }
}
