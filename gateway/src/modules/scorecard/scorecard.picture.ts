import type { Scorecard } from './scorecard.types.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const PICTURE = { width: 1200, height: 630 } as const;

/** 'Rep. Terri A. Sewell (D-AL-7)' */
export function cardName(card: Scorecard): string {
  const l = card.legislator;
  const seat = l.district === null ? l.state : l.district === 0 ? `${l.state}-AL` : `${l.state}-${l.district}`;
  return `${l.shortTitle ? `${l.shortTitle} ` : ''}${l.name} (${l.party ? l.party.charAt(0) : '?'}-${seat})`;
}

const percentText = (p: number | null) => (p === null ? 'Not yet scored' : `${Number.isInteger(p) ? p : p.toFixed(1)}%`);

/** The one-line summary the picture, the page's description and its Open Graph tags share. */
export function summaryOf(card: Scorecard): string {
  const a = card.alignment;
  if (a.counted === 0) return a.keyVotes === 0 ? `No key votes yet in the ${a.congress}th Congress.` : `No key vote counts yet in the ${a.congress}th Congress.`;
  return `Voted with us on ${a.agreed} of ${a.counted} key votes (${percentText(a.percent)}) in the ${a.congress}th Congress. Present and not voting are not counted.`;
}

/**
 * The share picture (1200 × 630, the size social networks show): name, score, a bar for the
 * legislator, their state delegation and their party, and how the score is counted. Official votes
 * and published positions only: nothing here comes from staff or members.
 */
export function scorecardSvg(card: Scorecard): string {
  const { width, height } = PICTURE;
  const bars = [
    { label: 'This legislator', p: card.alignment.percent },
    { label: card.delegation.label, p: card.delegation.percent },
    { label: card.party.label, p: card.party.percent },
  ];
  const barX = 430;
  const barW = 600;
  const rows = bars
    .map((b, i) => {
      const y = 350 + i * 66;
      const w = Math.round(((b.p ?? 0) / 100) * barW);
      return `<text x="60" y="${y + 32}" font-size="28" fill="#1a3a5c">${esc(b.label)}</text>
  <rect x="${barX}" y="${y + 6}" width="${barW}" height="36" rx="6" fill="#e3e8ee"/>
  <rect x="${barX}" y="${y + 6}" width="${w}" height="36" rx="6" fill="${i === 0 ? '#c8102e' : '#1a3a5c'}"/>
  <text x="${barX + barW + 16}" y="${y + 34}" font-size="26" fill="#1a3a5c">${esc(b.p === null ? '—' : percentText(b.p))}</text>`;
    })
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">
  <rect width="${width}" height="${height}" fill="#ffffff"/>
  <rect width="${width}" height="16" fill="#1a3a5c"/>
  <text x="60" y="96" font-size="44" font-weight="bold" fill="#1a3a5c">${esc(cardName(card))}</text>
  <text x="60" y="146" font-size="28" fill="#5f6b7a">Key-vote scorecard · ${card.alignment.congress}th Congress</text>
  <text x="60" y="250" font-size="88" font-weight="bold" fill="#c8102e">${esc(percentText(card.alignment.percent))}</text>
  <text x="60" y="306" font-size="30" fill="#1a3a5c">${esc(card.alignment.counted ? `with us on ${card.alignment.agreed} of ${card.alignment.counted} key votes` : 'No key votes yet')}</text>
  ${rows}
  <text x="60" y="${height - 30}" font-size="22" fill="#5f6b7a">Present and not voting are not counted. Official roll-call votes and our published positions.</text>
</svg>`;
}
