import { Role } from '../../auth/roles.js';
import { image, M, id, S, A, C, KV, IMG, P, INV, JR, SC } from './ids.js';
import type { Row } from './ids.js';

/** The demo data's rows, table by table: members, stories, articles, co-editing, commentary, votes, key votes. */

// ── Members ──────────────────────────────────────────────────────────────────────────────────

export function members(): Row[] {
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
export function memberRoles(): Row[] {
  return Object.values(M).filter((m) => m.role !== Role.USER).map((m) => ({
    member_id: m.id,
    role: m.role,
    granted_by: m.role === Role.SUPER_ADMIN ? null : M.superAdmin.id,
    granted_at: '2025-01-06T16:00:00Z',
  }));
}

// ── Articles (official sources; URLs are stored only, never fetched by the seed) ──────────────

export function articles(): Row[] {
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

export function stories(): Row[] {
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

export function storyArticles(): Row[] {
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

export function storyImages(): Row[] {
  return [
    { id: IMG(1), story_id: S.reconciliation, url: image('story-1.svg'), position: 0, created_at: '2025-05-20T15:00:00Z' },
    { id: IMG(2), story_id: S.reconciliation, url: image('story-2.svg'), position: 1, created_at: '2025-05-20T15:00:00Z' },
    { id: IMG(3), story_id: S.lakenRiley, url: image('story-3.svg'), position: 0, created_at: '2025-01-06T16:00:00Z' },
    { id: IMG(4), story_id: S.epsteinFiles, url: image('story-4.svg'), position: 0, created_at: '2025-07-16T14:00:00Z' },
  ];
}

/** Owners also appear as collaborators with role 'owner' (stories.created_by stays the authority). */
export function collaborators(): Row[] {
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

export function follows(): Row[] {
  return [
    { story_id: S.reconciliation, member_id: M.member.id, created_at: '2025-05-23T18:00:00Z' },
    { story_id: S.epsteinFiles, member_id: M.member.id, created_at: '2025-11-18T22:00:00Z' },
    { story_id: S.lakenRiley, member_id: M.superAdmin.id, created_at: '2025-01-22T23:00:00Z' },
  ];
}

export function invites(): Row[] {
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

export function joinRequests(): Row[] {
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

export function proposals(): Row[] {
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

export function proposalVotes(): Row[] {
  return [
    { proposal_id: P(1), member_id: M.member.id, vote: 'up', created_at: '2025-07-05T18:00:00Z' },
    { proposal_id: P(1), member_id: M.superAdmin.id, vote: 'down', created_at: '2025-07-06T09:00:00Z' },
    { proposal_id: P(2), member_id: M.admin.id, vote: 'up', created_at: '2025-11-19T12:00:00Z' },
  ];
}

export function storyChanges(): Row[] {
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

export function commentaries(): Row[] {
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

export function commentaryVotes(): Row[] {
  return [
    { commentary_id: C(1), member_id: M.staff.id, vote: 'up', created_at: '2025-05-22T19:00:00Z' },
    { commentary_id: C(1), member_id: M.superAdmin.id, vote: 'up', created_at: '2025-05-23T08:00:00Z' },
    { commentary_id: C(2), member_id: M.member.id, vote: 'down', created_at: '2025-05-23T09:00:00Z' },
    { commentary_id: C(3), member_id: M.admin.id, vote: 'up', created_at: '2025-01-23T13:00:00Z' },
  ];
}

export function articleVotes(): Row[] {
  return [
    { article_id: A(1), member_id: M.member.id, vote: 'up', created_at: '2025-05-21T12:00:00Z' },
    { article_id: A(1), member_id: M.admin.id, vote: 'up', created_at: '2025-05-21T12:30:00Z' },
    { article_id: A(2), member_id: M.member.id, vote: 'up', created_at: '2025-05-22T18:00:00Z' },
    { article_id: A(2), member_id: M.superAdmin.id, vote: 'down', created_at: '2025-05-23T08:00:00Z' },
    { article_id: A(7), member_id: M.member.id, vote: 'up', created_at: '2025-11-18T22:00:00Z' },
    { article_id: A(5), member_id: M.staff.id, vote: 'up', created_at: '2025-01-23T11:00:00Z' },
  ];
}

export function contentLikes(): Row[] {
  return [
    { content_type: 'story', content_id: S.reconciliation, member_id: M.member.id, created_at: '2025-05-23T18:05:00Z' },
    { content_type: 'key_vote', content_id: KV(3), member_id: M.member.id, created_at: '2025-11-19T09:00:00Z' },
    { content_type: 'article', content_id: A(7), member_id: M.admin.id, created_at: '2025-11-18T22:30:00Z' },
  ];
}

// ── Key votes (real 119th-Congress bills, data/votes/unitedstates-congress) ────────────────────

export function keyVotes(): Row[] {
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
