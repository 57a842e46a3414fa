import { z } from 'zod';
import { PAGE_SIZE } from '../../graphql/cursor.js';
import { API_RATE_LIMITS, type RateLimitKind } from '../../http/rate-limit.js';
import { extend, lowerEnum, obj, prop, sameNullability, type JsonSchema } from './json-schema.js';
import * as f from './forms.js';
import { PLACEHOLDER_LIST } from '../../modules/campaign/campaign.scripts.js';

/**
 * What each row of the REST route table (rest/routes.ts) takes and answers, for the OpenAPI
 * document (rest/openapi/document.ts): its query parameters and request body (zod, authored here),
 * and its response, derived from the GraphQL operation's `data` schema by the mirror of the row's
 * `shape` (rest/openapi/forms.ts). Keyed `${method} ${path}` exactly as in the route table.
 *
 * A row without an entry, a write without a documented body (or `body: 'none'`), or a GET that
 * reads the query string without documented `query` fails tests/integration/openapi.test.ts; the
 * authorization-matrix suite validates every 2xx answer against `response`.
 */
export interface RouteDoc {
  /** Query-string parameters (every one optional unless the schema says otherwise). */
  query?: z.ZodObject;
  /** Query parameters of which the caller must send at least one (documented as one exploded object parameter). */
  queryNeedsOneOf?: string[];
  /** The JSON body, or 'none' for writes that take none. */
  body?: z.ZodType | 'none';
  /** The 2xx body, from the schema of the operation's GraphQL `data`. */
  response: (data: JsonSchema) => JsonSchema;
  /** The API rate limit the operation counts against (429 with Retry-After beyond it). */
  rateLimit?: RateLimitKind;
  /** A paged list: the answer carries X-Total-Count and, unless it is the last page, Link rel="next" (rest/paging.ts). */
  paged?: boolean;
}

const limit = z.coerce.number().int().min(1).max(100).optional().describe('Page size, 1–100.');
const pageLimit = z.coerce.number().int().min(1).max(PAGE_SIZE.max).optional().describe(`Items on the page, 1–${PAGE_SIZE.max} (default ${PAGE_SIZE.default}).`);
const cursor = z.string().optional().describe('Where the page starts: the cursor in the previous page\'s Link rel="next".');
const offset = z.coerce.number().int().min(0).optional().describe('Items to skip.');
const tags = z.union([z.array(z.string()), z.string()]).optional().describe('Tags, as a list or one comma-separated string.');
const vote = z.object({ vote: z.enum(['up', 'down', 'none']).describe('The desired state: none (or null) removes the vote.').nullable() });
const contentBody = z.object({
  content: z.string().describe('1–500 characters.'),
  content_type: z.enum(['staff_commentary', 'note']).optional(),
  is_staff: z.boolean().optional(),
  is_public: z.boolean().optional(),
  title: z.string().optional(),
});

const EMAIL_KINDS = ['story_invite', 'join_request_decided', 'proposal_decided', 'tip_decided', 'access_request_decided', 'story_article', 'key_vote', 'staff_commentary', 'take_action', 'legislator_vote', 'report_decided'] as const;
const EMAIL_MODES = ['immediate', 'daily', 'weekly', 'off'] as const;

