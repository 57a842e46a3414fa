// Matrix rows: take action on a key vote (issue #56): every world member's address targets the world
// legislator (AL-1).
import { buildCampaign, CAMPAIGN_SCRIPTS } from '../../factories/campaigns.js';
import type { World } from '../world.js';
import { each, E, q, r, signedIn, STAFF_LEVEL, staffOnly, superOnly, type GqlRow, type RestRow } from './shared.js';

const ACTION_CAMPAIGN = 'actionCampaign(keyVoteId: $k) { id needsAddress targets { bioguide callScript myOutcomes { outcome } } progress { contacted total } }';
const RECORD_ACTION = 'mutation($k: ID!, $i: CampaignActionInput!) { recordCampaignAction(keyVoteId: $k, input: $i) { id counted campaign { progress { contacted } } } }';
const SAVE_CAMPAIGN = 'mutation($k: ID!, $i: CampaignInput!) { saveCampaign(keyVoteId: $k, input: $i) { id version } }';

/** A fresh key vote with a campaign on the House (open now unless told otherwise). */
async function campaignOn(w: World, opts: { opensAt?: Date; closesAt?: Date } = {}): Promise<{ keyVote: string; campaign: string }> {
  const keyVote = await w.fresh.keyVote();
  return { keyVote, campaign: await buildCampaign(w.ds, keyVote, { chambers: ['h'], ...opts, createdBy: w.members.staff.id }) };
}

export const GQL: GqlRow[] = [
  { field: 'Query.actionCampaign', expect: signedIn, target: (w) => campaignOn(w), call: (_w, t) => q(`query($k: ID!) { ${ACTION_CAMPAIGN} }`, { k: t.keyVote }) },
  { field: 'Query.actionCampaign', variant: 'none open', expect: E('not_found'), target: async (w) => ({ keyVote: await w.fresh.keyVote() }), call: (_w, t) => q(`query($k: ID!) { ${ACTION_CAMPAIGN} }`, { k: t.keyVote }) },
  // Before it opens, staff-level accounts see it as a preview; members do not.
  {
    field: 'Query.actionCampaign',
    variant: 'not open yet',
    expect: E('not_found', each(STAFF_LEVEL, 'ok')),
    target: (w) => campaignOn(w, { opensAt: new Date(Date.now() + 86_400_000) }),
    call: (_w, t) => q(`query($k: ID!) { ${ACTION_CAMPAIGN} }`, { k: t.keyVote }),
  },
  { field: 'Mutation.recordCampaignAction', expect: signedIn, target: (w) => campaignOn(w), call: (w, t) => q(RECORD_ACTION, { k: t.keyVote, i: { bioguide: w.legislator.bioguide, channel: 'CALL', outcome: 'CONTACTED' } }) },
  // A legislator who is not the member's target (the client cannot name another legislator).
  { field: 'Mutation.recordCampaignAction', variant: 'not a target', expect: E('forbidden'), target: (w) => campaignOn(w), call: (_w, t) => q(RECORD_ACTION, { k: t.keyVote, i: { bioguide: 'Z999999', channel: 'CALL', outcome: 'CONTACTED' } }) },
  {
    field: 'Mutation.recordCampaignAction',
    variant: 'closed',
    expect: E('conflict'),
    target: (w) => campaignOn(w, { opensAt: new Date(Date.now() - 7_200_000), closesAt: new Date(Date.now() - 3_600_000) }),
    call: (w, t) => q(RECORD_ACTION, { k: t.keyVote, i: { bioguide: w.legislator.bioguide, channel: 'WRITE', outcome: 'CONTACTED' } }),
  },
  { field: 'Query.campaignSettings', expect: staffOnly, target: (w) => campaignOn(w), call: (_w, t) => q('query($k: ID!) { campaignSettings(keyVoteId: $k) { id version versions { version } preview { callScript } } }', { k: t.keyVote }) },
  { field: 'Mutation.saveCampaign', expect: staffOnly, target: (w) => w.fresh.keyVote(), call: (_w, k) => q(SAVE_CAMPAIGN, { k, i: { ...CAMPAIGN_SCRIPTS, chambers: ['HOUSE'] } }) },
  {
    field: 'Mutation.saveCampaign',
    variant: 'unknown placeholder',
    expect: E('forbidden', each(STAFF_LEVEL, 'invalid')),
    target: (w) => w.fresh.keyVote(),
    call: (_w, k) => q(SAVE_CAMPAIGN, { k, i: { ...CAMPAIGN_SCRIPTS, callScript: 'Call {rep}', chambers: ['HOUSE'] } }),
  },
  {
    field: 'Query.campaignScriptPreview',
    expect: staffOnly,
    call: (w) => q('query($k: ID!, $i: CampaignScriptsInput!) { campaignScriptPreview(keyVoteId: $k, input: $i) { callScript } }', { k: w.keyVote, i: { callScript: 'Hi {legislator}', messageScript: 'Dear {legislator}' } }),
  },
  { field: 'Query.campaignResults', expect: staffOnly, target: (w) => campaignOn(w), call: (_w, t) => q('query($k: ID!) { campaignResults(keyVoteId: $k) { actions { shown } byLegislator { bioguide } } }', { k: t.keyVote }) },
  { field: 'Query.campaignActions', expect: superOnly, target: (w) => campaignOn(w), call: (_w, t) => q('query($k: ID!) { campaignActions(keyVoteId: $k) { total items { memberEmail } } }', { k: t.keyVote }) },
];

export const REST: RestRow[] = [
  r('GET /api/key-votes/:id/campaign', 'Query.actionCampaign', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign` })),
  r('GET /api/key-votes/:id/campaign', 'Query.actionCampaign[none open]', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign` })),
  r('GET /api/key-votes/:id/campaign', 'Query.actionCampaign[not open yet]', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign` })),
  r('PUT /api/key-votes/:id/campaign', 'Mutation.saveCampaign', (_w, k) => ({ path: `/api/key-votes/${k}/campaign`, body: { ...CAMPAIGN_SCRIPTS, chambers: ['house'] } })),
  r('PUT /api/key-votes/:id/campaign', 'Mutation.saveCampaign[unknown placeholder]', (_w, k) => ({ path: `/api/key-votes/${k}/campaign`, body: { ...CAMPAIGN_SCRIPTS, callScript: 'Call {rep}', chambers: ['house'] } })),
  r('POST /api/key-votes/:id/campaign/actions', 'Mutation.recordCampaignAction', (w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign/actions`, body: { bioguide: w.legislator.bioguide, channel: 'call', outcome: 'contacted' } })),
  r('POST /api/key-votes/:id/campaign/actions', 'Mutation.recordCampaignAction[not a target]', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign/actions`, body: { bioguide: 'Z999999', channel: 'call', outcome: 'contacted' } })),
  r('POST /api/key-votes/:id/campaign/actions', 'Mutation.recordCampaignAction[closed]', (w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign/actions`, body: { bioguide: w.legislator.bioguide, channel: 'write', outcome: 'contacted' } })),
  r('GET /api/key-votes/:id/campaign/results', 'Query.campaignResults', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign/results` })),
  r('GET /api/key-votes/:id/campaign/results.csv', 'Query.campaignResults', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign/results.csv` })),
];
