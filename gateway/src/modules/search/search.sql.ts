import type { DataSource } from 'typeorm';
import { jsonOf } from '../../db/columns.js';
import type { Viewer } from '../../graphql/context.js';
import { Article } from '../article/article.entity.js';
import { Commentary } from '../commentary/commentary.entity.js';
import { needsSubjectOwnerSql } from '../commentary/commentary.policy.js';
import { KeyVote } from '../key-vote/key-vote.entity.js';
import { Member } from '../member/member.entity.js';
import { Story } from '../story/story.entity.js';
import { SearchKind } from './search.enums.js';
import { MARK_END, MARK_START, type SearchCursor } from './search.inputs.js';
import { visibleCommentaries, visibleStories } from './search.policy.js';

/**
 * How far search looks into each kind: at most this many matches, the newest first, are ranked
 * (and counted: beyond it the count reads "200+"). A query as specific as most are has fewer
 * matches, all of them ranked; a very common word ("bill") is ranked among its newest 200 matches,
 * which keeps its cost that of 200 rows instead of the whole table's (bench, member searches under
 * load: p50 16–19 → 10–14 ms against a cap of 500).
 */
export const MATCH_CAP = 200;

/**
 * Sent before the search in its transaction (SET LOCAL: for that statement only). A search is many
 * small index reads; on a busy machine starting parallel workers for one of them cost more than
 * the read (bench, member searches: p50 25 → 16 ms, p95 113 → 54 ms with them off).
 */
export const SEARCH_SETTINGS = 'SET LOCAL max_parallel_workers_per_gather = 0';

/** One row of the statement: a kind, how many matches it has (up to MATCH_CAP), and its page of hits. */
export interface SearchRow {
  kind: SearchKind;
  total: number;
  hits: HitJson[];
}

/** One hit as the statement builds it (json_build_object below). */
export interface HitJson {
  id: string;
  /** The rank as PostgreSQL prints it (a real), for the cursor. */
  rank: string;
  /** Title and snippet with MARK_START/MARK_END around the matched words (ts_headline). */
  title: string;
  snippet: string | null;
  row: object;
  /** Commentary: the title of the article or key vote it is on, and its author's row. */
  subjectTitle?: string | null;
  author?: object | null;
}

export interface SearchStatementArgs {
  q: string;
  kinds: SearchKind[];
  /** Hits per kind; the statement reads one more, to tell whether there is a next page. */
  first: number;
  after: SearchCursor | null;
  /**
   * Whether the articles' content (their whole text, up to 200,000 characters) comes with their
   * rows: only when the operation asks for it. Without it an article node has no `content`.
   */
  articleContent?: boolean;
}

/** The articles row `a` as JSON without its content (see SearchStatementArgs.articleContent). */
function articleJsonWithoutContent(ds: DataSource): string {
  const columns = ds.getMetadata(Article).columns.filter((c) => c.isSelect && c.propertyName !== 'content');
  return `json_build_object(${columns.map((c) => `'${c.propertyName}', a.${c.databaseName}`).join(', ')})`;
}

/** Every searched text loses our two markers first, so each marker in a headline is ts_headline's. */
const clean = (expr: string) => `translate(${expr}, E'${MARK_START}${MARK_END}', '')`;
/** Article content is HTML: tags out (their text stays), as words for ts_headline; long bodies cut. */
const plain = (html: string) => `regexp_replace(left(${html}, 20000), '<[^>]*>', ' ', 'g')`;
export const TITLE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;
export const SNIPPET_OPTIONS = `MaxFragments=2, MaxWords=24, MinWords=10, ShortWord=2, FragmentDelimiter=" … ", StartSel=${MARK_START}, StopSel=${MARK_END}`;

/** Rows of one kind: its table and the expressions the statement needs from it. */
interface KindSql {
  table: string;
  alias: string;
  /** Joins and conditions besides the match itself (the viewer's visibility rule). */
  joins?: string;
  visible?: string;
  /** The newest-first order the matches are capped in. */
  recency: string;
  title: string;
  snippet: string | null;
  row: string;
  subjectTitle?: string;
  /** The author's row (commentary), for the display name without another statement. */
  author?: string;
}

