import { MARK_END, MARK_START } from './search.inputs.js';

export interface Part {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Character references of HTML text (an article body with its tags removed) as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * ts_headline's output (matched words between MARK_START and MARK_END, which nothing else can
 * contain: search.sql.ts removes them from the texts first) as parts to draw as text, never as
 * markup. Runs of white space become one space; `html` decodes character references first.
 */
export function markedParts(headline: string | null | undefined, { html = false } = {}): Part[] {
  if (!headline) return [];
  const parts: Part[] = [];
  const push = (raw: string, match: boolean) => {
    const text = (html ? decodeEntities(raw) : raw).replace(/\s+/g, ' ');
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  let rest = headline;
  while (rest) {
    const start = rest.indexOf(MARK_START);
    if (start < 0) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, start), false);
    const end = rest.indexOf(MARK_END, start + 1);
    push(rest.slice(start + 1, end < 0 ? undefined : end), true);
    rest = end < 0 ? '' : rest.slice(end + 1);
  }
  if (parts.length) {
    parts[0]!.text = parts[0]!.text.trimStart();
    parts[parts.length - 1]!.text = parts[parts.length - 1]!.text.trimEnd();
  }
  return parts.filter((p) => p.text);
}

/** As portal_fold in SQL: accents off, lower case, anything but letters and digits a separator. */
export function foldWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** At most one letter added, removed or changed. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/**
 * A legislator's name as parts, the words the search found marked: those equal to a word of the
 * query (folded), starting with one of three letters or more, or one letter off a word of four or
 * more (how the trigram match in search.sql.ts finds them).
 */
export function nameParts(name: string, query: string): Part[] {
  const words = foldWords(query);
  const found = (word: string) => {
    const [w] = foldWords(word);
    return (
      !!w &&
      words.some((q) => q === w || (q.length >= 3 && w.startsWith(q)) || (q.length >= 4 && w.length >= 4 && withinOneEdit(q, w)))
    );
  };
  const parts: Part[] = [];
  for (const token of name.split(/(\s+)/)) {
    if (!token) continue;
    // "Ocasio-Cortez": each half on its own.
    for (const piece of token.split(/([-‐'’.,()]+)/)) {
      if (!piece) continue;
      const match = /\S/.test(piece) && found(piece);
      const last = parts[parts.length - 1];
      if (last && last.match === match) last.text += piece;
      else parts.push({ text: piece, match });
    }
  }
  return parts;
}
