import type { SearchKind } from '../../__generated__/types';

/** As the server counts (search.inputs.ts MAX_QUERY_LENGTH): longer searches are refused. */
export const MAX_QUERY_LENGTH = 200;

/** The kinds in the order the results page groups them, with their names and their `kind=` value. */
export const KINDS: { kind: SearchKind; param: string; heading: string; one: string; many: string }[] = [
  { kind: 'STORY', param: 'story', heading: 'Stories', one: 'story', many: 'stories' },
  { kind: 'ARTICLE', param: 'article', heading: 'Articles', one: 'article', many: 'articles' },
  { kind: 'COMMENTARY', param: 'commentary', heading: 'Commentary', one: 'commentary', many: 'commentaries' },
  { kind: 'KEY_VOTE', param: 'key_vote', heading: 'Key votes', one: 'key vote', many: 'key votes' },
  { kind: 'LEGISLATOR', param: 'legislator', heading: 'Legislators', one: 'legislator', many: 'legislators' },
];

export const kindInfo = (kind: SearchKind) => KINDS.find((k) => k.kind === kind)!;
export const kindOfParam = (param: string | null) => KINDS.find((k) => k.param === param)?.kind ?? null;

/** The results page for a search, optionally of one kind. */
export function searchPath(q: string, kind?: SearchKind | null): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kindInfo(kind).param);
  return `/search?${params.toString()}`;
}

/** "12 articles", "1 story", "500+ commentaries". */
export function countLabel(kind: SearchKind, count: number, capped: boolean): string {
  const k = kindInfo(kind);
  return `${count.toLocaleString('en-US')}${capped ? '+' : ''} ${count === 1 && !capped ? k.one : k.many}`;
}
