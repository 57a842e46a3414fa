// Hand-written floors for `npm run bench`: for each measured operation, ONE SQL statement that
// builds the whole GraphQL response body ({"data": …}, compact JSON, the operation's keys in its
// order) inside PostgreSQL, for the benchmark's viewer. floor-server.ts serves them over HTTP, so
// a ratio to the floor compares the gateway with the least work that produces the same answer
// from the same database: one statement, text straight to the socket.
//
// They follow the portal's rules for the bench's viewer (a plain member unless the case says
// otherwise: story and commentary visibility, display names, viewerCan), so the bench can check
// they return the same items as the gateway; bench.ts prints any field that differs. Known
// approximation: the content feed's `summary` strips tags with a regular expression where the
// gateway uses sanitize-html.

/** ISO 8601 as GraphQLDateTimeISO prints it (UTC, milliseconds). */
const iso = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON object of the given `expression AS "key"` columns, compact, keys in order. */
const object = (columns: string, from = '') => `(SELECT row_to_json(o) FROM (SELECT ${columns} ${from}) o)`;

/** A JSON array of the rows `query` selects, compact, in the query's order ('[]' when empty). */
const array = (query: string) => `coalesce((SELECT array_to_json(array_agg(row_to_json(i))) FROM (${query}) i), '[]'::json)`;

/** The response body: {"data": {"<field>": <value>}}. */
const body = (field: string, value: string) => `SELECT row_to_json(r)::text AS body FROM (SELECT ${object(`${value} AS "${field}"`)} AS data) r`;

/** publicDisplayName (member.policy.ts) of the members row `m`. */
const displayName = (m: string) => `CASE WHEN ${m}.show_real_name AND ${m}.username IS NOT NULL THEN ${m}.username ELSE 'Anonymous' END`;

// ── Stories: the viewer ($1) is a plain member ──────────────────────────────────────────────────

/** story.policy.ts visibleStorySql for a member. */
const storyVisible = (s: string) => `(${s}.is_global OR ${s}.created_by = $1 OR EXISTS (SELECT 1 FROM story_collaborators vc WHERE vc.story_id = ${s}.id AND vc.member_id = $1))`;

/** The member's role on story `s` (roleOn; an 'owner' row for anyone but the creator is VIEWER). */
const roleOn = (s: string) =>
  `CASE WHEN ${s}.created_by = $1 THEN 'OWNER' ELSE (SELECT CASE WHEN sc.role = 'owner' THEN 'VIEWER' ELSE upper(sc.role) END FROM story_collaborators sc WHERE sc.story_id = ${s}.id AND sc.member_id = $1) END`;

/** fragment StoryCard (rest/operations/story.graphql) for a member: no staff powers. */
const storyCard = (s: string) => `${s}.id, ${s}.title, ${s}.description, ${s}.created_by AS "ownerId",
  ${iso(`${s}.created_at`)} AS "createdAt", ${iso(`${s}.updated_at`)} AS "updatedAt",
  ${s}.is_global AS "isGlobal", ${s}.is_featured AS "isFeatured",
  CASE WHEN ${s}.is_global AND ${s}.is_featured THEN 'FEATURED' WHEN ${s}.is_global THEN 'PUBLIC' ELSE 'PRIVATE' END AS visibility,
  ${s}.open_to_join AS "openToJoin", ${s}.requires_approval AS "requiresApproval", ${s}.tags,
  EXISTS (SELECT 1 FROM story_follows f WHERE f.story_id = ${s}.id AND f.member_id = $1) AS "isFollowing",
  coalesce((SELECT count(*) FROM story_follows f JOIN story_articles sa ON sa.story_id = f.story_id AND sa.added_at > f.last_visited_at
             WHERE f.story_id = ${s}.id AND f.member_id = $1), 0)::int AS "newArticlesCount",
  (SELECT ${iso('f.last_visited_at')} FROM story_follows f WHERE f.story_id = ${s}.id AND f.member_id = $1) AS "lastVisitedAt",
  coalesce(${roleOn(s)}, 'VIEWER') AS "userRole",
  (SELECT count(*) FROM story_articles sa WHERE sa.story_id = ${s}.id)::int AS "articlesCount",
  (SELECT count(*) FROM story_follows f WHERE f.story_id = ${s}.id)::int AS "followerCount",
  ${object(`m.id, CASE WHEN m.show_real_name OR m.id = $1 THEN m.username END AS username, ${displayName('m')} AS "displayName"`, `FROM members m WHERE m.id = ${s}.created_by`)} AS owner,
  ${array(`SELECT sc.member_id AS "userId", coalesce(${displayName('m')}, 'Anonymous') AS "displayName", upper(sc.role) AS role
             FROM story_collaborators sc LEFT JOIN members m ON m.id = sc.member_id WHERE sc.story_id = ${s}.id ORDER BY sc.created_at, sc.member_id`)} AS collaborators,
  ${object(`false AS edit, false AS "manageCollaborators", false AS "changeSettings", false AS "addArticles", true AS propose, true AS vote,
            false AS "decideProposals", ${s}.created_by <> $1 AS follow, false AS "requestToJoin"`)} AS "viewerCan"`;

