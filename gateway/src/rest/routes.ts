import type { RestRoute } from './route-types.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { memberRoutes } from '../modules/member/member.routes.js';
import { storyRoutes } from '../modules/story/story.routes.js';
import { articleRoutes } from '../modules/article/article.routes.js';
import { accessRequestRoutes } from '../modules/access-request/access-request.routes.js';
import { moderationRoutes } from '../modules/moderation/moderation.routes.js';
import { collaborationRoutes } from '../modules/collaboration/collaboration.routes.js';
import { proposalRoutes } from '../modules/proposal/proposal.routes.js';
import { tipRoutes } from '../modules/tip/tip.routes.js';
import { commentaryRoutes } from '../modules/commentary/commentary.routes.js';
import { reportRoutes } from '../modules/report/report.routes.js';
import { contentRoutes } from '../modules/content/content.routes.js';
import { representativeRoutes } from '../modules/representative/representative.routes.js';
import { keyVoteRoutes } from '../modules/key-vote/key-vote.routes.js';
import { campaignRoutes } from '../modules/campaign/campaign.routes.js';
import { legislatorRoutes } from '../modules/legislator/legislator.routes.js';
import { scorecardRoutes } from '../modules/scorecard/scorecard.routes.js';
import { notificationRoutes } from '../modules/notification/notification.routes.js';
import { pushRoutes } from '../modules/push/push.routes.js';
import { searchRoutes } from '../modules/search/search.routes.js';

/**
 * THE REST route table (SPEC §7.2): each module's rows (modules/<feature>/<feature>.routes.ts), each
 * row running one GraphQL operation. The authorization matrix has a row for each, and docs/rest.md
 * documents each (routes.test.ts); a literal path is registered before a parameter path that would
 * match it (routes.test.ts).
 */
export const routes: RestRoute[] = [
  ...healthRoutes,
  ...memberRoutes,
  ...storyRoutes,
  ...articleRoutes,
  ...accessRequestRoutes,
  ...moderationRoutes,
  ...collaborationRoutes,
  ...proposalRoutes,
  ...tipRoutes,
  ...commentaryRoutes,
  ...reportRoutes,
  ...contentRoutes,
  ...representativeRoutes,
  ...keyVoteRoutes,
  ...campaignRoutes,
  ...legislatorRoutes,
  ...scorecardRoutes,
  ...notificationRoutes,
  ...pushRoutes,
  ...searchRoutes,
];