/** Positional parameters, numbered as they are first used (PostgreSQL refuses one it cannot type, e.g. an unused one). */
class Params {
  readonly values: unknown[] = [];
  private readonly named = new Map<string, string>();
  constructor(private readonly types: Record<string, string>) {}
  /** `$n::type` of the named value, added on first use. */
  ref(name: string, value: unknown): string {
    return `${this.bare(name, value)}::${this.types[name]}`;
  }

  /** `$n` alone, for SQL that casts it itself. */
  bare(name: string, value: unknown): string {
    let ref = this.named.get(name);
    if (!ref) {
      ref = `$${this.values.push(value)}`;
      this.named.set(name, ref);
    }
    return ref;
  }
}

/**
 * The ONE statement of a search: for each kind asked for, its matches the viewer may see (at most
 * MATCH_CAP, newest first), ranked (ts_rank, weights title A > summary B > body C, divided by the
 * log of the text's length), the page after the cursor, and per hit its highlighted title and
 * snippet (ts_headline) and its row (read back into the entity, so the hit's fields need no
 * further statement). One row per kind, in the order asked.
 *
 * Legislators (staff only, see search.policy.ts) match by name: the query folded (accents, case,
 * punctuation; portal_fold) close to a run of words of the name (pg_trgm strict word similarity
 * of at least 0.5, its default threshold: one wrong letter in a name of five or more letters),
 * through the trigram index on portal_legislator_name; ranked by that similarity.
 *
 * What a member types reaches PostgreSQL as a parameter only, read by websearch_to_tsquery
 * (quotes for phrases, `-word`, `or`; any other punctuation separates words) and portal_fold.
 */