/** Query Stories with its defaults: the 25 newest stories the member may see. */
export const STORIES_FLOOR = body('stories', array(`SELECT ${storyCard('s')} FROM stories s WHERE ${storyVisible('s')} ORDER BY s.created_at DESC, s.id LIMIT 25`));

/** Query Story ($2): the card and the timeline, newest entry first, each article with its visible-story count. */
export const STORY_FLOOR = body(
  'story',
  object(
    `${storyCard('s')},
     ${array(`SELECT sa.story_id AS "storyId", sa.article_id AS "articleId", ${iso('sa.added_at')} AS "addedAt", sa.custom_note AS "customNote",
                     ${object(`a.id, a.title, a.url, a.publication, ${iso('a.published_at')} AS "publishedAt", a.image_url AS "imageUrl", a.content, a.tags,
                               ${iso('a.submitted_at')} AS "submittedAt",
                               (SELECT count(*) FROM story_articles x JOIN stories xs ON xs.id = x.story_id WHERE x.article_id = a.id AND ${storyVisible('xs')})::int AS "storyCount"`)} AS article
                FROM story_articles sa JOIN articles a ON a.id = sa.article_id
               WHERE sa.story_id = s.id ORDER BY coalesce(a.published_at, sa.added_at) DESC, a.id DESC`)} AS articles`,
    `FROM stories s WHERE s.id = $2 AND ${storyVisible('s')}`,
  ),
);

// ── Articles and commentary: the viewer ($1) is a plain member ─────────────────────────────────

/** commentary.policy.ts visibleCommentarySql for a member, public items only (includePrivate=false). */
const commentaryVisible = (c: string, a: string) =>
  `((${c}.commentary_type = 'owner' AND (${c}.is_public OR ${a}.submitted_by = $1)) OR (${c}.commentary_type = 'regular' AND (${c}.is_public OR ${c}.author_id = $1))) AND ${c}.is_public`;

/** Net score of commentary `c`. */
const commentaryScore = (c: string) =>
  `(SELECT count(*) FILTER (WHERE v.vote = 'up') - count(*) FILTER (WHERE v.vote = 'down') FROM commentary_votes v WHERE v.commentary_id = ${c}.id)`;

/** fragment RestCommentary. */
const restCommentary = (c: string) => `${c}.id, ${c}.article_id AS "articleId", ${c}.key_vote_id AS "keyVoteId", ${c}.content, upper(${c}.commentary_type) AS "commentaryType", ${c}.is_public AS "isPublic",
  coalesce((SELECT ${displayName('m')} FROM members m WHERE m.id = ${c}.author_id), 'Anonymous') AS "displayName",
  ${c}.author_id = $1 AS "isOwn", ${iso(`${c}.created_at`)} AS "createdAt", ${iso(`${c}.updated_at`)} AS "updatedAt",
  (SELECT count(*) FROM commentary_votes v WHERE v.commentary_id = ${c}.id AND v.vote = 'up')::int AS "votesUp",
  (SELECT count(*) FROM commentary_votes v WHERE v.commentary_id = ${c}.id AND v.vote = 'down')::int AS "votesDown",
  ${commentaryScore(c)}::int AS score,
  (SELECT upper(v.vote) FROM commentary_votes v WHERE v.commentary_id = ${c}.id AND v.member_id = $1) AS "userVote"`;

/** The visible public commentary of article `a`, best score first, then newest. */
const commentaryByVotes = (a: string, columns: string) =>
  `SELECT ${columns} FROM commentaries c WHERE c.article_id = ${a}.id AND ${commentaryVisible('c', a)} ORDER BY ${commentaryScore('c')} DESC, c.created_at DESC, c.id`;

