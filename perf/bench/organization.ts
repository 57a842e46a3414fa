// A real organization's size, generated in the bench's database by set-based SQL (nothing is
// committed as data): 100,000 members, 2,000 stories, 200,000 articles, 2,000,000 article votes,
// 300,000 commentaries and 300 key votes, with one busy story (2,000 articles, 50,000 followers, a
// fifth of them emailed at once) and one much discussed article (5,000 commentaries, voted on).
//
// The text varies as real text does, for search (issue #57): titles and bodies draw on a
// vocabulary of policy topics (each in 1 of 40 titles and 1 of 40 bodies), angles (1 of 25) and
// people's names with accents and hyphens (a quarter of the articles name one: each name is in 1
// of 72), so a two-word query matches hundreds of rows, one word thousands, and "bill" nearly
// everything. Outside the discussed article, commentary is mixed as it is in use:
// 1 in 20 is staff commentary, 1 in 20 a private owner note (by the article's submitter), 1 in 20
// private reader commentary; the rest public reader commentary.
//
// Ids are deterministic (a prefix per table and the row number), so the generator is idempotent:
// it does nothing when the organization is already there, and the bench finds its rows by id.
import pg from 'pg';

export interface OrganizationSize {
  members: number;
  stories: number;
  articles: number;
  articleVotes: number;
  commentaries: number;
  /** Followers of the busy story (the first story). */
  busyStoryFollowers: number;
  /** Articles on the busy story's timeline. */
  busyStoryArticles: number;
  /** Commentaries on the much discussed article (the first article). */
  busyArticleCommentaries: number;
  /** Of the busy story's followers, the share who get its emails right away (the rest weekly). */
  immediateShare: number;
  keyVotes: number;
}

export const ORGANIZATION: OrganizationSize = {
  members: 100_000,
  stories: 2_000,
  articles: 200_000,
  articleVotes: 2_000_000,
  commentaries: 300_000,
  busyStoryFollowers: 50_000,
  busyStoryArticles: 2_000,
  busyArticleCommentaries: 5_000,
  immediateShare: 0.2,
  keyVotes: 300,
};

/** The generated text's vocabulary (see the top of this file); SQL arrays index them 1-based. */
export const TOPICS = [
  'housing', 'climate', 'medicaid', 'education', 'immigration', 'transit', 'water', 'broadband', 'veterans', 'farm',
  'energy', 'wildfire', 'tariffs', 'pensions', 'childcare', 'opioids', 'voting', 'census', 'privacy', 'tax',
  'wages', 'rent', 'drought', 'ports', 'railroads', 'insurance', 'pharmacy', 'schools', 'policing', 'courts',
  'elections', 'refugees', 'fisheries', 'forests', 'mining', 'bridges', 'hospitals', 'nutrition', 'libraries', 'apprenticeships',
] as const;
export const ANGLES = [
  'reform', 'funding', 'credit', 'overhaul', 'expansion', 'repeal', 'audit', 'hearing', 'amendment', 'subsidy',
  'moratorium', 'grant', 'mandate', 'waiver', 'rebate', 'compact', 'pilot', 'study', 'settlement', 'exemption',
  'deadline', 'surcharge', 'inquiry', 'ballot', 'loophole',
] as const;
export const NAMES = [
  'Nydia Velázquez', 'Alexandria Ocasio-Cortez', 'María Elvira Salazar', 'Tony Cárdenas', 'Raúl Grijalva', 'Debbie Wasserman Schultz',
  'Lisa Blunt Rochester', 'Jesús García', 'Mario Díaz-Balart', 'Ben Ray Luján', 'Catherine Cortez Masto', "Beto O'Rourke",
  'Chuy Ramírez', 'Zoë Lofgren', 'Nanette Barragán', 'Sheila Cherfilus-McCormick', 'André Carson', 'Juan Vargas',
] as const;
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
// Picked by a hash of the row number (hashint4: the same on every PostgreSQL), not by `i % n`, which
// would tie a word to the row's other properties (every 40th story both private and about housing).
const pick = (values: readonly string[], expr: string) => `(${sqlArray(values)})[1 + abs(hashint4(${expr})) % ${values.length}]`;
const TOPIC = (expr: string) => pick(TOPICS, expr);
const ANGLE = (expr: string) => pick(ANGLES, expr);
const NAME = (expr: string) => pick(NAMES, expr);

