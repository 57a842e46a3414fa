import { arr, extend, items, lowerEnum, nonNull, nullable, pick, prop, sameNullability, type JsonSchema } from './json-schema.js';
import { has, listOf, lower } from './form-helpers.js';

/** The forms of the representative, key vote, legislator and campaign routes (see forms.ts). */

type S = JsonSchema;

// ── representative and key vote ──────────────────────────────────────────────────────────────
export const addressForm = (a: S) =>
  sameNullability(a, pick(a, { street: 'street', city: 'city', state: 'state', zip_code: 'zipCode', phone_number: 'phoneNumber', updated_at: 'updatedAt' }));

export const representativeForm = (r: S) =>
  pick(nonNull(r), {
    id: 'id',
    bioguide_id: 'bioguideId',
    name: 'name',
    party: 'party',
    role: 'role',
    state: 'state',
    district: 'district',
    term: 'term',
    office: 'office',
    phone: 'phone',
    url: 'url',
    contact_form: 'contactForm',
    photo_url: 'photoUrl',
  });

export const myRepresentativesForm = (m: S) =>
  pick(m, {
    representatives: listOf(prop(m, 'representatives'), representativeForm),
    senators: listOf(prop(m, 'senators'), representativeForm),
    districts: 'districts',
    uncertain: 'uncertain',
    notice: 'notice',
    source: 'source',
    candidates: listOf(prop(m, 'candidates'), (c) =>
      pick(nonNull(c), { state: 'state', district: 'district', representatives: listOf(prop(c, 'representatives'), representativeForm) }),
    ),
    chosen_district: 'chosenDistrict',
    needs_choice: 'needsChoice',
    congress: 'congress',
    data_updated_at: 'dataUpdatedAt',
  });

export const keyVoteForm = (k: S) => {
  const tally = items(nonNull(prop(k, 'tallies')));
  const fields: Record<string, string | S> = {
    id: 'id',
    title: 'title',
    description: 'description',
    bill_id: 'billId',
    congress_number: 'congressNumber',
    vote_date: 'voteDate',
    organization_position: lower(k, 'organizationPosition'),
    outcome: 'outcome',
    likes: 'likes',
    has_liked: 'hasLiked',
    can_edit: { type: 'boolean' },
    created_at: 'createdAt',
    updated_at: 'updatedAt',
    roll_calls: arr(
      pick(tally, {
        roll_call_id: 'rollCallId',
        vote_id: 'voteId',
        chamber: lower(tally, 'chamber'),
        date: 'date',
        question: 'question',
        result: 'result',
        yea: 'yea',
        nay: 'nay',
        present: 'present',
        not_voting: 'notVoting',
        vice_president: 'vicePresident',
      }),
    ),
  };
  if (has(k, 'legislatorVotes')) {
    const v = items(nonNull(prop(k, 'legislatorVotes')));
    fields.legislator_votes = arr(
      pick(v, {
        vote_id: 'voteId',
        chamber: lower(v, 'chamber'),
        voter_id: 'voterId',
        legislator_id: 'legislatorId',
        bioguide_id: 'bioguideId',
        display_name: 'displayName',
        party: 'party',
        state: 'state',
        vote_position: 'position',
      }),
    );
  }
  if (has(k, 'myLegislators')) {
    fields.my_legislators = listOf(prop(k, 'myLegislators'), (m) =>
      pick(m, { legislator: representativeForm(prop(m, 'legislator')), vote_position: 'position', vote_id: 'voteId', date: 'date' }),
    );
  }
  return sameNullability(k, pick(k, fields));
};

/** An imported roll call in Add Key Vote's search (key-vote.rest.ts rollCallForm). */
export const rollCallForm = (r: S) => {
  const t = nonNull(prop(r, 'tally'));
  const kv = prop(r, 'keyVote');
  return pick(nonNull(r), {
    id: 'id',
    vote_id: 'voteId',
    chamber: { type: 'string', enum: ['house', 'senate'] },
    congress: 'congress',
    session: 'session',
    number: 'number',
    date: 'date',
    question: 'question',
    subject: 'subject',
    result: 'result',
    bill_id: 'billId',
    bill_congress: 'billCongress',
    yea: prop(t, 'yea'),
    nay: prop(t, 'nay'),
    present: prop(t, 'present'),
    not_voting: prop(t, 'notVoting'),
    vice_president: prop(t, 'vicePresident'),
    key_vote: sameNullability(kv, pick(kv, { id: 'id', title: 'title' })),
  });
};