export function searchStatement(ds: DataSource, viewer: Viewer, args: SearchStatementArgs): { sql: string; params: unknown[] } {
  const p = new Params({ q: 'text', limit: 'int', snippet: 'text', title: 'text', rank: 'real', id: 'uuid' });
  const q = p.ref('q', args.q);
  const tsquery = `websearch_to_tsquery('portal_search', ${q})`;
  // The policies' SQL names the viewer by a placeholder, bound only where a rule uses it (staff see all).
  const withViewer = (sql: string) => sql.replaceAll('$viewer', () => p.bare('viewer', viewer.id));
  const headline = (text: string, kind: 'title' | 'snippet') =>
    `ts_headline('portal_search', ${clean(text)}, ${tsquery}, ${kind === 'title' ? p.ref('title', TITLE_OPTIONS) : p.ref('snippet', SNIPPET_OPTIONS)})`;
  // The passages around the matches (or the text's start when they are in the title), with "…"
  // where the text goes on before or after them; NULL for an empty text.
  const snippet = (text: string) => `(SELECT CASE WHEN h.h = '' THEN NULL ELSE
        CASE WHEN starts_with(x.s, h.plain) THEN '' ELSE '… ' END || h.h || CASE WHEN right(x.s, length(h.plain)) = h.plain THEN '' ELSE ' …' END END
      FROM (SELECT btrim(${clean(text)}) AS s) x,
           LATERAL (SELECT btrim(y.h) AS h, btrim(translate(y.h, E'${MARK_START}${MARK_END}', '')) AS plain
                      FROM (SELECT ts_headline('portal_search', x.s, ${tsquery}, ${p.ref('snippet', SNIPPET_OPTIONS)}) AS h) y) h)`;
  const kindSql = (kind: Exclude<SearchKind, SearchKind.LEGISLATOR>): KindSql => {
    switch (kind) {
      case SearchKind.STORY:
        return {
          table: 'stories',
          alias: 's',
          visible: withViewer(visibleStories('s', viewer, '$viewer')),
          recency: 's.created_at DESC, s.id',
          title: headline('s.title', 'title'),
          snippet: snippet('s.description'),
          row: jsonOf(ds, Story, 's'),
        };
      case SearchKind.ARTICLE:
        return {
          table: 'articles',
          alias: 'a',
          recency: 'a.submitted_at DESC, a.id',
          title: headline('a.title', 'title'),
          snippet: snippet(plain('a.content')),
          row: args.articleContent ? jsonOf(ds, Article, 'a') : articleJsonWithoutContent(ds),
        };
      case SearchKind.COMMENTARY:
        return {
          table: 'commentaries',
          alias: 'c',
          // The subject is looked up only for the commentary whose visibility depends on its owner.
          joins: `LEFT JOIN articles ca ON ca.id = c.article_id AND ${needsSubjectOwnerSql('c')} LEFT JOIN key_votes ck ON ck.id = c.key_vote_id AND ${needsSubjectOwnerSql('c')}`,
          visible: withViewer(visibleCommentaries('c', 'ca', 'ck', viewer, '$viewer')),
          recency: 'c.created_at DESC, c.id',
          title: headline('c.content', 'title'),
          snippet: null,
          row: jsonOf(ds, Commentary, 'c'),
          subjectTitle: 'coalesce((SELECT t.title FROM articles t WHERE t.id = c.article_id), (SELECT t.title FROM key_votes t WHERE t.id = c.key_vote_id))',
          author: `(SELECT ${jsonOf(ds, Member, 'mm')} FROM members mm WHERE mm.id = c.author_id)`,
        };
      case SearchKind.KEY_VOTE:
        return {
          table: 'key_votes',
          alias: 'k',
          recency: 'k.created_at DESC, k.id',
          title: headline('k.title', 'title'),
          snippet: snippet('k.description'),
          row: jsonOf(ds, KeyVote, 'k'),
        };
    }
  };

  const ctes: string[] = [];
  const rows: string[] = [];
  const page = (cte: string) => {
    const after = args.after ? `WHERE m.rank < ${p.ref('rank', args.after.rank)} OR (m.rank = ${p.ref('rank', args.after.rank)} AND m.id > ${p.ref('id', args.after.id)})` : '';
    return `(SELECT * FROM ${cte} m ${after} ORDER BY m.rank DESC, m.id LIMIT ${p.ref('limit', args.first + 1)})`;
  };
  for (const kind of args.kinds) {
    const cte = `${kind.toLowerCase()}_matches`;
    if (kind === SearchKind.LEGISLATOR) {
      const folded = `portal_fold(${q})`;
      const name = 'portal_legislator_name(l.first_name, l.nickname, l.middle_name, l.last_name, l.suffix, l.official_full)';
      ctes.push(`${cte} AS (
        SELECT l.id, strict_word_similarity(${folded}, ${name}) AS rank FROM legislators l
         WHERE ${folded} <<% ${name}
         ORDER BY rank DESC, l.id LIMIT ${MATCH_CAP})`);
      rows.push(`SELECT '${kind}' AS kind, (SELECT count(*)::int FROM ${cte}) AS total,
        (SELECT coalesce(json_agg(json_build_object('id', m.id, 'rank', m.rank::text) ORDER BY m.rank DESC, m.id), '[]') FROM ${page(cte)} m) AS hits`);
      continue;
    }
    const k = kindSql(kind);
    const a = k.alias;
    // The rank is computed for the capped matches only, outside the subquery that caps them.
    ctes.push(`${cte} AS (
        SELECT x.id, ts_rank(x.search_vector, ${tsquery}, 1) AS rank FROM (
          SELECT ${a}.id, ${a}.search_vector FROM ${k.table} ${a} ${k.joins ?? ''}
           WHERE ${a}.search_vector @@ ${tsquery}${k.visible ? ` AND ${k.visible}` : ''}
           ORDER BY ${k.recency} LIMIT ${MATCH_CAP}) x)`);
    rows.push(`SELECT '${kind}' AS kind, (SELECT count(*)::int FROM ${cte}) AS total,
        (SELECT coalesce(json_agg(json_build_object('id', m.id, 'rank', m.rank::text, 'title', ${k.title}, 'snippet', ${k.snippet ?? 'NULL'},
                 'row', ${k.row}${k.subjectTitle ? `, 'subjectTitle', ${k.subjectTitle}` : ''}${k.author ? `, 'author', ${k.author}` : ''}) ORDER BY m.rank DESC, m.id), '[]')
           FROM ${page(cte)} m JOIN ${k.table} ${a} ON ${a}.id = m.id) AS hits`);
  }
  return { sql: `WITH ${ctes.join(',\n')}\n${rows.join('\nUNION ALL\n')}`, params: p.values };
}