/** `('<prefix>-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid` in SQL; the same in JS. */
const PREFIX = { member: '0a000000', story: '0b000000', article: '0c000000', commentary: '0d000000', keyVote: '0e000000' } as const;
export const orgId = (kind: keyof typeof PREFIX, i: number) => `${PREFIX[kind]}-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
const sqlId = (kind: keyof typeof PREFIX, expr: string) => `('${PREFIX[kind]}-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;

export const BUSY_STORY_ID = orgId('story', 1);
export const BUSY_ARTICLE_ID = orgId('article', 1);
/** The staff member who curates the generated stories (a demo account, so the bench can sign in as them). */
const CURATOR = 'd0000000-0000-4000-8000-000000000002';

/**
 * Creates the organization unless it exists, in one transaction. Returns false when it was there
 * already. Each step is one statement; `onStep` reports progress (a few minutes on 2 cores).
 */
export async function generateOrganization(databaseUrl: string, size: OrganizationSize = ORGANIZATION, onStep: (what: string, ms: number) => void = () => {}): Promise<boolean> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM members WHERE id = $1', [orgId('member', size.members)])).rows;
    if (n > 0) return false;
    // One transaction: a run stopped halfway leaves nothing, so the next one starts over.
    await db.query('BEGIN');
    const step = async (what: string, sql: string, params: unknown[] = []) => {
      const started = Date.now();
      await db.query(sql, params);
      onStep(what, Date.now() - started);
    };
    // All or nothing: a run that fails half-way leaves no half organization behind.
    await db.query('BEGIN');
    const M = size.members;
    const A = size.articles;
    const S = size.stories;
    await step(
      `${M.toLocaleString('en-US')} members`,
      `INSERT INTO members (id, email, username, show_real_name, time_zone, created_at)
       SELECT ${sqlId('member', 'i')}, 'member' || i || '@org.example', CASE WHEN i % 3 = 0 THEN 'member_' || i END, i % 5 = 0,
              (ARRAY['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Pacific/Honolulu'])[1 + i % 5],
              timestamptz '2024-01-01' + (i || ' minutes')::interval
         FROM generate_series(1, $1::int) AS i`,
      [M],
    );
    await step(
      `${S.toLocaleString('en-US')} stories`,
      `INSERT INTO stories (id, title, description, created_by, is_global, open_to_join, tags, created_at)
       SELECT ${sqlId('story', 'i')}, CASE WHEN i = 1 THEN 'The busiest story' ELSE 'Story number ' || i || ': ' || ${TOPIC('i')} || ' ' || ${ANGLE('i + 1000000')} END,
              'A generated story about ' || ${TOPIC('i + 2000000')} || ' policy and the people it concerns, topic ' || i || '.', $2::uuid, i % 10 <> 0, i % 4 = 0, ARRAY['topic' || (i % 50), 'generated'],
              timestamptz '2024-01-01' + (i || ' hours')::interval
         FROM generate_series(1, $1::int) AS i`,
      [S, CURATOR],
    );
    await step(
      `${A.toLocaleString('en-US')} articles`,
      `INSERT INTO articles (id, url, canonical_url, title, content, image_url, publication, published_at, submitted_by, submitted_at, tags)
       SELECT ${sqlId('article', 'i')}, u, u, 'Generated article ' || i || ' on the ' || ${TOPIC('i + 3000000')} || ' ' || ${ANGLE('i + 4000000')} || ' bill',
              '<p>First paragraph of generated article ' || i || ', about what the bill would change for ' || ${TOPIC('i + 5000000')} || '.</p><p>A second, longer paragraph with the reactions of '
                || CASE WHEN abs(hashint4(i + 14000000)) % 4 = 0 THEN ${NAME('i + 6000000')} ELSE 'local officials' END
                || ', other members of Congress, advocates and the people the ' || ${ANGLE('i + 7000000')} || ' concerns.</p>',
              NULL, (ARRAY['Example News', 'The Daily Record', 'Capitol Report', 'Metro Times'])[1 + i % 4],
              timestamptz '2023-01-01' + (i || ' minutes')::interval, ${sqlId('member', '1 + i % $2')}, timestamptz '2023-01-01' + (i || ' minutes')::interval, ARRAY['topic' || (i % 50)]
         FROM generate_series(1, $1::int) AS i, LATERAL (SELECT 'https://news.org.example/articles/' || i AS u) x`,
      [A, M],
    );
    // The busy story holds articles 1..busyStoryArticles; every other story 100 articles of its own range.
    const perStory = Math.floor((A - size.busyStoryArticles) / Math.max(S - 1, 1));
    await step(
      'story timelines',
      `INSERT INTO story_articles (story_id, article_id, added_at, added_by)
       SELECT ${sqlId('story', '1')}, ${sqlId('article', 'i')}, timestamptz '2024-06-01' + (i || ' minutes')::interval, $3::uuid FROM generate_series(1, $1::int) AS i
       UNION ALL
       SELECT ${sqlId('story', 's')}, ${sqlId('article', '$1 + (s - 2) * $2 + k')}, timestamptz '2024-06-01' + (k || ' hours')::interval, $3::uuid
         FROM generate_series(2, $4::int) AS s, generate_series(1, LEAST($2::int, 100)) AS k`,
      [size.busyStoryArticles, perStory, CURATOR, S],
    );
    await step(
      'story follows',
      `INSERT INTO story_follows (story_id, member_id, created_at, last_visited_at)
       SELECT ${sqlId('story', '1')}, ${sqlId('member', 'i')}, timestamptz '2024-07-01', timestamptz '2024-07-01' FROM generate_series(1, $1::int) AS i
       UNION ALL
       SELECT ${sqlId('story', '2 + (i * 7) % ($3 - 1)')}, ${sqlId('member', 'i')}, timestamptz '2024-07-01', timestamptz '2024-07-01' FROM generate_series(1, $2::int) AS i`,
      [size.busyStoryFollowers, M, S],
    );
    // A fifth of the busy story's followers hear about it right away; everyone else keeps the default (weekly).
    await step(
      'notification preferences',
      `INSERT INTO notification_preferences (member_id, kind, email_mode)
       SELECT ${sqlId('member', 'i')}, 'story_article', 'immediate' FROM generate_series(1, $1::int) AS i WHERE i % $2 = 0`,
      [size.busyStoryFollowers, Math.round(1 / size.immediateShare)],
    );
    // Ten voters per article (distinct members for one article: k * 7919 mod M differ for k < 12).
    await step(
      `${size.articleVotes.toLocaleString('en-US')} article votes`,
      `INSERT INTO article_votes (article_id, member_id, vote, created_at)
       SELECT ${sqlId('article', '1 + (i % $2)')}, ${sqlId('member', '1 + ((i % $2) + (i / $2) * 7919) % $3')}, CASE WHEN i % 4 = 0 THEN 'down' ELSE 'up' END, timestamptz '2024-08-01'
         FROM generate_series(0, $1::int - 1) AS i`,
      [size.articleVotes, A, M],
    );
    const spread = size.commentaries - size.busyArticleCommentaries;
    // Article j was submitted by member 1 + j % M (above): an owner note on it is theirs.
    await step(
      `${size.commentaries.toLocaleString('en-US')} commentaries`,
      `INSERT INTO commentaries (id, article_id, author_id, content, commentary_type, is_public, created_at, updated_at)
       SELECT ${sqlId('commentary', 'i')}, ${sqlId('article', 'j')},
              CASE WHEN kind = 'owner' THEN ${sqlId('member', '1 + j % $4')} ELSE ${sqlId('member', '1 + (i * 13) % $4')} END,
              'Generated commentary ' || i || ': a considered view on the ' || ${TOPIC('i + 8000000')} || ' ' || ${ANGLE('i + 9000000')} || ' and what it means for members.',
              kind, CASE kind WHEN 'owner' THEN false WHEN 'staff' THEN true ELSE NOT hidden END, timestamptz '2024-09-01' + (i || ' seconds')::interval, timestamptz '2024-09-01' + (i || ' seconds')::interval
         FROM generate_series(1, $1::int + $2::int) AS i,
              LATERAL (SELECT CASE WHEN i <= $1 THEN 1 ELSE 2 + (i % ($3 - 1)) END AS j,
                              CASE WHEN i <= $1 OR i % 20 > 1 THEN 'regular' WHEN i % 20 = 0 THEN 'staff' ELSE 'owner' END AS kind,
                              i > $1 AND i % 20 = 2 AS hidden) x`,
      [size.busyArticleCommentaries, spread, A, M],
    );
    // The discussed article's commentaries are voted on (ranking its top commentary reads these).
    await step(
      'commentary votes',
      `INSERT INTO commentary_votes (commentary_id, member_id, vote)
       SELECT ${sqlId('commentary', 'c')}, ${sqlId('member', '1 + (c * 31 + v * 7919) % $2')}, CASE WHEN (c + v) % 3 = 0 THEN 'down' ELSE 'up' END
         FROM generate_series(1, $1::int) AS c, generate_series(1, 1 + (c % 40)) AS v
       ON CONFLICT DO NOTHING`,
      [size.busyArticleCommentaries, M],
    );
    await step(
      `${size.keyVotes.toLocaleString('en-US')} key votes`,
      `INSERT INTO key_votes (id, title, description, bill_id, congress_number, vote_date, organization_position, outcome, created_by, created_at)
       SELECT ${sqlId('keyVote', 'i')}, 'The ' || ${TOPIC('i + 10000000')} || ' ' || ${ANGLE('i + 11000000')} || ' act of ' || (2000 + i % 26),
              'Generated key vote ' || i || ': how members of Congress voted on ' || ${TOPIC('i + 12000000')} || ', with ' || ${NAME('i + 13000000')} || ' leading the debate.',
              'H.R. ' || (1000 + i), 119, date '2025-01-06' + i, (ARRAY['support', 'oppose', 'other'])[1 + i % 3], 'Pending', $2,
              timestamptz '2025-01-06' + (i || ' hours')::interval
         FROM generate_series(1, $1::int) AS i`,
      [size.keyVotes, CURATOR],
    );
    await db.query('COMMIT');
    await step('VACUUM ANALYZE', 'VACUUM (ANALYZE)');
    return true;
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
}
