import type { RestRoute } from '../../rest/route-types.js';
import * as cp from './campaign.rest.js';

/**
 * REST rows — Take action on a key vote: the member's flow, staff's campaign and its results. Each
 * runs one GraphQL operation (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const campaignRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/key-votes/:id/campaign',
    operation: 'KeyVoteCampaign',
    variables: (req) => ({ keyVoteId: req.params.id }),
    shape: (d) => ({ data: cp.actionCampaignForm(d.actionCampaign) }),
    summary:
      "The open campaign for the signed-in member: position, scripts filled for them, targets [{bioguide, name, title, party, photo, offices [{kind: dc|district, city, phone, address, hours}], contactForm, myOutcomes}], progress; 404 when none is open.",
  },
  {
    method: 'PUT',
    path: '/api/key-votes/:id/campaign',
    operation: 'SaveKeyVoteCampaign',
    variables: (req) => ({ keyVoteId: req.params.id, input: cp.campaignInput(req) }),
    shape: (d) => ({ data: cp.settingsForm(d.saveCampaign) }),
    summary:
      'Open or edit the campaign (staff): body {positionText, callScript, messageScript, chambers: [house, senate], opensAt?, closesAt?}; each change is a new version; 400 naming an unknown placeholder.',
  },
  {
    method: 'POST',
    path: '/api/key-votes/:id/campaign/actions',
    operation: 'RecordCampaignAction',
    variables: (req) => ({ keyVoteId: req.params.id, input: cp.actionInput(req) }),
    shape: (d) => ({ data: cp.actionForm(d.recordCampaignAction) }),
    status: (d) => cp.actionStatus(d.recordCampaignAction),
    summary:
      'Body {bioguide, channel: call|write|letter, outcome: contacted|voicemail|unavailable|skipped} → the stored action (201 new, 200 changed); 403 for a legislator who is not your target, 409 once closed.',
  },
  {
    method: 'GET',
    path: '/api/key-votes/:id/campaign/results',
    operation: 'KeyVoteCampaignResults',
    variables: (req) => ({ keyVoteId: req.params.id }),
    shape: (d) => ({ data: cp.resultsForm(d.campaignResults) }),
    summary: "Staff: counted actions by channel and outcome, legislator, state/district and day; any number under 5 as 'fewer than 5'.",
  },
  {
    method: 'GET',
    path: '/api/key-votes/:id/campaign/results.csv',
    operation: 'KeyVoteCampaignResults',
    variables: (req) => ({ keyVoteId: req.params.id }),
    csv: cp.resultsCsvFile,
    summary: "Staff: the same aggregates as a CSV file (a section column per kind of row; 'fewer than 5' kept).",
  },
];