/** fragment RestArticleCard for a member. */
const restArticleCard = (a: string) => `${a}.id, ${a}.title, ${a}.url, ${a}.content, ${a}.image_url AS "imageUrl", ${a}.publication,
  ${iso(`${a}.published_at`)} AS "publishedAt", ${iso(`${a}.submitted_at`)} AS "submittedAt", ${a}.submitted_by AS "submittedBy",
  coalesce((SELECT ${displayName('m')} FROM members m WHERE m.id = ${a}.submitted_by), 'Anonymous') AS "submitterDisplayName", ${a}.tags,
  (SELECT count(*) FROM story_articles x JOIN stories xs ON xs.id = x.story_id WHERE x.article_id = ${a}.id AND ${storyVisible('xs')})::int AS "storyCount",
  (SELECT count(*) FROM article_votes v WHERE v.article_id = ${a}.id AND v.vote = 'up')::int AS upvotes,
  (SELECT count(*) FROM article_votes v WHERE v.article_id = ${a}.id AND v.vote = 'down')::int AS downvotes,
  (SELECT count(*) FILTER (WHERE v.vote = 'up') - count(*) FILTER (WHERE v.vote = 'down') FROM article_votes v WHERE v.article_id = ${a}.id)::int AS score,
  (SELECT upper(v.vote) FROM article_votes v WHERE v.article_id = ${a}.id AND v.member_id = $1) AS "userVote",
  (SELECT count(*) FROM commentaries c WHERE c.article_id = ${a}.id AND ${commentaryVisible('c', a)})::int AS "commentaryCount",
  (SELECT row_to_json(t) FROM (${commentaryByVotes(a, restCommentary('c'))} LIMIT 1) t) AS "topCommentary",
  ${object(`false AS edit, false AS delete, true AS vote, true AS comment, false AS "addStaffCommentary",
            ${a}.submitted_by IS NOT DISTINCT FROM $1 AS "addOwnerNote", ${a}.submitted_by IS NOT DISTINCT FROM $1 AS "seePrivateCommentary"`)} AS "viewerCan"`;

/** Query ArticleDetail ($2). */
export const ARTICLE_FLOOR = body('article', object(restArticleCard('a'), 'FROM articles a WHERE a.id = $2'));

/** Query Commentaries ($2, sortBy VOTES): the panel's list. */
export const COMMENTARIES_FLOOR = body('commentaries', `(SELECT ${array(commentaryByVotes('a', restCommentary('c')))} FROM articles a WHERE a.id = $2)`);

// ── The dashboard feed: the viewer ($1) is a plain member ───────────────────────────────────────

/** content.service.ts summaryOf, approximately: tags stripped, spaces collapsed, cut at 300 with an ellipsis. */
const summary = (text: string) => `(SELECT CASE WHEN p = '' THEN NULL WHEN char_length(p) > 300 THEN rtrim(left(p, 299)) || '…' ELSE p END
  FROM (SELECT btrim(regexp_replace(regexp_replace(coalesce(${text}, ''), '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')) AS p) t)`;

const likes = (type: string, id: string) => `(SELECT count(*) FROM content_likes l WHERE l.content_type = '${type}' AND l.content_id = ${id})::int`;
const hasLiked = (type: string, id: string) => `EXISTS (SELECT 1 FROM content_likes l WHERE l.content_type = '${type}' AND l.content_id = ${id} AND l.member_id = $1)`;
const author = (id: string) => `coalesce((SELECT ${displayName('m')} FROM members m WHERE m.id = ${id}), 'Anonymous')`;

/** An article of the feed: `a`, shown as added to `story` (uuid or NULL), ordered by `at` within its group (`priority`). */
const feedArticle = (story: string, priority: number, at: string) => `a.id, 'ARTICLE' AS type, a.title, ${summary('a.content')} AS summary, ${iso('a.submitted_at')} AS "createdAt",
  ${author('a.submitted_by')} AS "authorName", a.image_url AS "imageUrl", '/articles/' || a.id AS url, ${likes('article', 'a.id')} AS likes, ${hasLiked('article', 'a.id')} AS "hasLiked",
  NULL::text AS "staffCommentary", NULL::text AS "billNumber", NULL::int AS congress, NULL::text AS "voteDate", NULL::text AS outcome,
  NULL::text AS "organizationPosition", ${story} AS story_id, ${priority} AS priority, ${at} AS at`;

