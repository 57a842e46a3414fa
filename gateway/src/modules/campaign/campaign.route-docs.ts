import { z } from 'zod';
import * as f from '../../rest/openapi/forms.js';
import { R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';
import { PLACEHOLDER_LIST } from './campaign.scripts.js';

/**
 * OpenAPI docs of the REST rows of taking action on a key vote: the member's flow, staff's campaign
 * and its results (campaign.routes.ts): what each takes and answers (RouteDoc), keyed `${method}
 * ${path}` exactly as in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const campaignRouteDocs: Record<string, RouteDoc> = {
  'GET /api/key-votes/:id/campaign': { response: (d) => dataOf(f.actionCampaignForm(R(d, 'actionCampaign'))) },
  'PUT /api/key-votes/:id/campaign': {
    body: z.object({
      positionText: z.string().describe("The organization's position and why, 1–4000 characters (also position_text)."),
      callScript: z.string().describe(`What members read on the phone, 1–4000 characters; placeholders ${PLACEHOLDER_LIST} (also call_script).`),
      messageScript: z.string().describe('What members write or print, 1–8000 characters; the same placeholders (also message_script).'),
      chambers: z.union([z.array(z.enum(['house', 'senate'])).min(1), z.enum(['house', 'senate', 'both'])]).describe('Whose members it targets.'),
      opensAt: z.iso.datetime({ offset: true }).nullable().optional().describe('Default: now (unchanged on an edit); also opens_at.'),
      closesAt: z.iso.datetime({ offset: true }).nullable().optional().describe('After opensAt; null: open until staff close it (also closes_at).'),
    }),
    response: (d) => dataOf(f.campaignSettingsForm(R(d, 'saveCampaign'))),
  },
  'POST /api/key-votes/:id/campaign/actions': {
    body: z.object({
      bioguide: z.string().describe("One of the member's targets for this campaign (403 otherwise)."),
      channel: z.enum(['call', 'write', 'letter']),
      outcome: z.enum(['contacted', 'voicemail', 'unavailable', 'skipped']),
    }),
    response: (d) => dataOf(f.campaignActionForm(R(d, 'recordCampaignAction'))),
    rateLimit: 'takeAction',
  },
  'GET /api/key-votes/:id/campaign/results': { response: (d) => dataOf(f.campaignResultsForm(R(d, 'campaignResults'))) },
  'GET /api/key-votes/:id/campaign/results.csv': {
    response: () => ({ type: 'string', description: "Columns section, channel, outcome, bioguide, legislator, party, chamber, state, district, day, actions, cumulative; numbers under 5 as 'fewer than 5'." }),
  },
};
