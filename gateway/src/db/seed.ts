import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '../auth/roles.js';

/**
 * A small, realistic demo data set so a fresh portal is not empty (issue 2, item 8): four members,
 * one per role; four stories; eight articles on real 119th-Congress bills and a privacy report;
 * commentary of every kind; a few votes; six real legislators with terms and committees (copied
 * from unitedstates/congress-legislators, see data/README.md); three key votes; one staff commentary.
 *
 * Idempotent: every row has a fixed key, every insert is ON CONFLICT DO NOTHING, and the whole seed
 * is one transaction behind an advisory lock. Once the demo members exist the seed does nothing,
 * so demo rows that someone deleted on purpose are not brought back on the next start.
 * No network access: every value is a literal here.
 */

type Row = Record<string, unknown>;

/** The demo accounts. Their ids are the auth user ids a later issue gives passwords to. */
export const DEMO_MEMBERS = {
  member: { id: 'd0000000-0000-4000-8000-000000000001', email: 'member@demo.local', username: 'alex_rivera', role: Role.USER },
  staff: { id: 'd0000000-0000-4000-8000-000000000002', email: 'staff@demo.local', username: 'sam_okafor', role: Role.STAFF },
  admin: { id: 'd0000000-0000-4000-8000-000000000003', email: 'admin@demo.local', username: 'priya_nair', role: Role.ADMIN },
  superAdmin: { id: 'd0000000-0000-4000-8000-000000000004', email: 'super@demo.local', username: 'morgan_lee', role: Role.SUPER_ADMIN },
} as const;

/** Story card images the seed references; the client ships them under client/public/images/. */
export const DEMO_STORY_IMAGE_FILES = ['story-1.svg', 'story-2.svg', 'story-3.svg', 'story-4.svg'] as const;
const image = (file: (typeof DEMO_STORY_IMAGE_FILES)[number]) => `/images/${file}`;

const M = DEMO_MEMBERS;
const id = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_STORY_IDS = {
  reconciliation: id('d1', 1),
  lakenRiley: id('d1', 2),
  epsteinFiles: id('d1', 3),
  privacy: id('d1', 4),
} as const;
const S = DEMO_STORY_IDS;
const A = (n: number) => id('d2', n);
const C = (n: number) => id('d3', n);
const L = (n: number) => id('d4', n);
const T = (n: number) => id('d5', n);
const CM = (n: number) => id('d6', n);
const MS = (n: number) => id('d7', n);
const KV = (n: number) => id('d8', n);
const LC = (n: number) => id('d9', n);
const IMG = (n: number) => id('da', n);
const P = (n: number) => id('db', n);
const INV = (n: number) => id('dc', n);
const JR = (n: number) => id('dd', n);
const SC = (n: number) => id('de', n);