/**
 * Query RecentContent (limit 10): articles added to a story the member follows since their last
 * visit first (with that story), then the newest articles, key votes, stories and public
 * commentary, merged.
 */
export const FEED_FLOOR = body(
  'recentContent',
  array(`WITH followed_new AS (
           SELECT DISTINCT ON (sa.article_id) sa.article_id AS id, sa.added_at, sa.story_id
             FROM story_articles sa JOIN story_follows f ON f.story_id = sa.story_id AND f.member_id = $1 JOIN stories fs ON fs.id = sa.story_id
            WHERE sa.added_at > f.last_visited_at AND ${storyVisible('fs')}
            ORDER BY sa.article_id, sa.added_at DESC)
         SELECT id, type, title, summary, "createdAt", "authorName", "imageUrl", url, likes, "hasLiked", "staffCommentary",
                "billNumber", congress, "voteDate", outcome, "organizationPosition",
                ${object('fs.id, fs.title', 'FROM stories fs WHERE fs.id = x.story_id')} AS "followedStory"
           FROM (
             (SELECT ${feedArticle('n.story_id', 1, 'n.added_at')} FROM followed_new n JOIN articles a ON a.id = n.id ORDER BY n.added_at DESC, n.id LIMIT 10)
             UNION ALL
             (SELECT ${feedArticle('NULL::uuid', 0, 'a.submitted_at')} FROM articles a WHERE a.id NOT IN (SELECT id FROM followed_new) ORDER BY a.submitted_at DESC, a.id LIMIT 10)
             UNION ALL
             (SELECT k.id, 'KEY_VOTE', k.title, ${summary('k.description')}, ${iso('k.created_at')}, ${author('k.created_by')}, NULL, '/key-votes/' || k.id,
                     ${likes('key_vote', 'k.id')}, ${hasLiked('key_vote', 'k.id')}, NULL, k.bill_id, k.congress_number, k.vote_date::text, k.outcome,
                     upper(k.organization_position), NULL, 0, k.created_at
                FROM key_votes k ORDER BY k.created_at DESC, k.id LIMIT 10)
             UNION ALL
             (SELECT s.id, 'STORY', s.title, ${summary('s.description')}, ${iso('s.created_at')}, ${author('s.created_by')}, NULL, '/stories/' || s.id,
                     ${likes('story', 's.id')}, ${hasLiked('story', 's.id')}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, s.created_at
                FROM stories s WHERE ${storyVisible('s')} ORDER BY s.created_at DESC, s.id LIMIT 10)
             UNION ALL
             (SELECT c.id, 'COMMENTARY', 'On: ' || ca.title, ${summary('c.content')}, ${iso('c.created_at')}, ${author('c.author_id')}, ca.image_url, '/articles/' || ca.id,
                     ${likes('commentary', 'c.id')}, ${hasLiked('commentary', 'c.id')}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, c.created_at
                FROM commentaries c JOIN articles ca ON ca.id = c.article_id
               WHERE ${commentaryVisible('c', 'ca')} ORDER BY c.created_at DESC, c.id LIMIT 10)
           ) x ORDER BY priority DESC, at DESC, id LIMIT 10`),
);

// ── Key votes: the viewer ($1) is a plain member ────────────────────────────────────────────────

/** Query KeyVotes (limit 10): newest vote date first, with likes and per-roll-call tallies. */
export const KEY_VOTES_FLOOR = body(
  'keyVotes',
  array(`SELECT k.id, k.title, k.description, k.bill_id AS "billId", k.congress_number AS "congressNumber", k.vote_date::text AS "voteDate",
                upper(k.organization_position) AS "organizationPosition", k.outcome, ${likes('key_vote', 'k.id')} AS likes, ${hasLiked('key_vote', 'k.id')} AS "hasLiked",
                ${iso('k.created_at')} AS "createdAt", ${iso('k.updated_at')} AS "updatedAt", ${object('false AS edit, false AS delete')} AS "viewerCan",
                ${array(`SELECT rc.id AS "rollCallId", rc.vote_id AS "voteId", CASE rc.chamber WHEN 'h' THEN 'HOUSE' WHEN 's' THEN 'SENATE' ELSE upper(rc.chamber) END AS chamber, ${iso('rc.date')} AS date, rc.question, rc.result,
                                count(*) FILTER (WHERE lv.position = 'YEA')::int AS yea, count(*) FILTER (WHERE lv.position = 'NAY')::int AS nay,
                                count(*) FILTER (WHERE lv.position = 'PRESENT')::int AS present, count(*) FILTER (WHERE lv.position = 'NOT_VOTING')::int AS "notVoting",
                                max(lv.position) FILTER (WHERE lv.voter_id = 'VP') AS "vicePresident"
                           FROM key_vote_roll_calls kr JOIN roll_calls rc ON rc.id = kr.roll_call_id LEFT JOIN legislator_votes lv ON lv.roll_call_id = rc.id
                          WHERE kr.key_vote_id = k.id GROUP BY rc.id ORDER BY rc.date`)} AS tallies
           FROM key_votes k ORDER BY k.vote_date DESC NULLS LAST, k.created_at DESC, k.id LIMIT 10`),
);