// ── legislator (modules/legislator/legislator.rest.ts) ───────────────────────────────────────
export const termForm = (t: S) =>
  sameNullability(
    t,
    pick(t, {
      id: 'id',
      type: lower(t, 'type'),
      state: 'state',
      district: 'district',
      party: 'party',
      caucus: 'caucus',
      start_date: 'startDate',
      end_date: 'endDate',
      office: 'office',
      phone: 'phone',
      url: 'url',
      address: 'address',
      contact_form: 'contactForm',
      senate_class: 'senateClass',
      state_rank: lower(t, 'stateRank'),
    }),
  );

export const committeeForm = (m: S) => {
  const c = prop(m, 'committee');
  return pick(m, {
    id: 'id',
    name: 'name',
    title: 'title',
    subcommittee: 'subcommittee',
    rank: 'rank',
    party_side: lower(m, 'partySide'),
    committee_id: nullable(prop(c, 'thomasId')),
    committee_type: nullable(prop(c, 'type')),
  });
};

export const legislatorContentForm = (c: S) =>
  sameNullability(
    c,
    pick(c, {
      id: 'id',
      legislator_id: 'legislatorId',
      title: 'title',
      content: 'content',
      content_type: lower(c, 'contentType'),
      is_staff: 'isStaff',
      is_public: 'isPublic',
      staff_commentary: 'staffCommentary',
      created_at: 'createdAt',
      updated_at: 'updatedAt',
    }),
  );

export const legislatorForm = (l: S) => {
  const fields: Record<string, string | S> = {
    id: 'id',
    bioguide_id: 'bioguideId',
    lis_id: 'lisId',
    first_name: 'firstName',
    middle_name: 'middleName',
    last_name: 'lastName',
    suffix: 'suffix',
    nickname: 'nickname',
    official_full: 'officialFull',
    full_name: 'fullName',
    gender: 'gender',
    birthday: 'birthday',
    state: 'state',
    district: 'district',
    role: 'role',
    current_party: 'currentParty',
    photo_url: 'photoUrl',
    leadership_role: 'leadershipRole',
    in_office: 'inOffice',
    has_staff_commentary: { type: 'boolean' },
  };
  const optional: string[] = [];
  if (has(l, 'currentTerm')) fields.current_term = termForm(prop(l, 'currentTerm'));
  if (has(l, 'terms') || has(l, 'currentTerm')) fields.legislator_terms = arr(nonNull(termForm(has(l, 'terms') ? items(nonNull(prop(l, 'terms'))) : prop(l, 'currentTerm'))));
  if (has(l, 'committees')) fields.legislator_committees = arr(committeeForm(items(nonNull(prop(l, 'committees')))));
  if (has(l, 'content')) fields.legislator_content = arr(legislatorContentForm(items(nonNull(prop(l, 'content')))));
  if (has(l, 'staffCommentary')) fields.staff_commentary = legislatorContentForm(prop(l, 'staffCommentary'));
  if (has(l, 'congressAlignment')) {
    const a = nonNull(prop(l, 'congressAlignment'));
    optional.push('congress_alignment');
    fields.congress_alignment = pick(a, { congress: 'congress', percent: 'percent', agreed: 'agreed', counted: 'counted', not_counted: 'notCounted' });
  }
  if (has(l, 'alignment')) {
    const a = nonNull(prop(l, 'alignment'));
    const v = items(nonNull(prop(a, 'votes')));
    // Present only when there is an alignment to show.
    optional.push('alignment');
    fields.alignment = pick(a, {
      percent: 'percent',
      agreed: 'agreed',
      counted: 'counted',
      votes: arr(
        pick(v, {
          key_vote_id: 'keyVoteId',
          title: 'title',
          bill_id: 'billId',
          vote_date: 'voteDate',
          organization_position: lower(v, 'organizationPosition'),
          vote_position: 'position',
          agrees: 'agrees',
        }),
      ),
    });
  }
  return sameNullability(l, pick(l, fields, { optional }));
};