const R = (data: JsonSchema, field: string) => f.root(data, field);
const dataOf = (s: JsonSchema) => obj({ data: s });

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/health': { response: (d) => R(d, 'health') },
  'GET /api/users/me': { response: (d) => dataOf(f.memberForm(R(d, 'me'))) },
  'PUT /api/users/me': {
    body: z.object({ username: z.string().nullable().optional(), showRealName: z.boolean().optional().describe('Also accepted as show_real_name.') }),
    response: (d) => dataOf(f.memberForm(R(d, 'updateProfile'))),
  },
  'GET /api/users/me/stories': {
    response: (d) => dataOf(f.listOf(R(d, 'myStories'), (s) => sameNullability(s, extend(s, { userRole: lowerEnum(prop(s, 'userRole')) })))),
  },
  'GET /api/users/me/followed-stories': {
    query: z.object({ limit, offset, latest: z.coerce.number().int().min(0).max(10).optional().describe('Latest additions per story (default 3).') }),
    response: (d) => dataOf(f.listOf(R(d, 'followedStories'), f.storyForm)),
  },
  'GET /api/users/me/tips': { query: z.object({ limit, offset }), response: (d) => dataOf(f.listOf(R(d, 'myTips'), f.tipForm)) },
  'POST /api/users/me/tips/seen': { body: 'none', response: (d) => dataOf(obj({ updated: R(d, 'markTipOutcomesSeen') })) },
  'POST /api/tips': {
    body: z.object({ url: z.string().describe('http(s) URL of the page.'), note: z.string().nullable().optional().describe('A private note for staff, ≤ 2000 characters.') }),
    response: (d) => dataOf(f.tipSubmissionForm(R(d, 'submitTip'))),
    rateLimit: 'submitUrl',
  },
  'GET /api/tips': {
    query: z.object({ status: z.enum(['pending', 'published', 'declined']).optional().describe('Default pending (oldest first).'), limit, offset }),
    response: (d) => dataOf(f.listOf(R(d, 'tips'), f.tipForm)),
  },
  'GET /api/tips/:id': { response: (d) => dataOf(f.tipForm(R(d, 'tip'))) },
  'POST /api/tips/:id/publish': { body: 'none', response: (d) => dataOf(f.tipForm(R(d, 'publishTip'))) },
  'POST /api/tips/:id/decline': {
    body: z.object({ reason: z.string().nullable().optional().describe('Shown to the member, ≤ 1000 characters.') }),
    response: (d) => dataOf(f.tipForm(R(d, 'declineTip'))),
  },
  'GET /api/users/me/articles': { response: (d) => dataOf(R(d, 'myArticles')) },
  'GET /api/users/me/roles': { response: (d) => dataOf(obj({ roles: f.listOf(R(d, 'myRoles'), lowerEnum) })) },
  'POST /api/users/me/request-access': {
    body: z.object({
      kind: z.enum(['admin', 'emergency']).optional().describe('Default admin.'),
      page: z.string().max(300).optional().describe('The portal page the member was turned away from, e.g. /legislators.'),
      role: z.enum(['staff', 'admin', 'super_admin']).optional().describe('Default: the lowest role that opens `page` (/legislators: staff, /admin/users: super_admin), else staff; never more than `page` needs (400).'),
      reason: z.string().max(1000).optional().describe('Optional, ≤ 1000 characters; also accepted as message.'),
    }),
    response: (d) => {
      const r = R(d, 'requestAccess');
      return obj({ requestId: prop(r, 'requestId'), message: prop(r, 'message'), request: f.accessRequestForm(prop(r, 'request')) });
    },
  },
  'GET /api/users/me/access-request': { response: (d) => dataOf(f.accessRequestForm(prop(d, 'myAccessRequest'))) },
  'POST /api/users/me/access-request/seen': { body: 'none', response: (d) => dataOf(obj({ updated: R(d, 'markAccessRequestSeen') })) },
  'GET /api/users/admin/users': {
    query: z.object({ search: z.string().optional().describe('Part of an email address or display name (also ?email=).'), limit, offset }),
    response: (d) => obj({ users: f.listOf(R(d, 'users'), f.adminUserForm), total: R(d, 'userCount') }),
  },
  'GET /api/users/admin/users/roles': {
    query: z.object({ search: z.string().optional().describe('Part of an email address or display name (also ?email=).'), limit, offset }),
    response: (d) => obj({ users: f.listOf(R(d, 'users'), f.adminUserForm), total: R(d, 'userCount') }),
  },
  'GET /api/users/admin/users/:userId': { response: (d) => obj({ user: f.adminUserDetailForm(prop(d, 'user')) }) },
  'GET /api/users/admin/access-requests': {
    query: z.object({ status: z.enum(['pending', 'approved', 'rejected', 'granted', 'declined']).optional().describe('Default pending (oldest first).'), limit, offset }),
    response: (d) => {
      const page = R(d, 'accessRequests');
      return obj({ data: f.listOf(prop(page, 'items'), f.accessRequestForm), total: prop(page, 'total') });
    },
  },
  'POST /api/users/admin/access-requests/:id/grant': {
    body: z.object({
      role: z.enum(['staff', 'admin', 'super_admin']).optional().describe('Default: the role asked for, except super_admin, which is granted only when given here (400 otherwise).'),
      note: z.string().max(1000).optional().describe('Shown to the member.'),
    }),
    response: (d) => dataOf(f.accessRequestForm(R(d, 'grantAccessRequest'))),
  },
  'POST /api/users/admin/access-requests/:id/decline': {
    body: z.object({ note: z.string().max(1000).optional().describe('Shown to the member; also accepted as reason.') }),
    response: (d) => dataOf(f.accessRequestForm(R(d, 'declineAccessRequest'))),
  },
  'GET /api/admin/moderation': {
    query: z.object({ type: z.enum(['article', 'story', 'key_vote', 'commentary', 'timeline_entry']).optional(), limit, offset }),
    response: (d) => {
      const page = R(d, 'moderationLog');
      return obj({ data: f.listOf(prop(page, 'items'), f.moderationActionForm), total: prop(page, 'total') });
    },
  },
  'POST /api/users/admin/users/:userId/roles': {
    body: z.object({ role: z.enum(['user', 'staff', 'admin', 'super_admin']) }),
    response: (d) => obj({ user: f.adminUserForm(R(d, 'assignRole')) }),
  },
  'DELETE /api/users/admin/users/:userId/roles/:role': { response: (d) => obj({ user: f.adminUserForm(R(d, 'removeRole')) }) },

  'GET /api/stories': {
    query: z.object({
      visibility: z.enum(['all', 'public', 'featured', 'private', 'following']).optional().describe('following: the stories the caller follows.'),
      search: z.string().optional(),
      limit,
      offset,
    }),
    response: (d) => f.listOf(R(d, 'stories'), f.storyForm),
  },
  'GET /api/stories/:id': { response: (d) => f.storyForm(R(d, 'story')) },
  'POST /api/stories': {
    body: z.object({
      title: z.string(),
      description: z.string(),
      is_global: z.boolean().optional().describe('The SPEC form: true = public.'),
      visibility: z.enum(['public', 'featured', 'private']).optional().describe('The client form; featured needs admin.'),
      isOpenToJoin: z.boolean().optional(),
      requiresApproval: z.boolean().optional(),
      tags,
    }),
    response: (d) => f.storyForm(R(d, 'createStory')),
  },
  'PUT /api/stories/:id': {
    body: z.object({ title: z.string().optional(), description: z.string().optional(), visibility: z.enum(['public', 'featured', 'private']).optional(), is_global: z.boolean().optional(), tags }),
    response: (d) => f.storyForm(R(d, 'updateStory')),
  },
  'GET /api/featured-stories': { query: z.object({ limit: limit.describe('Default 5.') }), response: (d) => f.listOf(R(d, 'featuredStories'), f.storyForm) },
  'GET /api/stories/:id/articles': {
    query: z.object({ order: z.enum(['newest_first', 'oldest_first']).optional(), limit: pageLimit, cursor }),
    response: (d) => f.listOf(prop(R(d, 'storyArticles'), 'entries'), f.linkForm),
    paged: true,
  },
  'POST /api/stories/:id/articles': {
    body: z.object({ url: z.string().describe('An http(s) page on a public address.'), custom_note: z.string().nullable().optional().describe('Also accepted as customNote.') }),
    response: (d) =>
      extend(f.linkForm(prop(R(d, 'addArticleUrlToStory'), 'entry')), {
        isExisting: { type: 'boolean', description: 'The portal already had the article.' },
        alreadyInStory: { type: 'boolean', description: 'It was on the timeline already (200): nothing was added.' },
      }),
    rateLimit: 'submitUrl',
  },
  'POST /api/stories/:id/articles/:articleId': {
    body: z.object({ custom_note: z.string().nullable().optional().describe('Also accepted as customNote.') }),
    response: (d) => f.linkForm(R(d, 'addArticleToStory')),
  },
  'PUT /api/stories/:id/articles/:articleId': {
    body: z.object({ customNote: z.string().nullable().optional().describe('Empty or null removes the note; also accepted as custom_note.') }),
    response: (d) => f.linkForm(R(d, 'updateTimelineEntry')),
  },
  'DELETE /api/stories/:id/articles/:articleId': { response: (d) => f.storyForm(R(d, 'removeTimelineEntry')) },
  'GET /api/stories/:id/collaborators': { response: (d) => f.listOf(R(d, 'storyCollaborators'), f.collaboratorForm) },
  'POST /api/stories/:id/collaborators/invite': {
    body: z.object({ email: z.email(), role: z.enum(['contributor', 'editor', 'viewer']).optional().describe('Default contributor.') }),
    response: (d) => f.inviteForm(R(d, 'inviteCollaborator')),
  },
  'DELETE /api/stories/:id/collaborators/:userId': {
    response: (d) => obj({ success: { type: 'boolean', const: true }, collaborators: f.listOf(prop(R(d, 'removeCollaborator'), 'collaborators'), f.collaboratorForm) }),
  },
  'PUT /api/stories/:id/collaborators/:userId': {
    body: z.object({ role: z.enum(['contributor', 'editor', 'viewer']) }),
    response: (d) => f.collaboratorForm(R(d, 'updateCollaboratorRole')),
  },
  'GET /api/stories/:id/collaborators/invites': { response: (d) => f.listOf(R(d, 'storyInvites'), f.inviteForm) },
  'PUT /api/invites/:inviteId': { body: z.object({ status: z.enum(['accepted', 'declined']) }), response: (d) => f.inviteForm(R(d, 'respondToInvite')) },
  'GET /api/users/me/invites': { response: (d) => dataOf(f.listOf(R(d, 'myInvites'), f.inviteForm)) },
  'POST /api/stories/:id/join-requests': { body: z.object({ message: z.string().nullable().optional() }), response: (d) => f.joinRequestForm(R(d, 'requestToJoinStory')) },
  'GET /api/stories/:id/join-requests': { response: (d) => f.listOf(R(d, 'storyJoinRequests'), f.joinRequestForm) },
  'PUT /join-requests/:requestId': {
    body: z.object({ status: z.enum(['accepted', 'declined', 'rejected']).describe('declined is stored as rejected.') }),
    response: (d) => f.joinRequestForm(R(d, 'decideJoinRequest')),
  },
  'PUT /api/join-requests/:requestId': {
    body: z.object({ status: z.enum(['accepted', 'declined', 'rejected']).describe('declined is stored as rejected.') }),
    response: (d) => f.joinRequestForm(R(d, 'decideJoinRequest')),
  },
  'PUT /api/stories/:id/settings': {
    body: z.object({ isOpenToJoin: z.boolean().optional(), requiresApproval: z.boolean().optional(), tags }),
    response: (d) => f.storyForm(R(d, 'updateStorySettings')),
  },
  'GET /api/stories/:id/proposals': { response: (d) => f.listOf(R(d, 'storyProposals'), f.proposalForm) },
  'POST /api/stories/:id/proposals': {
    body: z.object({ title: z.string().optional(), description: z.string().optional() }).describe('Exactly one of title and description.'),
    response: (d) => f.proposalForm(R(d, 'createProposal')),
  },
  'POST /api/stories/:id/proposals/:proposalId/vote': {
    body: z.object({ vote: z.enum(['up', 'down']) }),
    response: (d) => f.proposalForm(R(d, 'voteOnProposal')),
    rateLimit: 'vote',
  },
  'PUT /api/stories/:id/proposals/:proposalId': { body: z.object({ status: z.enum(['approved', 'rejected']) }), response: (d) => f.proposalForm(R(d, 'decideProposal')) },
  'POST /api/stories/:id/visit': { body: 'none', response: (d) => f.storyForm(R(d, 'markStoryVisited')) },
  'POST /api/stories/:id/follow': { body: 'none', response: (d) => f.storyForm(R(d, 'followStory')) },
  'DELETE /api/stories/:id/follow': { response: (d) => f.storyForm(R(d, 'unfollowStory')) },
  'GET /api/story-images/:storyId': { response: (d) => obj({ images: R(d, 'storyImages') }) },

  'GET /api/articles': {
    query: z.object({ search: z.string().optional().describe('Also ?q=.'), tag: z.string().optional(), publication: z.string().optional(), limit, offset }),
    response: (d) => dataOf(f.listOf(R(d, 'articles'), f.articleForm)),
  },
  'GET /api/articles/:id': { response: (d) => dataOf(f.articleForm(R(d, 'article'))) },
  'POST /api/articles/parse-url': {
    body: z.object({ url: z.string().describe('An http(s) page on a public address.') }),
    response: (d) => dataOf(obj({ article: extend(f.articleForm(prop(R(d, 'parseUrl'), 'article')), { isExisting: { type: 'boolean' } }) })),
    rateLimit: 'submitUrl',
  },
  'POST /api/articles/submit': {
    body: z.object({ url: z.string() }),
    response: (d) => obj({ id: prop(R(d, 'parseUrl'), 'id'), title: prop(R(d, 'parseUrl'), 'title'), status: { type: 'string', enum: ['existing', 'new'] } }),
    rateLimit: 'submitUrl',
  },
  'PUT /api/articles/:id': {
    body: z.object({ title: z.string().optional(), content: z.string().optional().describe('HTML; sanitized.'), tags, imageUrl: z.string().nullable().optional().describe('Also image_url.') }),
    response: (d) => dataOf(f.articleForm(R(d, 'updateArticle'))),
  },
  'DELETE /api/articles/:id': { response: (d) => dataOf(obj({ id: R(d, 'deleteArticle') })) },
  'POST /api/articles/:id/vote': { body: vote, response: (d) => dataOf(f.articleForm(R(d, 'voteArticle'))), rateLimit: 'vote' },
  'DELETE /api/articles/:id/vote': { response: (d) => dataOf(f.articleForm(R(d, 'voteArticle'))), rateLimit: 'vote' },
  'GET /api/commentaries': {
    query: z.object({
      articleId: z.uuid().optional().describe('Also article_id.'),
      keyVoteId: z.uuid().optional().describe('Also key_vote_id; one of articleId and keyVoteId.'),
      sortBy: z.enum(['votes', 'newest']).optional().describe('Also sort_by.'),
      includePrivate: z.enum(['true', 'false']).optional().describe('Also include_private; private commentary only where the caller may see it.'),
      limit: pageLimit,
      cursor,
    }),
    queryNeedsOneOf: ['articleId', 'keyVoteId'],
    response: (d) => dataOf(f.listOf(prop(R(d, 'commentaries'), 'items'), f.commentaryForm)),
    paged: true,
  },
  'POST /api/commentaries': {
    body: z.object({
      articleId: z.uuid().optional().describe('Also article_id.'),
      keyVoteId: z.uuid().optional().describe('Also key_vote_id; exactly one of articleId and keyVoteId.'),
      content: z.string().describe('1–500 characters.'),
      commentaryType: z.enum(['regular', 'staff', 'owner']).optional().describe('Also commentary_type; staff needs staff, owner the submitter.'),
      isPublic: z.boolean().optional().describe('Also is_public.'),
    }),
    response: (d) => dataOf(f.commentaryForm(R(d, 'addCommentary'))),
    rateLimit: 'comment',
  },
  'PUT /api/commentaries/:id': { body: z.object({ content: z.string().describe('1–500 characters.') }), response: (d) => dataOf(f.commentaryForm(R(d, 'updateCommentary'))) },
  'POST /api/commentaries/:id/vote': { body: vote, response: (d) => dataOf(f.commentaryForm(R(d, 'voteCommentary'))), rateLimit: 'vote' },
  'DELETE /api/commentaries/:id/vote': { response: (d) => dataOf(f.commentaryForm(R(d, 'voteCommentary'))), rateLimit: 'vote' },
  'POST /api/commentaries/:id/report': {
    body: z.object({ reason: z.string().min(1).max(500).describe('Why the comment should be reviewed, 1–500 characters.') }),
    response: (d) => dataOf(f.reportForm(R(d, 'reportCommentary'))),
    rateLimit: 'report',
  },
  'GET /api/reports': {
    query: z.object({ status: z.enum(['pending', 'removed', 'kept']).optional().describe('Default pending (oldest first).'), limit, offset }),
    response: (d) => {
      const page = R(d, 'commentaryReports');
      return obj({ data: f.listOf(prop(page, 'items'), f.reportForm), total: prop(page, 'total') });
    },
  },
  'POST /api/reports/:id/decide': {
    body: z.object({
      decision: z.enum(['remove', 'keep']).describe('remove takes the comment down (recorded in the moderation log); keep leaves it.'),
      note: z.string().max(1000).nullable().optional().describe('Told to the reporter.'),
    }),
    response: (d) => dataOf(f.reportForm(R(d, 'decideCommentaryReport'))),
  },
  'GET /api/content/recent': {
    query: z.object({ limit, offset, type: z.enum(['article', 'key_vote', 'story', 'commentary']).optional() }),
    response: (d) => dataOf(f.listOf(R(d, 'recentContent'), f.contentForm)),
  },
  'POST /api/content/:type/:id/like': { body: 'none', response: (d) => dataOf(f.contentForm(R(d, 'likeContent'))), rateLimit: 'vote' },
  'DELETE /api/content/:type/:id/like': { response: (d) => dataOf(f.contentForm(R(d, 'unlikeContent'))), rateLimit: 'vote' },
  'PUT /api/content/:type/:id': {
    body: z.object({ title: z.string(), content: z.string().describe('Also description.') }),
    response: (d) => dataOf(f.contentForm(R(d, 'updateContent'))),
  },
  'DELETE /api/content/:type/:id': { response: (d) => dataOf(obj({ id: R(d, 'deleteContent') })) },

  'GET /api/user/me/address': { response: (d) => dataOf(f.addressForm(prop(d, 'myAddress'))) },
  'PUT /api/user/me/address': {
    body: z.object({
      data: z.object({
        street: z.string(),
        city: z.string(),
        state: z.string().describe('Two-letter code: 50 states and DC.'),
        zipCode: z.string().describe('ZIP or ZIP+4; also zip_code.'),
        phoneNumber: z.string().nullable().optional().describe('123-456-7890; also phone_number.'),
      }),
    }),
    response: (d) => dataOf(f.addressForm(R(d, 'saveMyAddress'))),
  },
  'PUT /api/user/me/district': {
    body: z.object({ district: z.number().int().nullable().describe('One of the candidate districts; null forgets the choice. Also under data, or as chosen_district.') }),
    response: (d) => dataOf(f.myRepresentativesForm(R(d, 'chooseMyDistrict'))),
  },
  'GET /api/user/me/representatives': { response: (d) => dataOf(f.myRepresentativesForm(R(d, 'myRepresentatives'))) },
  'GET /api/key-votes': { query: z.object({ limit, offset }), response: (d) => dataOf(f.listOf(R(d, 'keyVotes'), f.keyVoteForm)) },
  'POST /api/key-votes': {
    body: z.object({
      roll_call_id: z.uuid().optional().describe('An imported roll call (also rollCallId): prefills bill, congress, date, outcome and tallies.'),
      bill_id: z.string().optional().describe('e.g. hr1234-119; also billId. Needed without roll_call_id.'),
      organization_position: z.enum(['support', 'oppose', 'other']),
      title: z.string().optional(),
      description: z.string().optional(),
      congress_number: z.number().int().optional(),
    }),
    response: (d) => dataOf(f.keyVoteForm(R(d, 'createKeyVote'))),
  },
  'GET /api/roll-calls': {
    query: z.object({ search: z.string().optional().describe("A bill id ('H.R. 1'), a roll-call number or words of the question."), limit, offset }),
    response: (d) => {
      const page = R(d, 'rollCalls');
      return obj({ data: f.listOf(prop(page, 'items'), f.rollCallForm), total: prop(page, 'total') });
    },
  },
  'GET /api/key-votes/:id': { response: (d) => dataOf(f.keyVoteForm(R(d, 'keyVote'))) },
  'PUT /api/key-votes/:id': { body: z.object({ title: z.string().optional(), description: z.string().optional() }), response: (d) => dataOf(f.keyVoteForm(R(d, 'updateKeyVote'))) },
  'DELETE /api/key-votes/:id': { response: (d) => dataOf(obj({ id: R(d, 'deleteContent') })) },
  'POST /api/key-votes/:id/like': { body: 'none', response: (d) => dataOf(f.keyVoteForm(R(d, 'likeKeyVote'))), rateLimit: 'vote' },
  'DELETE /api/key-votes/:id/like': { response: (d) => dataOf(f.keyVoteForm(R(d, 'unlikeKeyVote'))), rateLimit: 'vote' },
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
  'GET /api/legislators': {
    query: z.object({
      search: z.string().optional().describe('Also ?name=.'),
      state: z.string().optional(),
      party: z.string().optional(),
      hasStaffCommentary: z.enum(['true', 'false']).optional().describe('Also has_staff_commentary.'),
      sort: z.enum(['name', 'alignment_high', 'alignment_low']).optional().describe('Default name; by alignment over the current Congress, nothing counted last.'),
    }),
    response: (d) => obj({ legislators: f.listOf(R(d, 'legislators'), f.legislatorForm) }),
  },
  'GET /api/legislators/staff-commentary': { response: (d) => obj({ content: f.listOf(R(d, 'staffCommentaries'), f.staffInsightForm) }) },
  'GET /api/legislators/id/:legislatorId': { response: (d) => dataOf(f.legislatorForm(R(d, 'legislator'))) },
  'GET /api/legislators/id/:legislatorId/content': {
    query: z.object({ contentType: z.enum(['staff_commentary', 'note']).optional().describe('Also content_type.'), is_staff: z.enum(['true', 'false']).optional().describe('Also isStaff.') }),
    response: (d) => dataOf(f.listOf(R(d, 'legislatorContent'), f.legislatorContentForm)),
  },
  'PUT /api/legislators/content/:contentId': { body: contentBody, response: (d) => dataOf(f.legislatorContentForm(R(d, 'updateLegislatorContent'))) },
  'POST /api/legislators/content': {
    body: contentBody.extend({ legislator_id: z.uuid().describe('Also legislatorId.') }),
    response: (d) => dataOf(f.legislatorContentForm(R(d, 'createLegislatorContent'))),
    rateLimit: 'comment',
  },
  // My legislators and scorecards (issue #60).
  'GET /api/users/me/legislators': { response: (d) => dataOf(R(d, 'myLegislators')) },
  'PUT /api/users/me/legislators/follow': {
    body: z.object({ follow: z.boolean().describe("true: hear when your legislators vote on a key vote ('legislator_vote'); false: stop.") }),
    response: (d) => dataOf(R(d, 'followMyLegislators')),
  },
  'GET /api/scorecards/:bioguide': { response: (d) => dataOf(R(d, 'legislatorScorecard')) },
  // Notifications (issue #16).
  'GET /api/notifications': {
    query: z.object({ limit, offset, unread: z.enum(['true', 'false']).optional().describe('true: only unread ones.') }),
    response: (d) => dataOf(f.listOf(R(d, 'notifications'), f.notificationForm)),
  },
  'GET /api/notifications/unread-count': { response: (d) => dataOf(obj({ count: R(d, 'unreadNotificationCount') })) },
  'POST /api/notifications/read': {
    body: z.object({ ids: z.array(z.uuid()).describe('1–100 ids of the caller’s notifications.') }),
    response: (d) => dataOf(R(d, 'markNotificationsRead')),
  },
  'POST /api/notifications/read-all': { body: 'none', response: (d) => dataOf(R(d, 'markAllNotificationsRead')) },
  'GET /api/users/me/notification-preferences': { response: (d) => dataOf(f.preferencesForm(R(d, 'notificationPreferences'))) },
  'PUT /api/users/me/notification-preferences': {
    body: z.object({
      timeZone: z.string().optional().describe('An IANA time zone such as America/Chicago (also time_zone).'),
      email: z
        .union([z.partialRecord(z.enum(EMAIL_KINDS), z.enum(EMAIL_MODES)), z.array(z.object({ kind: z.enum(EMAIL_KINDS), mode: z.enum(EMAIL_MODES) }))])
        .optional()
        .describe('The kinds to change: {story_article: "daily", …} or [{kind, mode}]. All or nothing.'),
      push: z
        .union([z.partialRecord(z.enum(EMAIL_KINDS), z.boolean()), z.array(z.object({ kind: z.enum(EMAIL_KINDS), enabled: z.boolean() }))])
        .optional()
        .describe('The kinds to push to the member’s subscribed devices, or not: {story_article: true, …} or [{kind, enabled}]. All or nothing with the rest.'),
    }),
    response: (d) => dataOf(f.preferencesForm(R(d, 'updateNotificationPreferences'))),
  },
  // Web push (issue #59, docs/push.md).
  'GET /api/push/vapid-public-key': { response: (d) => dataOf(obj({ publicKey: R(d, 'vapidPublicKey') })) },
  'POST /api/users/me/push-subscriptions': {
    body: z.object({
      endpoint: z.string().describe('The push service’s URL for this device: https on the standard port, at most 2048 characters.'),
      expirationTime: z.number().nullable().optional().describe('When the push service drops it (milliseconds since 1970), or null.'),
      keys: z.object({
        p256dh: z.string().describe('The device’s P-256 public key, base64url (65 bytes).'),
        auth: z.string().describe('The device’s authentication secret, base64url (16 bytes).'),
      }),
    }),
    response: (d) => dataOf(R(d, 'subscribePush')),
    rateLimit: 'subscribePush',
  },
  'DELETE /api/users/me/push-subscriptions': {
    body: z.object({ endpoint: z.string().describe('The endpoint of the PushSubscription to stop (the whole PushSubscription JSON is accepted too).') }),
    response: (d) => dataOf(obj({ removed: R(d, 'unsubscribePush') })),
  },
  'GET /api/search': {
    query: z.object({
      q: z.string().describe('What to find, 1–200 characters: words (all of them), "a phrase", -word to leave one out, or between alternatives.'),
      kind: z.string().optional().describe('Only these kinds, comma-separated: story, article, commentary, key_vote, legislator (staff only; left out for others). Default: all.'),
      limit: z.coerce.number().int().min(1).max(50).optional().describe('Hits per kind, 1–50 (default 10).'),
      cursor: z.string().optional().describe('A hit’s cursor (pageInfo.endCursor): the hits of its kind after it.'),
    }),
    response: (d) => dataOf(f.searchForm(R(d, 'search'))),
  },
};

export { API_RATE_LIMITS };