// ── The staff dashboard: the viewer is staff (no parameters) ───────────────────────────────────

const term = `t.id, upper(t.type) AS type, t.state, t.district, t.party, t.caucus, t.start_date::text AS "startDate", t.end_date::text AS "endDate",
  t.office, t.phone, t.url, t.address, t.contact_form AS "contactForm", t.senate_class AS "senateClass", upper(t.state_rank) AS "stateRank"`;

const content = (c: string) => `${c}.id, ${c}.legislator_id AS "legislatorId", ${c}.title, ${c}.content, upper(${c}.content_type) AS "contentType",
  ${c}.is_staff AS "isStaff", ${c}.is_public AS "isPublic", CASE WHEN ${c}.content_type = 'staff_commentary' THEN ${c}.content END AS "staffCommentary",
  ${iso(`${c}.created_at`)} AS "createdAt", ${iso(`${c}.updated_at`)} AS "updatedAt"`;

/** Query Legislators (rest/operations/legislator.graphql): every current legislator with current term, seats and staff commentary. */
export const LEGISLATORS_FLOOR = body(
  'legislators',
  array(`SELECT l.id, l.bioguide_id AS "bioguideId", l.lis_id AS "lisId", l.first_name AS "firstName", l.middle_name AS "middleName", l.last_name AS "lastName",
                l.suffix, l.nickname, l.official_full AS "officialFull",
                concat_ws(' ', l.first_name, l.middle_name, l.last_name) || coalesce(', ' || l.suffix, '') AS "fullName",
                l.gender, l.birthday::text AS birthday, l.state, t.district,
                CASE WHEN t.type = 'sen' THEN 'Senator' WHEN t.state = 'PR' THEN 'Resident Commissioner'
                     WHEN t.state IN ('DC', 'GU', 'VI', 'AS', 'MP') THEN 'Delegate' WHEN t.id IS NOT NULL THEN 'Representative' END AS role,
                l.current_party AS "currentParty", l.photo_url AS "photoUrl", l.leadership_role AS "leadershipRole", l.in_office AS "inOffice",
                CASE WHEN t.id IS NULL THEN NULL ELSE ${object(term)} END AS "currentTerm",
                ${array(`SELECT m.id, coalesce(p.name, c.name) AS name, CASE WHEN p.id IS NULL THEN NULL ELSE c.name END AS subcommittee, m.title, m.rank,
                                upper(m.party_side) AS "partySide", ${object('c.thomas_id AS "thomasId", c.type')} AS committee
                           FROM committee_memberships m JOIN committees c ON c.id = m.committee_id LEFT JOIN committees p ON p.id = c.parent_id
                          WHERE m.legislator_id = l.id ORDER BY coalesce(p.name, c.name), c.parent_id IS NOT NULL, c.name`)} AS committees,
                (SELECT row_to_json(x) FROM (SELECT ${content('lc')} FROM legislator_content lc
                  WHERE lc.legislator_id = l.id AND lc.content_type = 'staff_commentary' ORDER BY lc.updated_at DESC, lc.id LIMIT 1) x) AS "staffCommentary",
                EXISTS (SELECT 1 FROM legislator_content lc WHERE lc.legislator_id = l.id AND lc.content_type = 'staff_commentary') AS "hasStaffCommentary"
           FROM legislators l
           LEFT JOIN LATERAL (SELECT * FROM legislator_terms t WHERE t.legislator_id = l.id ORDER BY t.start_date DESC, t.type LIMIT 1) t ON true
          WHERE l.in_office ORDER BY l.last_name, l.first_name, l.bioguide_id`),
);
