import type { RouteDoc } from './route-doc-types.js';
import { healthRouteDocs } from '../../modules/health/health.route-docs.js';
import { memberRouteDocs } from '../../modules/member/member.route-docs.js';
import { storyRouteDocs } from '../../modules/story/story.route-docs.js';
import { articleRouteDocs } from '../../modules/article/article.route-docs.js';
import { accessRequestRouteDocs } from '../../modules/access-request/access-request.route-docs.js';
import { moderationRouteDocs } from '../../modules/moderation/moderation.route-docs.js';
import { collaborationRouteDocs } from '../../modules/collaboration/collaboration.route-docs.js';
import { proposalRouteDocs } from '../../modules/proposal/proposal.route-docs.js';
import { tipRouteDocs } from '../../modules/tip/tip.route-docs.js';
import { commentaryRouteDocs } from '../../modules/commentary/commentary.route-docs.js';
import { reportRouteDocs } from '../../modules/report/report.route-docs.js';
import { contentRouteDocs } from '../../modules/content/content.route-docs.js';
import { representativeRouteDocs } from '../../modules/representative/representative.route-docs.js';
import { keyVoteRouteDocs } from '../../modules/key-vote/key-vote.route-docs.js';
import { campaignRouteDocs } from '../../modules/campaign/campaign.route-docs.js';
import { legislatorRouteDocs } from '../../modules/legislator/legislator.route-docs.js';
import { scorecardRouteDocs } from '../../modules/scorecard/scorecard.route-docs.js';
import { notificationRouteDocs } from '../../modules/notification/notification.route-docs.js';
import { pushRouteDocs } from '../../modules/push/push.route-docs.js';
import { searchRouteDocs } from '../../modules/search/search.route-docs.js';

/**
 * The OpenAPI docs of every row of THE REST route table (rest/routes.ts): each module's entries
 * (modules/<feature>/<feature>.route-docs.ts), keyed `${method} ${path}` exactly as in the table;
 * what an entry holds and which test requires it: RouteDoc (rest/openapi/route-doc-types.ts).
 */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  ...healthRouteDocs,
  ...memberRouteDocs,
  ...storyRouteDocs,
  ...articleRouteDocs,
  ...accessRequestRouteDocs,
  ...moderationRouteDocs,
  ...collaborationRouteDocs,
  ...proposalRouteDocs,
  ...tipRouteDocs,
  ...commentaryRouteDocs,
  ...reportRouteDocs,
  ...contentRouteDocs,
  ...representativeRouteDocs,
  ...keyVoteRouteDocs,
  ...campaignRouteDocs,
  ...legislatorRouteDocs,
  ...scorecardRouteDocs,
  ...notificationRouteDocs,
  ...pushRouteDocs,
  ...searchRouteDocs,
};

export type { RouteDoc } from './route-doc-types.js';
export { API_RATE_LIMITS } from '../../http/rate-limit.js';