export const staffInsightForm = (c: S) =>
  extend(nonNull(legislatorContentForm(c)), { legislators: legislatorForm(prop(c, 'legislator')) });

// ── campaign (modules/campaign/campaign.rest.ts) ─────────────────────────────────────────────
const lowerList = (s: S) => sameNullability(s, arr(lowerEnum(items(nonNull(s)))));

export const campaignTargetForm = (t: S) => {
  const office = items(nonNull(prop(t, 'offices')));
  const outcome = items(nonNull(prop(t, 'myOutcomes')));
  return pick(t, {
    bioguide: 'bioguide',
    name: 'name',
    title: 'title',
    shortTitle: 'shortTitle',
    party: 'party',
    chamber: lower(t, 'chamber'),
    state: 'state',
    district: 'district',
    photo: { type: ['string', 'null'], description: "The official photo's address on the portal; null when it is not stored (yet)." },
    offices: arr(pick(office, { kind: lower(office, 'kind'), city: 'city', phone: 'phone', address: 'address', hours: 'hours' })),
    contactForm: 'contactForm',
    mailingAddress: 'mailingAddress',
    callScript: 'callScript',
    messageScript: 'messageScript',
    myStatus: lower(t, 'myStatus'),
    myOutcomes: arr(extend(outcome, { channel: lower(outcome, 'channel'), outcome: lower(outcome, 'outcome') })),
  });
};

export const actionCampaignForm = (c: S) => {
  const v = items(nonNull(prop(c, 'vacancies')));
  return pick(c, {
    id: 'id',
    keyVoteId: 'keyVoteId',
    keyVoteTitle: 'keyVoteTitle',
    bill: 'bill',
    position: lower(c, 'organizationPosition'),
    positionText: 'positionText',
    callScript: 'callScript',
    messageScript: 'messageScript',
    version: 'version',
    status: lower(c, 'status'),
    preview: 'preview',
    actionsCounted: 'actionsCounted',
    chambers: lowerList(prop(c, 'chambers')),
    opensAt: 'opensAt',
    closesAt: 'closesAt',
    needsAddress: 'needsAddress',
    needsDistrictChoice: 'needsDistrictChoice',
    notice: 'notice',
    vacancies: arr(extend(v, { chamber: lower(v, 'chamber') })),
    progress: 'progress',
    targets: arr(campaignTargetForm(items(nonNull(prop(c, 'targets'))))),
  });
};

export const campaignActionForm = (a: S) =>
  pick(a, {
    id: 'id',
    campaignId: 'campaignId',
    bioguide: 'bioguide',
    channel: lower(a, 'channel'),
    outcome: lower(a, 'outcome'),
    version: 'version',
    counted: 'counted',
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
    progress: prop(prop(a, 'campaign'), 'progress'),
  });

export const campaignSettingsForm = (c: S) => {
  const v = items(nonNull(prop(c, 'versions')));
  return sameNullability(
    c,
    extend(c, { status: lower(c, 'status'), chambers: lowerList(prop(c, 'chambers')), versions: arr(extend(v, { chambers: lowerList(prop(v, 'chambers')) })) }),
  );
};

export const campaignResultsForm = (r: S) => {
  const byChannel = items(nonNull(prop(r, 'byChannel')));
  const byLegislator = items(nonNull(prop(r, 'byLegislator')));
  const byPlace = items(nonNull(prop(r, 'byPlace')));
  return sameNullability(
    r,
    extend(r, {
      status: lower(r, 'status'),
      byChannel: arr(extend(byChannel, { channel: lower(byChannel, 'channel'), outcome: lower(byChannel, 'outcome') })),
      byLegislator: arr(extend(byLegislator, { chamber: lower(byLegislator, 'chamber') })),
      byPlace: arr(extend(byPlace, { chamber: lower(byPlace, 'chamber') })),
    }),
  );
};
