import type { Request } from 'express';

/**
 * The REST forms of SPEC §3 (Legislator, Legislator term, Committee membership, Legislator
 * content: snake_case) built from rest/operations/legislator.graphql results, for the
 * "// Legislators, representatives and key votes" rows of rest/routes.ts.
 */

type Gql = Record<string, any>;
const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);

export const body = (req: Request): Record<string, any> => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});

/** 'true' / 'false' in a query string or body; anything else passes through for GraphQL to reject. */
export function boolParam(v: unknown): unknown {
  if (v === undefined || v === '') return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return v;
}

/** Drops undefined variables so that GraphQL argument defaults apply. */
export function defined(vars: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined));
}

export const termForm = (t: Gql | null) =>
  t && {
    id: t.id,
    type: lower(t.type),
    state: t.state,
    district: t.district,
    party: t.party,
    caucus: t.caucus,
    start_date: t.startDate,
    end_date: t.endDate,
    office: t.office,
    phone: t.phone,
    url: t.url,
    address: t.address,
    contact_form: t.contactForm,
    senate_class: t.senateClass,
    state_rank: lower(t.stateRank),
  };

export const committeeForm = (m: Gql) => ({
  id: m.id,
  name: m.name,
  title: m.title,
  subcommittee: m.subcommittee,
  rank: m.rank,
  party_side: lower(m.partySide),
  committee_id: m.committee?.thomasId ?? null,
  committee_type: m.committee?.type ?? null,
});

export const contentForm = (c: Gql | null) =>
  c && {
    id: c.id,
    legislator_id: c.legislatorId,
    title: c.title,
    content: c.content,
    content_type: lower(c.contentType),
    is_staff: c.isStaff,
    is_public: c.isPublic,
    staff_commentary: c.staffCommentary,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };

/**
 * SPEC §3 Legislator. The list (GET /api/legislators) carries the current term as the only entry
 * of legislator_terms, the committees and the latest staff commentary; the detail carries every
 * term (newest first), committees, all staff commentary and the key-vote alignment.
 */
export const legislatorForm = (l: Gql | null) =>
  l && {
    id: l.id,
    bioguide_id: l.bioguideId,
    lis_id: l.lisId,
    first_name: l.firstName,
    middle_name: l.middleName,
    last_name: l.lastName,
    suffix: l.suffix,
    nickname: l.nickname,
    official_full: l.officialFull,
    full_name: l.fullName,
    gender: l.gender,
    birthday: l.birthday,
    state: l.state,
    district: l.district,
    role: l.role,
    current_party: l.currentParty,
    photo_url: l.photoUrl,
    leadership_role: l.leadershipRole,
    in_office: l.inOffice,
    has_staff_commentary: l.hasStaffCommentary ?? false,
    ...(l.currentTerm !== undefined ? { current_term: termForm(l.currentTerm) } : {}),
    ...(l.terms || l.currentTerm !== undefined ? { legislator_terms: (l.terms ?? (l.currentTerm ? [l.currentTerm] : [])).map(termForm) } : {}),
    ...(l.committees ? { legislator_committees: l.committees.map(committeeForm) } : {}),
    ...(l.content ? { legislator_content: l.content.map(contentForm) } : {}),
    ...(l.staffCommentary !== undefined ? { staff_commentary: contentForm(l.staffCommentary) } : {}),
    ...(l.congressAlignment
      ? {
          congress_alignment: {
            congress: l.congressAlignment.congress,
            percent: l.congressAlignment.percent,
            agreed: l.congressAlignment.agreed,
            counted: l.congressAlignment.counted,
            not_counted: l.congressAlignment.notCounted,
          },
        }
      : {}),
    ...(l.alignment
      ? {
          alignment: {
            percent: l.alignment.percent,
            agreed: l.alignment.agreed,
            counted: l.alignment.counted,
            votes: l.alignment.votes.map((v: Gql) => ({
              key_vote_id: v.keyVoteId,
              title: v.title,
              bill_id: v.billId,
              vote_date: v.voteDate,
              organization_position: lower(v.organizationPosition),
              vote_position: v.position,
              agrees: v.agrees,
            })),
          },
        }
      : {}),
  };

/** Staff insights: each staff commentary with its `legislators` record (SPEC §3, §7.2). */
export const staffInsightForm = (c: Gql) => ({ ...contentForm(c), legislators: legislatorForm(c.legislator) });

export const legislatorFilter = (req: Request) =>
  defined({
    search: req.query.search ?? req.query.name,
    state: req.query.state,
    party: req.query.party,
    hasStaffCommentary: boolParam(req.query.hasStaffCommentary ?? req.query.has_staff_commentary),
    sort: req.query.sort === undefined || req.query.sort === '' ? undefined : upper(req.query.sort),
  });

export const contentTypeParam = (v: unknown) => (v === undefined || v === '' ? undefined : upper(v));

/** POST /api/legislators/content: legislator_id, content, content_type, is_staff, is_public (camelCase accepted too). */
export function createContentInput(req: Request) {
  const b = body(req);
  return defined({
    legislatorId: b.legislator_id ?? b.legislatorId,
    content: b.content,
    title: b.title,
    contentType: contentTypeParam(b.content_type ?? b.contentType),
    isStaff: boolParam(b.is_staff ?? b.isStaff),
    isPublic: boolParam(b.is_public ?? b.isPublic),
  });
}

/** PUT /api/legislators/content/{contentId}: content, content_type, is_staff (title, is_public optional). */
export function updateContentInput(req: Request) {
  const b = body(req);
  return defined({
    content: b.content,
    title: b.title,
    contentType: contentTypeParam(b.content_type ?? b.contentType),
    isStaff: boolParam(b.is_staff ?? b.isStaff),
    isPublic: boolParam(b.is_public ?? b.isPublic),
  });
}