export async function seedDemoData(ds: DataSource): Promise<{ seeded: boolean }> {
  return ds.transaction(async (em) => {
    // Two processes starting at once must not both seed.
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('member-portal:demo-seed'))`);
    const present = await em.query(`SELECT 1 FROM members WHERE id = ANY($1::uuid[]) LIMIT 1`, [
      Object.values(M).map((m) => m.id),
    ]);
    if (present.length > 0) return { seeded: false };

    let inserted = 0;
    const insert = async (table: string, rows: Row[]) => {
      inserted += await insertRows(em, table, rows);
    };

    await insert('members', members());
    await insert('member_roles', memberRoles());
    await insert('articles', articles());
    await insert('stories', stories());
    await insert('story_articles', storyArticles());
    await insert('story_images', storyImages());
    await insert('story_collaborators', collaborators());
    await insert('story_follows', follows());
    await insert('story_invites', invites());
    await insert('story_join_requests', joinRequests());
    await insert('proposals', proposals());
    await insert('proposal_votes', proposalVotes());
    await insert('story_changes', storyChanges());
    await insert('commentaries', commentaries());
    await insert('commentary_votes', commentaryVotes());
    await insert('article_votes', articleVotes());
    await insert('key_votes', keyVotes());
    await insert('content_likes', contentLikes());

    // Legislators and committees may already have been imported with other ids: insert what is
    // missing, then look the ids up by their natural keys.
    await insert('legislators', LEGISLATORS.map(({ terms: _terms, ...row }) => row));
    const legislatorIds = await idsBy(em, 'legislators', 'bioguide_id', LEGISLATORS.map((l) => l.bioguide_id));
    await insert(
      'legislator_terms',
      LEGISLATORS.flatMap((l) => l.terms.map((t) => ({ ...t, legislator_id: legislatorIds.get(l.bioguide_id) }))),
    );
    for (const c of COMMITTEES) {
      const parentIds = await idsBy(em, 'committees', 'thomas_id', c.parent ? [c.parent] : []);
      const { parent, ...row } = c;
      await insert('committees', [{ ...row, parent_id: parent ? parentIds.get(parent) : null }]);
    }
    const committeeIds = await idsBy(em, 'committees', 'thomas_id', COMMITTEES.map((c) => c.thomas_id));
    await insert(
      'committee_memberships',
      MEMBERSHIPS.map(({ committee, bioguide, ...row }) => ({
        ...row,
        committee_id: committeeIds.get(committee),
        legislator_id: legislatorIds.get(bioguide),
      })),
    );
    await insert('legislator_content', [
      {
        id: LC(1),
        legislator_id: legislatorIds.get('K000367'),
        author_id: M.staff.id,
        title: 'Privacy subcommittee: likely partner on data-broker limits',
        content:
          'Ranking Member of the Judiciary Subcommittee on Privacy, Technology, and the Law. Her office has ' +
          'been receptive to limits on data brokers and to transparency rules for recommendation systems. ' +
          'Worth briefing her staff before the subcommittee marks up any privacy bill; contact through the ' +
          'Judiciary Committee minority staff.',
        content_type: 'staff_commentary',
        is_staff: true,
        is_public: true,
        created_at: '2025-09-24T14:00:00Z',
        updated_at: '2025-10-02T09:30:00Z',
      },
    ]);

    return { seeded: inserted > 0 };
  });
}

/** One multi-row INSERT … ON CONFLICT DO NOTHING; returns how many rows were new. */
async function insertRows(em: EntityManager, table: string, rows: Row[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || keys.some((k) => !columns.includes(k))) {
      throw new Error(`seed: rows for ${table} do not all have the same columns`);
    }
    return `(${columns.map((c) => (params.push(row[c] ?? null), `$${params.length}`)).join(', ')})`;
  });
  const sql =
    `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')} ` +
    `ON CONFLICT DO NOTHING RETURNING 1`;
  const result: unknown[] = await em.query(sql, params);
  return result.length;
}

async function idsBy(em: EntityManager, table: string, key: string, values: string[]): Promise<Map<string, string>> {
  if (values.length === 0) return new Map();
  const rows: { id: string; key: string }[] = await em.query(
    `SELECT id, "${key}" AS key FROM "${table}" WHERE "${key}" = ANY($1::text[])`,
    [values],
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

// ── Members ──────────────────────────────────────────────────────────────────────────────────

function members(): Row[] {
  const created = ['2025-01-06T15:00:00Z', '2024-11-12T15:00:00Z', '2024-10-01T15:00:00Z', '2024-09-16T15:00:00Z'];
  return Object.values(M).map((m, i) => ({
    id: m.id,
    email: m.email,
    username: m.username,
    show_real_name: m.role !== Role.USER,
    created_at: created[i],
    updated_at: created[i],
  }));
}

/** USER is implicit for every member (as in the gateway's role lookup): only higher roles get a row. */
function memberRoles(): Row[] {
  return Object.values(M).filter((m) => m.role !== Role.USER).map((m) => ({
    member_id: m.id,
    role: m.role,
    granted_by: m.role === Role.SUPER_ADMIN ? null : M.superAdmin.id,
    granted_at: '2025-01-06T16:00:00Z',
  }));
}

// ── Articles (official sources; URLs are stored only, never fetched by the seed) ──────────────

function articles(): Row[] {
  const a = (
    n: number,
    submitter: string,
    url: string,
    title: string,
    publication: string,
    publishedAt: string,
    tags: string[],
    content: string,
  ): Row => ({
    id: A(n),
    url,
    canonical_url: url,
    title,
    content,
    image_url: null,
    publication,
    published_at: publishedAt,
    submitted_by: submitter,
    submitted_at: publishedAt,
    tags,
    updated_at: publishedAt,
  });
  return [
    a(1, M.staff.id, 'https://www.congress.gov/bill/119th-congress/house-bill/1',
      'H.R. 1 — One Big Beautiful Bill Act: text, actions and cosponsors', 'Congress.gov', '2025-05-20T14:00:00Z',
      ['budget', 'taxes', 'reconciliation'],
      '<p>The budget reconciliation bill extends the 2017 individual tax cuts, changes Medicaid and SNAP ' +
        'eligibility rules, and raises the debt limit. The page tracks the bill text, every action in both ' +
        'chambers and the committee reports.</p>'),
    a(2, M.staff.id, 'https://clerk.house.gov/Votes/2025145',
      'Roll Call 145: House passes H.R. 1, 215–214', 'Office of the Clerk, U.S. House of Representatives',
      '2025-05-22T11:00:00Z', ['budget', 'house vote'],
      '<p>On passage of H.R. 1 the House voted 215 to 214, with one member voting present and two not ' +
        'voting. The bill goes to the Senate.</p>'),
    a(3, M.staff.id, 'https://www.senate.gov/legislative/LIS/roll_call_votes/vote1191/vote_119_1_00372.htm',
      'Senate Roll Call 372: H.R. 1 passes 51–50 with the Vice President breaking the tie', 'U.S. Senate',
      '2025-07-01T16:00:00Z', ['budget', 'senate vote'],
      '<p>The Senate passed H.R. 1 as amended on a 50–50 vote, with the Vice President voting yea. ' +
        'The amended bill returns to the House.</p>'),
    a(4, M.staff.id, 'https://www.congress.gov/bill/119th-congress/senate-bill/5',
      'S. 5 — Laken Riley Act: bill summary and status', 'Congress.gov', '2025-01-06T15:00:00Z',
      ['immigration', 'detention'],
      '<p>The bill requires federal immigration authorities to detain non-citizens who are charged with ' +
        'or arrested for theft, burglary and related offences, and lets states sue the federal government ' +
        'over certain immigration decisions.</p>'),
    a(5, M.staff.id, 'https://clerk.house.gov/Votes/202523',
      'Roll Call 23: House passes the Laken Riley Act, 263–156', 'Office of the Clerk, U.S. House of Representatives',
      '2025-01-22T22:00:00Z', ['immigration', 'house vote'],
      '<p>The House passed S. 5 by 263 to 156, with 46 Democrats joining all voting Republicans. ' +
        'The bill goes to the President.</p>'),
    a(6, M.admin.id, 'https://www.congress.gov/bill/119th-congress/house-bill/4405',
      'H.R. 4405 — Epstein Files Transparency Act: bill text and status', 'Congress.gov', '2025-07-15T15:00:00Z',
      ['transparency', 'justice department'],
      '<p>The bill directs the Attorney General to publish, in a searchable form, the unclassified records ' +
        'the Justice Department holds on the investigation and prosecution of Jeffrey Epstein, with limited ' +
        'exceptions for victims\u2019 privacy.</p>'),
    a(7, M.admin.id, 'https://clerk.house.gov/Votes/2025289',
      'Roll Call 289: House passes the Epstein Files Transparency Act, 427–1',
      'Office of the Clerk, U.S. House of Representatives', '2025-11-18T20:00:00Z', ['transparency', 'house vote'],
      '<p>Under suspension of the rules, which needs two thirds, the House passed H.R. 4405 by 427 to 1.</p>'),
    a(8, M.admin.id,
      'https://www.ftc.gov/news-events/news/press-releases/2024/09/ftc-staff-report-finds-large-social-media-video-streaming-companies-have-engaged-vast-surveillance',
      'FTC staff report finds large social media and video streaming companies have engaged in vast surveillance of users',
      'Federal Trade Commission', '2024-09-19T14:00:00Z', ['privacy', 'technology', 'data brokers'],
      '<p>A staff report on nine companies describes how much data social media and streaming services ' +
        'collect about users and non-users, how long they keep it, and how little control people have over it.</p>'),
  ];
}

// ── Stories ──────────────────────────────────────────────────────────────────────────────────

function stories(): Row[] {
  return [
    {
      id: S.reconciliation,
      title: 'The reconciliation bill, from House floor to law',
      description:
        'How H.R. 1 moved through both chambers in 2025: the one-vote House margin in May, the tie broken ' +
        'by the Vice President in the Senate, and the final House vote on the Senate amendment.',
      created_by: M.staff.id,
      is_global: true,
      is_featured: true,
      open_to_join: false,
      requires_approval: true,
      tags: ['budget', 'taxes', 'medicaid'],
      created_at: '2025-05-20T15:00:00Z',
      updated_at: '2025-07-04T15:00:00Z',
    },
    {
      id: S.lakenRiley,
      title: 'Immigration detention after the Laken Riley Act',
      description:
        'The first bill of the 119th Congress to become law: what it requires of federal immigration ' +
        'authorities and how each chamber voted. Open to staff who follow immigration enforcement.',
      created_by: M.staff.id,
      is_global: true,
      is_featured: false,
      open_to_join: true,
      requires_approval: true,
      tags: ['immigration', 'enforcement'],
      created_at: '2025-01-06T16:00:00Z',
      updated_at: '2025-01-23T10:00:00Z',
    },
    {
      id: S.epsteinFiles,
      title: 'The Epstein files: a bipartisan push for disclosure',
      description:
        'A discharge petition, a 427–1 House vote and a deadline for the Justice Department: the path of ' +
        'H.R. 4405 and what the law asks to be published.',
      created_by: M.admin.id,
      is_global: true,
      is_featured: true,
      open_to_join: false,
      requires_approval: true,
      tags: ['transparency', 'oversight'],
      created_at: '2025-07-16T14:00:00Z',
      updated_at: '2025-11-19T14:00:00Z',
    },
    {
      id: S.privacy,
      title: 'Working notes: commercial surveillance and data brokers',
      description: 'Background reading for our privacy briefing. Private to the policy team for now.',
      created_by: M.superAdmin.id,
      is_global: false,
      is_featured: false,
      open_to_join: false,
      requires_approval: true,
      tags: ['privacy', 'technology'],
      created_at: '2025-09-22T13:00:00Z',
      updated_at: '2025-09-22T13:00:00Z',
    },
  ];
}

function storyArticles(): Row[] {
  const link = (story: string, article: number, addedAt: string, note: string | null, by: string): Row => ({
    story_id: story,
    article_id: A(article),
    added_at: addedAt,
    custom_note: note,
    added_by: by,
  });
  return [
    link(S.reconciliation, 1, '2025-05-20T15:05:00Z', 'Start here: the bill as introduced and every action since.', M.staff.id),
    link(S.reconciliation, 2, '2025-05-22T12:00:00Z', 'Passed by a single vote.', M.staff.id),
    link(S.reconciliation, 3, '2025-07-01T17:00:00Z', null, M.admin.id),
    link(S.lakenRiley, 4, '2025-01-06T16:05:00Z', null, M.staff.id),
    link(S.lakenRiley, 5, '2025-01-23T10:00:00Z', '46 Democrats voted yes.', M.staff.id),
    link(S.epsteinFiles, 6, '2025-07-16T14:05:00Z', null, M.admin.id),
    link(S.epsteinFiles, 7, '2025-11-18T21:00:00Z', 'Near-unanimous after the discharge petition.', M.admin.id),
    link(S.privacy, 8, '2025-09-22T13:05:00Z', 'The baseline report for the briefing.', M.superAdmin.id),
  ];
}

function storyImages(): Row[] {
  return [
    { id: IMG(1), story_id: S.reconciliation, url: image('story-1.svg'), position: 0, created_at: '2025-05-20T15:00:00Z' },
    { id: IMG(2), story_id: S.reconciliation, url: image('story-2.svg'), position: 1, created_at: '2025-05-20T15:00:00Z' },
    { id: IMG(3), story_id: S.lakenRiley, url: image('story-3.svg'), position: 0, created_at: '2025-01-06T16:00:00Z' },
    { id: IMG(4), story_id: S.epsteinFiles, url: image('story-4.svg'), position: 0, created_at: '2025-07-16T14:00:00Z' },
  ];
}

/** Owners also appear as collaborators with role 'owner' (stories.created_by stays the authority). */
function collaborators(): Row[] {
  const c = (story: string, member: string, role: string, at: string): Row => ({
    story_id: story,
    member_id: member,
    role,
    created_at: at,
  });
  return [
    c(S.reconciliation, M.staff.id, 'owner', '2025-05-20T15:00:00Z'),
    c(S.reconciliation, M.admin.id, 'editor', '2025-05-21T09:00:00Z'),
    c(S.lakenRiley, M.staff.id, 'owner', '2025-01-06T16:00:00Z'),
    c(S.lakenRiley, M.admin.id, 'contributor', '2025-01-10T09:00:00Z'),
    c(S.epsteinFiles, M.admin.id, 'owner', '2025-07-16T14:00:00Z'),
    c(S.epsteinFiles, M.staff.id, 'viewer', '2025-07-17T09:00:00Z'),
    c(S.privacy, M.superAdmin.id, 'owner', '2025-09-22T13:00:00Z'),
  ];
}

function follows(): Row[] {
  return [
    { story_id: S.reconciliation, member_id: M.member.id, created_at: '2025-05-23T18:00:00Z' },
    { story_id: S.epsteinFiles, member_id: M.member.id, created_at: '2025-11-18T22:00:00Z' },
    { story_id: S.lakenRiley, member_id: M.superAdmin.id, created_at: '2025-01-22T23:00:00Z' },
  ];
}

function invites(): Row[] {
  // Relative to the seeding time so the demo invite is still open when someone looks at it.
  const now = Date.now();
  return [
    {
      id: INV(1),
      story_id: S.privacy,
      invitee_email: M.staff.email,
      role: 'editor',
      status: 'pending',
      invited_by: M.superAdmin.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 30 * 24 * 3600 * 1000).toISOString(),
      responded_at: null,
    },
  ];
}

function joinRequests(): Row[] {
  return [
    {
      id: JR(1),
      story_id: S.lakenRiley,
      requester_id: M.superAdmin.id,
      message: 'I track the detention funding side of this and can add the appropriations pieces.',
      status: 'pending',
      created_at: '2025-02-03T15:00:00Z',
      decided_by: null,
      decided_at: null,
    },
  ];
}

function proposals(): Row[] {
  return [
    {
      id: P(1),
      story_id: S.reconciliation,
      proposer_id: M.admin.id,
      title: 'H.R. 1: the 2025 reconciliation bill, from House floor to law',
      description: null,
      status: 'pending',
      created_at: '2025-07-05T14:00:00Z',
      decided_at: null,
    },
    {
      id: P(2),
      story_id: S.epsteinFiles,
      proposer_id: M.staff.id,
      title: null,
      description:
        'A discharge petition, a 427–1 House vote and a deadline for the Justice Department: the path of ' +
        'H.R. 4405 and what the law asks to be published.',
      status: 'approved',
      created_at: '2025-11-19T10:00:00Z',
      decided_at: '2025-11-19T14:00:00Z',
    },
  ];
}

function proposalVotes(): Row[] {
  return [
    { proposal_id: P(1), member_id: M.member.id, vote: 'up', created_at: '2025-07-05T18:00:00Z' },
    { proposal_id: P(1), member_id: M.superAdmin.id, vote: 'down', created_at: '2025-07-06T09:00:00Z' },
    { proposal_id: P(2), member_id: M.admin.id, vote: 'up', created_at: '2025-11-19T12:00:00Z' },
  ];
}

function storyChanges(): Row[] {
  return [
    {
      id: SC(1),
      story_id: S.epsteinFiles,
      actor_id: M.admin.id,
      field: 'description',
      before: 'Tracking H.R. 4405 and the push to publish the Justice Department\u2019s Epstein records.',
      after:
        'A discharge petition, a 427–1 House vote and a deadline for the Justice Department: the path of ' +
        'H.R. 4405 and what the law asks to be published.',
      proposal_id: P(2),
      created_at: '2025-11-19T14:00:00Z',
    },
  ];
}

// ── Commentary, votes, likes ─────────────────────────────────────────────────────────────────

function commentaries(): Row[] {
  const c = (n: number, article: number, author: string, type: string, isPublic: boolean, at: string, content: string): Row => ({
    id: C(n),
    article_id: A(article),
    author_id: author,
    content,
    commentary_type: type,
    is_public: isPublic,
    created_at: at,
    updated_at: at,
  });
  return [
    c(1, 2, M.member.id, 'regular', true, '2025-05-22T18:30:00Z',
      'One vote. A good reminder of how much a single seat, and a single call to a district office, can matter.'),
    c(2, 2, M.superAdmin.id, 'regular', true, '2025-05-23T08:10:00Z',
      'The present vote and the two absences decided this as much as the yeas did.'),
    c(3, 5, M.member.id, 'regular', true, '2025-01-23T12:00:00Z',
      'Good to see the full roll call here. Our state delegation split on this one.'),
    c(4, 1, M.admin.id, 'staff', true, '2025-05-21T10:00:00Z',
      'Staff note: our position is oppose. Members asking about the Medicaid work requirements can be pointed to the section-by-section.'),
    c(5, 7, M.staff.id, 'staff', false, '2025-11-18T21:30:00Z',
      'Internal: hold the statement until the Senate acts; the unanimous-consent request is expected tomorrow.'),
    c(6, 1, M.staff.id, 'owner', false, '2025-05-20T15:10:00Z',
      'Private note: update this entry when the Senate parliamentarian rulings come out.'),
    c(7, 4, M.staff.id, 'owner', true, '2025-01-06T16:10:00Z',
      'Submitted as background for the detention-capacity briefing; the bill summary is the quickest read.'),
    c(8, 8, M.admin.id, 'owner', true, '2025-09-22T13:20:00Z',
      'The findings on data retention are the part most relevant to our state-level work.'),
  ];
}

function commentaryVotes(): Row[] {
  return [
    { commentary_id: C(1), member_id: M.staff.id, vote: 'up', created_at: '2025-05-22T19:00:00Z' },
    { commentary_id: C(1), member_id: M.superAdmin.id, vote: 'up', created_at: '2025-05-23T08:00:00Z' },
    { commentary_id: C(2), member_id: M.member.id, vote: 'down', created_at: '2025-05-23T09:00:00Z' },
    { commentary_id: C(3), member_id: M.admin.id, vote: 'up', created_at: '2025-01-23T13:00:00Z' },
  ];
}

function articleVotes(): Row[] {
  return [
    { article_id: A(1), member_id: M.member.id, vote: 'up', created_at: '2025-05-21T12:00:00Z' },
    { article_id: A(1), member_id: M.admin.id, vote: 'up', created_at: '2025-05-21T12:30:00Z' },
    { article_id: A(2), member_id: M.member.id, vote: 'up', created_at: '2025-05-22T18:00:00Z' },
    { article_id: A(2), member_id: M.superAdmin.id, vote: 'down', created_at: '2025-05-23T08:00:00Z' },
    { article_id: A(7), member_id: M.member.id, vote: 'up', created_at: '2025-11-18T22:00:00Z' },
    { article_id: A(5), member_id: M.staff.id, vote: 'up', created_at: '2025-01-23T11:00:00Z' },
  ];
}

function contentLikes(): Row[] {
  return [
    { content_type: 'story', content_id: S.reconciliation, member_id: M.member.id, created_at: '2025-05-23T18:05:00Z' },
    { content_type: 'key_vote', content_id: KV(3), member_id: M.member.id, created_at: '2025-11-19T09:00:00Z' },
    { content_type: 'article', content_id: A(7), member_id: M.admin.id, created_at: '2025-11-18T22:30:00Z' },
  ];
}

// ── Key votes (real 119th-Congress bills, data/votes/unitedstates-congress) ────────────────────

function keyVotes(): Row[] {
  return [
    {
      id: KV(1),
      title: 'One Big Beautiful Bill Act',
      description:
        'Budget reconciliation: extends the 2017 tax cuts, adds Medicaid work requirements and SNAP cost ' +
        'sharing, and raises the debt limit. Final House vote on the Senate amendment, 218–214.',
      bill_id: 'H.R. 1',
      congress_number: 119,
      vote_date: '2025-07-03',
      organization_position: 'oppose',
      outcome: 'Signed into law',
      created_by: M.staff.id,
      created_at: '2025-07-03T20:00:00Z',
      updated_at: '2025-07-04T20:00:00Z',
    },
    {
      id: KV(2),
      title: 'Laken Riley Act',
      description:
        'Requires detention of non-citizens charged with or arrested for theft and related offences and ' +
        'lets states sue over certain immigration decisions. Passed the House 263–156.',
      bill_id: 'S. 5',
      congress_number: 119,
      vote_date: '2025-01-22',
      organization_position: 'other',
      outcome: 'Signed into law',
      created_by: M.staff.id,
      created_at: '2025-01-22T23:00:00Z',
      updated_at: '2025-01-29T20:00:00Z',
    },
    {
      id: KV(3),
      title: 'Epstein Files Transparency Act',
      description:
        'Directs the Attorney General to publish the Justice Department\u2019s unclassified Epstein records. ' +
        'Passed the House 427–1 under suspension of the rules.',
      bill_id: 'H.R. 4405',
      congress_number: 119,
      vote_date: '2025-11-18',
      organization_position: 'support',
      outcome: 'Signed into law',
      created_by: M.admin.id,
      created_at: '2025-11-18T21:00:00Z',
      updated_at: '2025-11-19T21:00:00Z',
    },
  ];
}

// ── Legislators (unitedstates/congress-legislators, legislators-current.yaml) ─────────────────

const photo = (bioguide: string) => `https://theunitedstates.io/images/congress/225x275/${bioguide}.jpg`;

interface SeedLegislator extends Row {
  bioguide_id: string;
  terms: Row[];
}

function legislator(
  n: number,
  ids: { bioguide: string; lis: string | null; govtrack: number },
  name: { first: string; middle?: string; last: string; nickname?: string; official_full: string },
  bio: { gender: string; birthday: string },
  state: string,
  party: string,
  leadership: string | null,
  terms: Row[],
): SeedLegislator {
  return {
    id: L(n),
    bioguide_id: ids.bioguide,
    lis_id: ids.lis,
    govtrack_id: ids.govtrack,
    first_name: name.first,
    middle_name: name.middle ?? null,
    last_name: name.last,
    suffix: null,
    nickname: name.nickname ?? null,
    official_full: name.official_full,
    gender: bio.gender,
    birthday: bio.birthday,
    state,
    current_party: party,
    photo_url: photo(ids.bioguide),
    leadership_role: leadership,
    in_office: true,
    terms,
  };
}

function term(n: number, t: Partial<Row> & { type: 'rep' | 'sen'; state: string; start_date: string; end_date: string; party: string }): Row {
  return {
    id: T(n),
    district: null,
    caucus: null,
    office: null,
    phone: null,
    url: null,
    address: null,
    contact_form: null,
    senate_class: null,
    state_rank: null,
    ...t,
  };
}

const LEGISLATORS: SeedLegislator[] = [
  legislator(1, { bioguide: 'G000386', lis: 'S153', govtrack: 300048 },
    { first: 'Charles', middle: 'E.', last: 'Grassley', nickname: 'Chuck', official_full: 'Chuck Grassley' },
    { gender: 'M', birthday: '1933-09-17' }, 'IA', 'Republican', 'President Pro Tempore of the Senate', [
      term(1, {
        type: 'sen', state: 'IA', party: 'Republican', start_date: '2023-01-03', end_date: '2029-01-03',
        senate_class: 3, state_rank: 'senior', url: 'https://www.grassley.senate.gov',
        contact_form: 'https://www.grassley.senate.gov/contact', office: '135 Hart Senate Office Building',
        address: '135 Hart Senate Office Building Washington DC 20510', phone: '202-224-3744',
      }),
    ]),
  legislator(2, { bioguide: 'K000367', lis: 'S311', govtrack: 412242 },
    { first: 'Amy', middle: 'Jean', last: 'Klobuchar', official_full: 'Amy Klobuchar' },
    { gender: 'F', birthday: '1960-05-25' }, 'MN', 'Democrat', 'Senate Democratic Steering Committee Chair', [
      term(2, {
        type: 'sen', state: 'MN', party: 'Democrat', start_date: '2019-01-03', end_date: '2025-01-03',
        senate_class: 1, state_rank: 'senior', url: 'https://www.klobuchar.senate.gov',
        contact_form: 'https://www.klobuchar.senate.gov/public/index.cfm/contact',
        office: '425 Dirksen Senate Office Building',
        address: '425 Dirksen Senate Office Building Washington DC 20510', phone: '202-224-3244',
      }),
      term(3, {
        type: 'sen', state: 'MN', party: 'Democrat', start_date: '2025-01-03', end_date: '2031-01-03',
        senate_class: 1, state_rank: 'senior', url: 'https://www.klobuchar.senate.gov',
        contact_form: 'https://www.klobuchar.senate.gov/public/index.cfm/contact',
        office: '425 Dirksen Senate Office Building',
        address: '425 Dirksen Senate Office Building Washington DC 20510', phone: '202-224-3244',
      }),
    ]),
  legislator(3, { bioguide: 'S000033', lis: 'S313', govtrack: 400357 },
    { first: 'Bernard', last: 'Sanders', nickname: 'Bernie', official_full: 'Bernard Sanders' },
    { gender: 'M', birthday: '1941-09-08' }, 'VT', 'Independent', 'Senate Democratic Outreach Chair', [
      term(4, {
        type: 'sen', state: 'VT', party: 'Independent', caucus: 'Democrat', start_date: '2025-01-03',
        end_date: '2031-01-03', senate_class: 1, state_rank: 'senior', url: 'https://www.sanders.senate.gov',
        contact_form: 'https://www.sanders.senate.gov/contact/', office: '332 Dirksen Senate Office Building',
        address: '332 Dirksen Senate Office Building Washington DC 20510', phone: '202-224-5141',
      }),
    ]),
  legislator(4, { bioguide: 'J000299', lis: null, govtrack: 412706 },
    { first: 'Mike', last: 'Johnson', official_full: 'Mike Johnson' },
    { gender: 'M', birthday: '1972-01-30' }, 'LA', 'Republican', 'Speaker of the House', [
      term(5, {
        type: 'rep', state: 'LA', district: 4, party: 'Republican', start_date: '2025-01-03', end_date: '2027-01-03',
        url: 'https://mikejohnson.house.gov', office: '521 Cannon House Office Building',
        address: '521 Cannon House Office Building Washington DC 20515-1804', phone: '202-225-2777',
      }),
    ]),
  legislator(5, { bioguide: 'J000294', lis: null, govtrack: 412561 },
    { first: 'Hakeem', middle: 'S.', last: 'Jeffries', official_full: 'Hakeem S. Jeffries' },
    { gender: 'M', birthday: '1970-08-04' }, 'NY', 'Democrat', 'House Minority Leader', [
      term(6, {
        type: 'rep', state: 'NY', district: 8, party: 'Democrat', start_date: '2023-01-03', end_date: '2025-01-03',
        url: 'https://jeffries.house.gov', office: '2433 Rayburn House Office Building',
        address: '2433 Rayburn House Office Building Washington DC 20515-3208', phone: '202-225-5936',
      }),
      term(7, {
        type: 'rep', state: 'NY', district: 8, party: 'Democrat', start_date: '2025-01-03', end_date: '2027-01-03',
        url: 'https://jeffries.house.gov', office: '2267 Rayburn House Office Building',
        address: '2267 Rayburn House Office Building Washington DC 20515-3208', phone: '202-225-5936',
      }),
    ]),
  legislator(6, { bioguide: 'J000289', lis: null, govtrack: 412226 },
    { first: 'Jim', last: 'Jordan', official_full: 'Jim Jordan' },
    { gender: 'M', birthday: '1964-02-17' }, 'OH', 'Republican', null, [
      term(8, {
        type: 'rep', state: 'OH', district: 4, party: 'Republican', start_date: '2025-01-03', end_date: '2027-01-03',
        url: 'https://jordan.house.gov', office: '2056 Rayburn House Office Building',
        address: '2056 Rayburn House Office Building Washington DC 20515-3504', phone: '202-225-2676',
      }),
    ]),
];

/** Committees (committees-current.yaml); subcommittee thomas ids are the parent id plus the sub id. */
const COMMITTEES: { id: string; thomas_id: string; name: string; type: string | null; url: string | null; parent: string | null }[] = [
  { id: CM(1), thomas_id: 'SSJU', name: 'Senate Committee on the Judiciary', type: 'senate', url: 'http://www.judiciary.senate.gov/', parent: null },
  { id: CM(2), thomas_id: 'SSJU28', name: 'Privacy, Technology, and the Law', type: null, url: null, parent: 'SSJU' },
  { id: CM(3), thomas_id: 'SSHR', name: 'Senate Committee on Health, Education, Labor, and Pensions', type: 'senate', url: 'http://www.help.senate.gov/', parent: null },
  { id: CM(4), thomas_id: 'HSJU', name: 'House Committee on the Judiciary', type: 'house', url: 'https://judiciary.house.gov/', parent: null },
];

/** committee-membership-current.yaml */
const MEMBERSHIPS: { id: string; committee: string; bioguide: string; title: string | null; rank: number; party_side: string }[] = [
  { id: MS(1), committee: 'SSJU', bioguide: 'G000386', title: 'Chairman', rank: 1, party_side: 'majority' },
  { id: MS(2), committee: 'SSJU', bioguide: 'K000367', title: null, rank: 3, party_side: 'minority' },
  { id: MS(3), committee: 'SSJU28', bioguide: 'K000367', title: 'Ranking Member', rank: 1, party_side: 'minority' },
  { id: MS(4), committee: 'SSHR', bioguide: 'S000033', title: 'Ranking Member', rank: 1, party_side: 'minority' },
  { id: MS(5), committee: 'HSJU', bioguide: 'J000289', title: 'Chair', rank: 1, party_side: 'majority' },
];
