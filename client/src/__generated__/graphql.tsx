// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type AccessRequestKind =
  | 'ADMIN'
  | 'EMERGENCY';

/** PENDING, then APPROVED (granted) or REJECTED (declined). */
export type AccessRequestStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type AddressInput = {
  city?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  state?: string | null | undefined;
  street?: string | null | undefined;
  zipCode?: string | null | undefined;
};

export type Chamber =
  | 'HOUSE'
  | 'SENATE';

export type CommentaryType =
  | 'OWNER'
  | 'REGULAR'
  | 'STAFF';

export type ContentType =
  | 'ARTICLE'
  | 'COMMENTARY'
  | 'KEY_VOTE'
  | 'STORY';

export type CreateCommentaryInput = {
  /** The article commented on (or keyVoteId). */
  articleId?: unknown;
  commentaryType?: CommentaryType | null | undefined;
  /** 1 to 500 characters after trimming. */
  content: string;
  /** Owner notes: 'Make this note public' (the client's default is off). */
  isPublic?: boolean | null | undefined;
  /** The key vote commented on (or articleId). */
  keyVoteId?: unknown;
};

export type CreateKeyVoteInput = {
  billId?: string | null | undefined;
  congressNumber?: number | null | undefined;
  description?: string | null | undefined;
  organizationPosition: OrganizationPosition;
  rollCallId?: unknown;
  title?: string | null | undefined;
};

export type CreateLegislatorContentInput = {
  content: string;
  contentType?: LegislatorContentType;
  isPublic?: boolean;
  isStaff?: boolean;
  legislatorId: string;
  title?: string | null | undefined;
};

export type CreateProposalInput = {
  description?: string | null | undefined;
  title?: string | null | undefined;
};

export type CreateStoryInput = {
  description: string;
  /** The server form of visibility: true is PUBLIC. */
  isGlobal?: boolean | null | undefined;
  isOpenToJoin?: boolean | null | undefined;
  requiresApproval?: boolean | null | undefined;
  /** Each entry is split on commas, trimmed; empties dropped. */
  tags?: Array<string> | null | undefined;
  title: string;
  /** PRIVATE (default), PUBLIC or FEATURED (admin-level only). */
  visibility?: StoryVisibility | null | undefined;
};

/** Email for a kind of notification: IMMEDIATE (one email each), DAILY or WEEKLY (in that digest), OFF (only in the portal). */
export type EmailMode =
  | 'DAILY'
  | 'IMMEDIATE'
  | 'OFF'
  | 'WEEKLY';

export type EmailPreferenceInput = {
  kind: NotificationKind;
  mode: EmailMode;
};

export type InviteCollaboratorInput = {
  email: string;
  role?: InviteRole;
};

export type InviteResponse =
  | 'ACCEPTED'
  | 'DECLINED';

/** Roles an invite or a role change may give: never OWNER. */
export type InviteRole =
  | 'CONTRIBUTOR'
  | 'EDITOR'
  | 'VIEWER';

export type InviteStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'PENDING';

export type JoinRequestDecision =
  | 'ACCEPTED'
  | 'REJECTED';

export type JoinRequestStatus =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED';

export type LegislatorContentType =
  | 'NOTE'
  | 'STAFF_COMMENTARY';

export type ModeratedContentType =
  | 'ARTICLE'
  | 'COMMENTARY'
  | 'KEY_VOTE'
  | 'STORY'
  | 'TIMELINE_ENTRY';

export type ModerationActionKind =
  | 'DELETE'
  | 'UPDATE';

/** What a notification is about: an invitation, a decision on your join request, proposal, tip or access request, a new article in a story you follow, a new key vote, or staff commentary. */
export type NotificationKind =
  | 'ACCESS_REQUEST_DECIDED'
  | 'JOIN_REQUEST_DECIDED'
  | 'KEY_VOTE'
  | 'PROPOSAL_DECIDED'
  | 'STAFF_COMMENTARY'
  | 'STORY_ARTICLE'
  | 'STORY_INVITE'
  | 'TIP_DECIDED';

/** PUT /api/users/me/notification-preferences: what to change; all or nothing. */
export type NotificationPreferencesInput = {
  email?: Array<EmailPreferenceInput> | null | undefined;
  /** An IANA time zone such as America/Chicago. */
  timeZone?: string | null | undefined;
};

export type OrganizationPosition =
  | 'OPPOSE'
  | 'OTHER'
  | 'SUPPORT';

export type PartySide =
  | 'MAJORITY'
  | 'MINORITY';

export type ProposalDecision =
  | 'APPROVED'
  | 'REJECTED';

export type ProposalStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** POST /api/users/me/request-access: what to ask for, and why (both optional). */
export type RequestAccessInput = {
  kind?: AccessRequestKind;
  /** Why, in the member's words; at most 1000 characters. */
  reason?: string | null | undefined;
  /** The role asked for: STAFF, ADMIN or SUPER_ADMIN (default). */
  role?: Role | null | undefined;
};

/** Portal roles. STAFF-level access means staff, admin or super_admin. */
export type Role =
  | 'ADMIN'
  | 'STAFF'
  | 'SUPER_ADMIN'
  | 'USER';

export type RoleChangeAction =
  | 'ASSIGN'
  | 'REMOVE';

export type StoryRole =
  | 'CONTRIBUTOR'
  | 'EDITOR'
  | 'OWNER'
  | 'VIEWER';

export type StorySettingsInput = {
  isOpenToJoin?: boolean | null | undefined;
  requiresApproval?: boolean | null | undefined;
  tags?: Array<string> | null | undefined;
};

/** PUBLIC and FEATURED stories are global (is_global); FEATURED is the Editor's Pick. */
export type StoryVisibility =
  | 'FEATURED'
  | 'PRIVATE'
  | 'PUBLIC';

export type SubmissionStatus =
  | 'EXISTING'
  | 'NEW';

/** POST /api/tips: a link and an optional private note to staff. */
export type SubmitTipInput = {
  /** A private note to staff, at most 2000 characters; only staff and you read it. */
  note?: string | null | undefined;
  /** An http:// or https:// article URL; checked and fetched like staff submission. */
  url: string;
};

export type TermType =
  | 'REP'
  | 'SEN';

/** pending (in the staff review queue), published or declined. */
export type TipStatus =
  | 'DECLINED'
  | 'PENDING'
  | 'PUBLISHED';

/** SUBMITTED: the tip waits for staff review; EXISTING: the article is already published (see article). */
export type TipSubmissionStatus =
  | 'EXISTING'
  | 'SUBMITTED';

export type UpdateArticleInput = {
  /** HTML; sanitized with the same allow-list as extracted content. */
  content?: string | null | undefined;
  /** An http(s) image URL; empty string removes the image. */
  imageUrl?: string | null | undefined;
  /** Each entry split on commas, trimmed; empties dropped. */
  tags?: Array<string> | null | undefined;
  /** Non-empty after trimming. */
  title?: string | null | undefined;
};

export type UpdateContentInput = {
  /** Article content, story or key vote description, commentary text. */
  content: string;
  title: string;
};

export type UpdateKeyVoteInput = {
  description?: string | null | undefined;
  title?: string | null | undefined;
};

export type UpdateLegislatorContentInput = {
  content: string;
  contentType?: LegislatorContentType | null | undefined;
  isPublic?: boolean | null | undefined;
  isStaff?: boolean | null | undefined;
  title?: string | null | undefined;
};

/** PUT /api/users/me: the profile fields a member may change. */
export type UpdateProfileInput = {
  /** Show the display name to others; otherwise shown as 'Anonymous'. */
  showRealName?: boolean | null | undefined;
  /** The display name (2–40 letters, digits, spaces and . ' - _; unique ignoring case; checked in display-name.ts). An empty string removes it. */
  username?: string | null | undefined;
};

export type UpdateStoryInput = {
  description?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  title?: string | null | undefined;
  visibility?: StoryVisibility | null | undefined;
};

export type Vote =
  | 'DOWN'
  | 'UP';

export type VotePosition =
  | 'NAY'
  | 'NOT_VOTING'
  | 'PRESENT'
  | 'YEA';

export type HealthQueryVariables = Exact<{ [key: string]: never; }>;


export type HealthQuery = { health: { status: string, database: string } };

export type SessionMemberQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionMemberQuery = { me: { id: string, email: string | null, roles: Array<Role> | null } };

export type StoredImage_ImageFragment = { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null };

export type AccessRequestStatus_RequestFragment = { id: string, kind: AccessRequestKind, requestedRole: Role, reason: string | null, status: AccessRequestStatus, grantedRole: Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean };

export type MyAccessRequestQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccessRequestQuery = { myAccessRequest: { id: string, kind: AccessRequestKind, requestedRole: Role, reason: string | null, status: AccessRequestStatus, grantedRole: Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean } | null };

export type AskForAccessMutationVariables = Exact<{
  input: RequestAccessInput;
}>;


export type AskForAccessMutation = { requestAccess: { requestId: string, message: string, request: { id: string, kind: AccessRequestKind, requestedRole: Role, reason: string | null, status: AccessRequestStatus, grantedRole: Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean } } };

export type DismissAccessRequestOutcomeMutationVariables = Exact<{ [key: string]: never; }>;


export type DismissAccessRequestOutcomeMutation = { markAccessRequestSeen: number };

export type AccessRequestRow_RequestFragment = { id: string, kind: AccessRequestKind, requestedRole: Role, reason: string | null, status: AccessRequestStatus, grantedRole: Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, member: { id: string, email: string | null, displayName: string, createdAt: string, roles: Array<Role> | null } | null, decidedBy: { id: string, email: string | null } | null };

export type AccessRequestQueueQueryVariables = Exact<{
  status: AccessRequestStatus;
  limit: number;
  offset: number;
}>;


export type AccessRequestQueueQuery = { accessRequests: { total: number, items: Array<{ id: string, kind: AccessRequestKind, requestedRole: Role, reason: string | null, status: AccessRequestStatus, grantedRole: Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, member: { id: string, email: string | null, displayName: string, createdAt: string, roles: Array<Role> | null } | null, decidedBy: { id: string, email: string | null } | null }> } | null };

export type GrantAccessRequestMutationVariables = Exact<{
  id: unknown;
  role?: Role | null | undefined;
  note?: string | null | undefined;
}>;


export type GrantAccessRequestMutation = { grantAccessRequest: { id: string, kind: AccessRequestKind, requestedRole: Role, reason: string | null, status: AccessRequestStatus, grantedRole: Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, member: { id: string, email: string | null, displayName: string, createdAt: string, roles: Array<Role> | null } | null, decidedBy: { id: string, email: string | null } | null } | null };

export type DeclineAccessRequestMutationVariables = Exact<{
  id: unknown;
  note?: string | null | undefined;
}>;


export type DeclineAccessRequestMutation = { declineAccessRequest: { id: string, kind: AccessRequestKind, requestedRole: Role, reason: string | null, status: AccessRequestStatus, grantedRole: Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, member: { id: string, email: string | null, displayName: string, createdAt: string, roles: Array<Role> | null } | null, decidedBy: { id: string, email: string | null } | null } | null };

export type AdminUser_MemberFragment = { id: string, email: string | null, displayName: string, createdAt: string, lastSignInAt: string | null, roles: Array<Role> | null };

export type AdminUserDetail_MemberFragment = { removableRoles: Array<Role> | null, assignableRoles: Array<Role> | null, id: string, email: string | null, displayName: string, createdAt: string, lastSignInAt: string | null, roles: Array<Role> | null, roleChanges: Array<{ id: string, role: Role, action: RoleChangeAction, createdAt: string, bySystem: boolean, actor: { id: string, email: string | null } | null }> | null };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type AdminUsersQuery = { userCount: number | null, users: Array<{ id: string, email: string | null, displayName: string, createdAt: string, lastSignInAt: string | null, roles: Array<Role> | null }> | null };

export type AdminUserQueryVariables = Exact<{
  id: unknown;
}>;


export type AdminUserQuery = { user: { removableRoles: Array<Role> | null, assignableRoles: Array<Role> | null, id: string, email: string | null, displayName: string, createdAt: string, lastSignInAt: string | null, roles: Array<Role> | null, roleChanges: Array<{ id: string, role: Role, action: RoleChangeAction, createdAt: string, bySystem: boolean, actor: { id: string, email: string | null } | null }> | null } | null };

export type AssignRoleMutationVariables = Exact<{
  userId: unknown;
  role: Role;
}>;


export type AssignRoleMutation = { assignRole: { removableRoles: Array<Role> | null, assignableRoles: Array<Role> | null, id: string, email: string | null, displayName: string, createdAt: string, lastSignInAt: string | null, roles: Array<Role> | null, roleChanges: Array<{ id: string, role: Role, action: RoleChangeAction, createdAt: string, bySystem: boolean, actor: { id: string, email: string | null } | null }> | null } | null };

export type RemoveRoleMutationVariables = Exact<{
  userId: unknown;
  role: Role;
}>;


export type RemoveRoleMutation = { removeRole: { removableRoles: Array<Role> | null, assignableRoles: Array<Role> | null, id: string, email: string | null, displayName: string, createdAt: string, lastSignInAt: string | null, roles: Array<Role> | null, roleChanges: Array<{ id: string, role: Role, action: RoleChangeAction, createdAt: string, bySystem: boolean, actor: { id: string, email: string | null } | null }> | null } | null };

export type RequestAccessMutationVariables = Exact<{
  input: RequestAccessInput;
}>;


export type RequestAccessMutation = { requestAccess: { requestId: string, message: string } };

export type ArticleVote_ArticleFragment = { id: string, upvotes: number, downvotes: number, score: number, userVote: Vote | null };

export type ArticleCard_ArticleFragment = { id: string, title: string, publication: string | null, publishedAt: string | null, submittedAt: string, tags: Array<string>, storyCount: number, upvotes: number, downvotes: number, score: number, userVote: Vote | null, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null, topCommentary: { id: string, content: string, createdAt: string, votesUp: number, votesDown: number, score: number } | null, viewerCan: { vote: boolean } };

export type RecentArticlesQueryVariables = Exact<{
  limit?: number;
}>;


export type RecentArticlesQuery = { articles: Array<{ id: string, title: string, publication: string | null, publishedAt: string | null, submittedAt: string, tags: Array<string>, storyCount: number, upvotes: number, downvotes: number, score: number, userVote: Vote | null, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null, topCommentary: { id: string, content: string, createdAt: string, votesUp: number, votesDown: number, score: number } | null, viewerCan: { vote: boolean } }> };

export type ArticlePageQueryVariables = Exact<{
  id: unknown;
}>;


export type ArticlePageQuery = { article: { id: string, title: string, content: string | null, imageUrl: string | null, url: string, publication: string | null, publishedAt: string | null, submittedAt: string, submittedBy: string | null, submitterDisplayName: string, tags: Array<string>, storyCount: number, upvotes: number, downvotes: number, score: number, userVote: Vote | null, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null, viewerCan: { edit: boolean, delete: boolean, vote: boolean, comment: boolean, addStaffCommentary: boolean, addOwnerNote: boolean, seePrivateCommentary: boolean } } };

export type VoteArticleMutationVariables = Exact<{
  id: unknown;
  vote?: Vote | null | undefined;
}>;


export type VoteArticleMutation = { voteArticle: { id: string, upvotes: number, downvotes: number, score: number, userVote: Vote | null } };

export type UpdateArticleMutationVariables = Exact<{
  id: unknown;
  input: UpdateArticleInput;
}>;


export type UpdateArticleMutation = { updateArticle: { id: string, title: string, content: string | null, tags: Array<string>, imageUrl: string | null, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } | null };

export type DeleteArticleMutationVariables = Exact<{
  id: unknown;
}>;


export type DeleteArticleMutation = { deleteArticle: string | null };

export type SubmitArticleUrlMutationVariables = Exact<{
  url: string;
}>;


export type SubmitArticleUrlMutation = { parseUrl: { id: string, title: string, status: SubmissionStatus, isExisting: boolean, article: { id: string, title: string, publication: string | null, publishedAt: string | null, submittedAt: string, tags: Array<string>, storyCount: number, upvotes: number, downvotes: number, score: number, userVote: Vote | null, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null, topCommentary: { id: string, content: string, createdAt: string, votesUp: number, votesDown: number, score: number } | null, viewerCan: { vote: boolean } } } | null };

export type CommentaryItem_CommentaryFragment = { id: string, articleId: string | null, keyVoteId: string | null, content: string, commentaryType: CommentaryType, isPublic: boolean, displayName: string, isOwn: boolean, createdAt: string, votesUp: number, votesDown: number, score: number, userVote: Vote | null, viewerCan: { edit: boolean, delete: boolean } };

export type ArticleCommentariesQueryVariables = Exact<{
  articleId: unknown;
  includePrivate: boolean;
}>;


export type ArticleCommentariesQuery = { commentaries: Array<{ id: string, articleId: string | null, keyVoteId: string | null, content: string, commentaryType: CommentaryType, isPublic: boolean, displayName: string, isOwn: boolean, createdAt: string, votesUp: number, votesDown: number, score: number, userVote: Vote | null, viewerCan: { edit: boolean, delete: boolean } }> };

export type KeyVoteCommentariesQueryVariables = Exact<{
  keyVoteId: unknown;
  includePrivate: boolean;
}>;


export type KeyVoteCommentariesQuery = { commentaries: Array<{ id: string, articleId: string | null, keyVoteId: string | null, content: string, commentaryType: CommentaryType, isPublic: boolean, displayName: string, isOwn: boolean, createdAt: string, votesUp: number, votesDown: number, score: number, userVote: Vote | null, viewerCan: { edit: boolean, delete: boolean } }> };

export type AddCommentaryMutationVariables = Exact<{
  input: CreateCommentaryInput;
}>;


export type AddCommentaryMutation = { addCommentary: { id: string, articleId: string | null, keyVoteId: string | null, content: string, commentaryType: CommentaryType, isPublic: boolean, displayName: string, isOwn: boolean, createdAt: string, votesUp: number, votesDown: number, score: number, userVote: Vote | null, viewerCan: { edit: boolean, delete: boolean } } };

export type VoteCommentaryMutationVariables = Exact<{
  id: unknown;
  vote?: Vote | null | undefined;
}>;


export type VoteCommentaryMutation = { voteCommentary: { id: string, votesUp: number, votesDown: number, score: number, userVote: Vote | null } };

export type ContentCard_ItemFragment = { id: string, type: ContentType, title: string, summary: string | null, createdAt: string, authorName: string, url: string, likes: number, hasLiked: boolean, staffCommentary: string | null, billNumber: string | null, congress: number | null, voteDate: string | null, outcome: string | null, organizationPosition: OrganizationPosition | null, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null, article: { publication: string | null, likes: number, hasLiked: boolean, id: string, upvotes: number, downvotes: number, score: number, userVote: Vote | null, viewerCan: { vote: boolean } } | null, keyVote: { id: string, likes: number, hasLiked: boolean } | null, followedStory: { id: string, title: string } | null };

export type ContentFeedQueryVariables = Exact<{
  limit?: number;
  type?: ContentType | null | undefined;
}>;


export type ContentFeedQuery = { recentContent: Array<{ id: string, type: ContentType, title: string, summary: string | null, createdAt: string, authorName: string, url: string, likes: number, hasLiked: boolean, staffCommentary: string | null, billNumber: string | null, congress: number | null, voteDate: string | null, outcome: string | null, organizationPosition: OrganizationPosition | null, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null, article: { publication: string | null, likes: number, hasLiked: boolean, id: string, upvotes: number, downvotes: number, score: number, userVote: Vote | null, viewerCan: { vote: boolean } } | null, keyVote: { id: string, likes: number, hasLiked: boolean } | null, followedStory: { id: string, title: string } | null }> };

export type ContentLikeMutationVariables = Exact<{
  type: ContentType;
  id: string;
}>;


export type ContentLikeMutation = { likeContent: { id: string, type: ContentType, likes: number, hasLiked: boolean, article: { id: string, likes: number, hasLiked: boolean } | null, keyVote: { id: string, likes: number, hasLiked: boolean } | null } };

export type ContentUnlikeMutationVariables = Exact<{
  type: ContentType;
  id: string;
}>;


export type ContentUnlikeMutation = { unlikeContent: { id: string, type: ContentType, likes: number, hasLiked: boolean, article: { id: string, likes: number, hasLiked: boolean } | null, keyVote: { id: string, likes: number, hasLiked: boolean } | null } };

export type DashboardKeyVotesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardKeyVotesQuery = { keyVotes: Array<{ id: string, billId: string, title: string, congressNumber: number, voteDate: string | null, organizationPosition: OrganizationPosition, outcome: string, likes: number, hasLiked: boolean }> };

export type FollowedStory_StoryFragment = { id: string, title: string, visibility: StoryVisibility, isFollowing: boolean, newArticlesCount: number, lastVisitedAt: string | null, articlesCount: number, latestArticles: Array<{ storyId: string, articleId: string, addedAt: string, isNew: boolean, article: { id: string, title: string, publication: string | null } }> };

export type DashboardFollowedStoriesQueryVariables = Exact<{
  limit?: number;
}>;


export type DashboardFollowedStoriesQuery = { followedStories: Array<{ id: string, title: string, visibility: StoryVisibility, isFollowing: boolean, newArticlesCount: number, lastVisitedAt: string | null, articlesCount: number, latestArticles: Array<{ storyId: string, articleId: string, addedAt: string, isNew: boolean, article: { id: string, title: string, publication: string | null } }> }> };

export type KeyVoteRow_KeyVoteFragment = { id: string, billId: string, title: string, congressNumber: number, voteDate: string | null, organizationPosition: OrganizationPosition, outcome: string, likes: number, hasLiked: boolean };

export type KeyVoteTallies_KeyVoteFragment = { id: string, tallies: Array<{ rollCallId: string, voteId: string, chamber: Chamber, date: string, question: string | null, result: string | null, yea: number, nay: number, present: number, notVoting: number, vicePresident: VotePosition | null }> };

export type MyLegislatorVotes_KeyVoteFragment = { id: string, myLegislators: Array<{ position: VotePosition | null, voteId: string | null, legislator: { id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, name: { full: string, first: string, last: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } }> | null };

export type KeyVotesListQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type KeyVotesListQuery = { keyVotes: Array<{ id: string, billId: string, title: string, congressNumber: number, voteDate: string | null, organizationPosition: OrganizationPosition, outcome: string, likes: number, hasLiked: boolean }> };

export type KeyVotePageQueryVariables = Exact<{
  id: string;
}>;


export type KeyVotePageQuery = { keyVote: { description: string, id: string, billId: string, title: string, congressNumber: number, voteDate: string | null, organizationPosition: OrganizationPosition, outcome: string, likes: number, hasLiked: boolean, viewerCan: { edit: boolean, delete: boolean, comment: boolean, addStaffCommentary: boolean, addOwnerNote: boolean, seePrivateCommentary: boolean }, tallies: Array<{ rollCallId: string, voteId: string, chamber: Chamber, date: string, question: string | null, result: string | null, yea: number, nay: number, present: number, notVoting: number, vicePresident: VotePosition | null }>, myLegislators: Array<{ position: VotePosition | null, voteId: string | null, legislator: { id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, name: { full: string, first: string, last: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } }> | null } };

export type EditKeyVoteMutationVariables = Exact<{
  id: string;
  input: UpdateKeyVoteInput;
}>;


export type EditKeyVoteMutation = { updateKeyVote: { id: string, title: string, description: string } | null };

export type AddKeyVoteMutationVariables = Exact<{
  input: CreateKeyVoteInput;
}>;


export type AddKeyVoteMutation = { createKeyVote: { id: string, billId: string, title: string, congressNumber: number, voteDate: string | null, organizationPosition: OrganizationPosition, outcome: string, likes: number, hasLiked: boolean } | null };

export type KeyVoteLikeMutationVariables = Exact<{
  id: string;
}>;


export type KeyVoteLikeMutation = { likeKeyVote: { id: string, likes: number, hasLiked: boolean } };

export type KeyVoteUnlikeMutationVariables = Exact<{
  id: string;
}>;


export type KeyVoteUnlikeMutation = { unlikeKeyVote: { id: string, likes: number, hasLiked: boolean } };

export type RollCallSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type RollCallSearchQuery = { rollCalls: { total: number, items: Array<{ id: string, voteId: string, chamber: Chamber, congress: number, number: number, date: string, question: string | null, subject: string | null, result: string | null, billId: string | null, billCongress: number | null, tally: { yea: number, nay: number, present: number, notVoting: number, vicePresident: VotePosition | null }, keyVote: { id: string, title: string } | null }> } | null };

export type LegislatorCard_LegislatorFragment = { id: string, bioguideId: string, fullName: string, firstName: string, lastName: string, state: string | null, district: number | null, role: string | null, currentParty: string | null, hasStaffCommentary: boolean | null, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null };

export type StaffCommentary_ContentFragment = { id: string, legislatorId: string, title: string | null, content: string, contentType: LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string };

export type LegislatorTermRow_TermFragment = { id: string, type: TermType, state: string, district: number | null, party: string | null, startDate: string, endDate: string, office: string | null, phone: string | null, url: string | null };

export type LegislativeDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type LegislativeDashboardQuery = { legislators: Array<{ id: string, bioguideId: string, fullName: string, firstName: string, lastName: string, state: string | null, district: number | null, role: string | null, currentParty: string | null, hasStaffCommentary: boolean | null, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }> | null };

export type LegislatorPageQueryVariables = Exact<{
  id: string;
}>;


export type LegislatorPageQuery = { legislator: { middleName: string | null, suffix: string | null, gender: string | null, birthday: string | null, leadershipRole: string | null, id: string, bioguideId: string, fullName: string, firstName: string, lastName: string, state: string | null, district: number | null, role: string | null, currentParty: string | null, hasStaffCommentary: boolean | null, currentTerm: { address: string | null, contactForm: string | null, id: string, type: TermType, state: string, district: number | null, party: string | null, startDate: string, endDate: string, office: string | null, phone: string | null, url: string | null } | null, terms: Array<{ id: string, type: TermType, state: string, district: number | null, party: string | null, startDate: string, endDate: string, office: string | null, phone: string | null, url: string | null }>, committees: Array<{ id: string, name: string, title: string | null, subcommittee: string | null, rank: number | null, partySide: PartySide | null }>, staffCommentary: { id: string, legislatorId: string, title: string | null, content: string, contentType: LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string } | null, alignment: { percent: number | null, agreed: number, counted: number, votes: Array<{ keyVoteId: string, title: string, billId: string, voteDate: string | null, organizationPosition: OrganizationPosition, position: VotePosition, agrees: boolean | null }> }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } | null };

export type EditCommentaryPageQueryVariables = Exact<{
  id: string;
}>;


export type EditCommentaryPageQuery = { legislator: { id: string, bioguideId: string, fullName: string, firstName: string, lastName: string, state: string | null, district: number | null, role: string | null, currentParty: string | null, hasStaffCommentary: boolean | null, staffCommentary: { id: string, legislatorId: string, title: string | null, content: string, contentType: LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string } | null, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } | null };

export type StaffInsightsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffInsightsQuery = { staffCommentaries: Array<{ id: string, legislatorId: string, title: string | null, content: string, contentType: LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string, legislator: { id: string, bioguideId: string, fullName: string, firstName: string, lastName: string, state: string | null, district: number | null, role: string | null, currentParty: string | null, hasStaffCommentary: boolean | null, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } | null }> | null };

export type CreateStaffCommentaryMutationVariables = Exact<{
  input: CreateLegislatorContentInput;
}>;


export type CreateStaffCommentaryMutation = { createLegislatorContent: { id: string, legislatorId: string, title: string | null, content: string, contentType: LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string, legislator: { id: string, hasStaffCommentary: boolean | null } | null } | null };

export type UpdateStaffCommentaryMutationVariables = Exact<{
  id: string;
  input: UpdateLegislatorContentInput;
}>;


export type UpdateStaffCommentaryMutation = { updateLegislatorContent: { id: string, legislatorId: string, title: string | null, content: string, contentType: LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string } | null };

export type ProfileHeader_MemberFragment = { id: string, email: string | null, username: string | null, displayName: string, showRealName: boolean, createdAt: string };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { me: { id: string, roles: Array<Role> | null, email: string | null, username: string | null, displayName: string, showRealName: boolean, createdAt: string } };

export type MyStoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStoriesQuery = { myStories: Array<{ id: string, title: string, description: string, createdAt: string, isGlobal: boolean, isFeatured: boolean, userRole: StoryRole }> };

export type MyArticlesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyArticlesQuery = { myArticles: Array<{ id: string, title: string, publication: string | null, submittedAt: string }> };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, username: string | null, showRealName: boolean, displayName: string } };

export type ModerateDeleteMutationVariables = Exact<{
  type: ContentType;
  id: string;
}>;


export type ModerateDeleteMutation = { deleteContent: string | null };

export type ModerateCommentaryMutationVariables = Exact<{
  id: unknown;
  content: string;
}>;


export type ModerateCommentaryMutation = { updateCommentary: { id: string, content: string, updatedAt: string } | null };

export type ModerateStoryMutationVariables = Exact<{
  id: string;
  input: UpdateContentInput;
}>;


export type ModerateStoryMutation = { updateContent: { id: string, type: ContentType, story: { id: string, title: string, description: string, updatedAt: string } | null } | null };

export type ModerationLogQueryVariables = Exact<{
  contentType?: ModeratedContentType | null | undefined;
  limit: number;
  offset: number;
}>;


export type ModerationLogQuery = { moderationLog: { total: number, items: Array<{ id: string, action: ModerationActionKind, contentType: ModeratedContentType, contentId: string, summary: string, link: string | null, changedFields: Array<string>, createdAt: string, removed: Array<{ what: string, count: number }>, actor: { id: string, email: string | null, displayName: string } | null, author: { id: string, email: string | null, displayName: string } | null }> } | null };

export type NotificationItem_NotificationFragment = { id: string, kind: NotificationKind, title: string, body: string | null, link: string | null, read: boolean, createdAt: string };

export type NotificationBellQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationBellQuery = { unreadNotificationCount: number };

export type NotificationsFeedQueryVariables = Exact<{
  limit: number;
  offset: number;
  unreadOnly?: boolean | null | undefined;
}>;


export type NotificationsFeedQuery = { notifications: Array<{ id: string, kind: NotificationKind, title: string, body: string | null, link: string | null, read: boolean, createdAt: string }> };

export type ReadNotificationsMutationVariables = Exact<{
  ids: Array<unknown> | unknown;
}>;


export type ReadNotificationsMutation = { markNotificationsRead: { updated: number, unreadCount: number } };

export type ReadAllNotificationsMutationVariables = Exact<{ [key: string]: never; }>;


export type ReadAllNotificationsMutation = { markAllNotificationsRead: { updated: number, unreadCount: number } };

export type NotificationSettings_PreferencesFragment = { timeZone: string, digestHour: number, email: Array<{ kind: NotificationKind, mode: EmailMode, defaultMode: EmailMode, label: string, description: string }> };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { notificationPreferences: { timeZone: string, digestHour: number, email: Array<{ kind: NotificationKind, mode: EmailMode, defaultMode: EmailMode, label: string, description: string }> } };

export type SaveNotificationSettingsMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;


export type SaveNotificationSettingsMutation = { updateNotificationPreferences: { timeZone: string, digestHour: number, email: Array<{ kind: NotificationKind, mode: EmailMode, defaultMode: EmailMode, label: string, description: string }> } };

export type AddressForm_AddressFragment = { street: string, city: string, state: string, zipCode: string, phoneNumber: string | null, updatedAt: string };

export type RepresentativeCard_RepresentativeFragment = { id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null };

export type MyAddressQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAddressQuery = { myAddress: { street: string, city: string, state: string, zipCode: string, phoneNumber: string | null, updatedAt: string } | null };

export type MyRepresentativesPanel_RepsFragment = { congress: number | null, dataUpdatedAt: string | null, uncertain: boolean, notice: string | null, source: string, chosenDistrict: number | null, needsChoice: boolean, districts: Array<{ state: string, district: number }>, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, senators: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, candidates: Array<{ state: string, district: number, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }> }> };

export type MyRepresentativesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRepresentativesQuery = { myRepresentatives: { congress: number | null, dataUpdatedAt: string | null, uncertain: boolean, notice: string | null, source: string, chosenDistrict: number | null, needsChoice: boolean, districts: Array<{ state: string, district: number }>, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, senators: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, candidates: Array<{ state: string, district: number, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }> }> } };

export type ChooseMyDistrictMutationVariables = Exact<{
  district?: number | null | undefined;
}>;


export type ChooseMyDistrictMutation = { chooseMyDistrict: { congress: number | null, dataUpdatedAt: string | null, uncertain: boolean, notice: string | null, source: string, chosenDistrict: number | null, needsChoice: boolean, districts: Array<{ state: string, district: number }>, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, senators: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, candidates: Array<{ state: string, district: number, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }> }> } };

export type SaveMyAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type SaveMyAddressMutation = { saveMyAddress: { street: string, city: string, state: string, zipCode: string, phoneNumber: string | null, updatedAt: string } };

export type AddArticleChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AddArticleChoicesQuery = { myArticles: Array<{ id: string, title: string, publication: string | null }> };

export type AddArticleToStoryMutationVariables = Exact<{
  storyId: unknown;
  articleId: unknown;
}>;


export type AddArticleToStoryMutation = { addArticleToStory: { storyId: string, articleId: string, addedAt: string, customNote: string | null, story: { id: string, articlesCount: number, firstArticleDate: string | null, lastArticleDate: string | null }, article: { id: string, title: string, url: string, publication: string | null, publishedAt: string | null, tags: Array<string>, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } } };

export type CollaboratorRow_CollaboratorFragment = { storyId: string, userId: string, displayName: string, role: StoryRole };

export type PendingInvite_InviteFragment = { id: string, inviteeEmail: string | null, role: StoryRole, status: InviteStatus, createdAt: string, expiresAt: string };

export type JoinRequestRow_RequestFragment = { id: string, requesterDisplayName: string, requesterEmail: string | null, createdAt: string, message: string | null, status: JoinRequestStatus };

export type StoryCollaboratorsQueryVariables = Exact<{
  id: unknown;
}>;


export type StoryCollaboratorsQuery = { story: { id: string, collaborators: Array<{ storyId: string, userId: string, displayName: string, role: StoryRole }> }, storyInvites: Array<{ id: string, inviteeEmail: string | null, role: StoryRole, status: InviteStatus, createdAt: string, expiresAt: string }>, storyJoinRequests: Array<{ id: string, requesterDisplayName: string, requesterEmail: string | null, createdAt: string, message: string | null, status: JoinRequestStatus }> };

export type InviteCollaboratorMutationVariables = Exact<{
  storyId: unknown;
  input: InviteCollaboratorInput;
}>;


export type InviteCollaboratorMutation = { inviteCollaborator: { id: string, inviteeEmail: string | null, role: StoryRole, status: InviteStatus, createdAt: string, expiresAt: string } };

export type UpdateCollaboratorRoleMutationVariables = Exact<{
  storyId: unknown;
  userId: unknown;
  role: InviteRole;
}>;


export type UpdateCollaboratorRoleMutation = { updateCollaboratorRole: { storyId: string, userId: string, displayName: string, role: StoryRole } };

export type RemoveCollaboratorMutationVariables = Exact<{
  storyId: unknown;
  userId: unknown;
}>;


export type RemoveCollaboratorMutation = { removeCollaborator: { id: string, collaborators: Array<{ storyId: string, userId: string, displayName: string, role: StoryRole }> } };

export type DecideJoinRequestMutationVariables = Exact<{
  requestId: unknown;
  status: JoinRequestDecision;
}>;


export type DecideJoinRequestMutation = { decideJoinRequest: { id: string, status: JoinRequestStatus, story: { id: string, collaborators: Array<{ storyId: string, userId: string, displayName: string, role: StoryRole }> } | null } };

export type CreateStoryMutationVariables = Exact<{
  input: CreateStoryInput;
}>;


export type CreateStoryMutation = { createStory: { id: string, title: string } | null };

export type InviteRow_InviteFragment = { id: string, storyId: string, storyTitle: string, role: StoryRole, status: InviteStatus, createdAt: string, expiresAt: string, invitedBy: { id: string, displayName: string } | null };

export type MyStoryInvitesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStoryInvitesQuery = { myInvites: Array<{ id: string, storyId: string, storyTitle: string, role: StoryRole, status: InviteStatus, createdAt: string, expiresAt: string, invitedBy: { id: string, displayName: string } | null }> };

export type RespondToInviteMutationVariables = Exact<{
  inviteId: unknown;
  status: InviteResponse;
}>;


export type RespondToInviteMutation = { respondToInvite: { id: string, status: InviteStatus, story: { id: string, title: string, description: string, tags: Array<string>, createdAt: string, visibility: StoryVisibility, isGlobal: boolean, openToJoin: boolean, requiresApproval: boolean, isFollowing: boolean, followerCount: number, articlesCount: number, userRole: StoryRole, owner: { id: string, displayName: string } | null, viewerCan: { edit: boolean, manageCollaborators: boolean, changeSettings: boolean, addArticles: boolean, editTimeline: boolean, moderate: boolean, propose: boolean, vote: boolean, decideProposals: boolean, follow: boolean, requestToJoin: boolean } } | null } };

export type PopularStoriesQueryVariables = Exact<{
  limit: number;
}>;


export type PopularStoriesQuery = { featuredStories: Array<{ id: string, title: string, description: string, firstArticleDate: string | null, lastArticleDate: string | null, articlesCount: number, followerCount: number, isEditorApproved: boolean }> };

export type FeaturedStoryCard_StoryFragment = { id: string, title: string, description: string, firstArticleDate: string | null, lastArticleDate: string | null, articlesCount: number, followerCount: number, isEditorApproved: boolean };

export type ProposalRow_ProposalFragment = { id: string, title: string | null, description: string | null, status: ProposalStatus, proposerDisplayName: string, createdAt: string, votesUp: number, votesDown: number, userVote: Vote | null };

export type StoryProposalsQueryVariables = Exact<{
  id: unknown;
}>;


export type StoryProposalsQuery = { story: { id: string, proposals: Array<{ id: string, title: string | null, description: string | null, status: ProposalStatus, proposerDisplayName: string, createdAt: string, votesUp: number, votesDown: number, userVote: Vote | null }> } };

export type CreateProposalMutationVariables = Exact<{
  storyId: unknown;
  input: CreateProposalInput;
}>;


export type CreateProposalMutation = { createProposal: { id: string, title: string | null, description: string | null, status: ProposalStatus, proposerDisplayName: string, createdAt: string, votesUp: number, votesDown: number, userVote: Vote | null } };

export type VoteOnProposalMutationVariables = Exact<{
  storyId: unknown;
  proposalId: unknown;
  vote: Vote;
}>;


export type VoteOnProposalMutation = { voteOnProposal: { id: string, votesUp: number, votesDown: number, userVote: Vote | null, status: ProposalStatus } };

export type DecideProposalMutationVariables = Exact<{
  storyId: unknown;
  proposalId: unknown;
  status: ProposalDecision;
}>;


export type DecideProposalMutation = { decideProposal: { id: string, status: ProposalStatus, story: { id: string, title: string, description: string, updatedAt: string } | null } };

export type RequestToJoinStoryMutationVariables = Exact<{
  storyId: unknown;
  message?: string | null | undefined;
}>;


export type RequestToJoinStoryMutation = { requestToJoinStory: { id: string, status: JoinRequestStatus, story: { id: string, title: string, description: string, tags: Array<string>, createdAt: string, visibility: StoryVisibility, isGlobal: boolean, openToJoin: boolean, requiresApproval: boolean, isFollowing: boolean, followerCount: number, articlesCount: number, userRole: StoryRole, owner: { id: string, displayName: string } | null, viewerCan: { edit: boolean, manageCollaborators: boolean, changeSettings: boolean, addArticles: boolean, editTimeline: boolean, moderate: boolean, propose: boolean, vote: boolean, decideProposals: boolean, follow: boolean, requestToJoin: boolean } } | null } };

export type UpdateStorySettingsMutationVariables = Exact<{
  storyId: unknown;
  input: StorySettingsInput;
}>;


export type UpdateStorySettingsMutation = { updateStorySettings: { id: string, openToJoin: boolean, requiresApproval: boolean, tags: Array<string> } };

export type StoriesListQueryVariables = Exact<{
  visibility?: StoryVisibility | null | undefined;
  following?: boolean | null | undefined;
  search?: string | null | undefined;
}>;


export type StoriesListQuery = { stories: Array<{ id: string, title: string, description: string, createdAt: string, visibility: StoryVisibility, isEditorApproved: boolean, tags: Array<string>, articlesCount: number, followerCount: number, isFollowing: boolean, firstArticleDate: string | null, lastArticleDate: string | null, cardImages: Array<{ src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null }> }> };

export type StoryCard_StoryFragment = { id: string, title: string, description: string, createdAt: string, visibility: StoryVisibility, isEditorApproved: boolean, tags: Array<string>, articlesCount: number, followerCount: number, isFollowing: boolean, firstArticleDate: string | null, lastArticleDate: string | null, cardImages: Array<{ src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null }> };

export type UpdateStoryMutationVariables = Exact<{
  id: unknown;
  input: UpdateStoryInput;
}>;


export type UpdateStoryMutation = { updateStory: { id: string, title: string, description: string, visibility: StoryVisibility, isGlobal: boolean, tags: Array<string>, updatedAt: string } };

export type StoryHeader_StoryFragment = { id: string, title: string, description: string, tags: Array<string>, createdAt: string, visibility: StoryVisibility, isGlobal: boolean, openToJoin: boolean, requiresApproval: boolean, isFollowing: boolean, followerCount: number, articlesCount: number, userRole: StoryRole, owner: { id: string, displayName: string } | null, viewerCan: { edit: boolean, manageCollaborators: boolean, changeSettings: boolean, addArticles: boolean, editTimeline: boolean, moderate: boolean, propose: boolean, vote: boolean, decideProposals: boolean, follow: boolean, requestToJoin: boolean } };

export type StoryPageQueryVariables = Exact<{
  id: unknown;
}>;


export type StoryPageQuery = { story: { id: string, title: string, description: string, tags: Array<string>, createdAt: string, visibility: StoryVisibility, isGlobal: boolean, openToJoin: boolean, requiresApproval: boolean, isFollowing: boolean, followerCount: number, articlesCount: number, userRole: StoryRole, proposals: Array<{ id: string, status: ProposalStatus }>, owner: { id: string, displayName: string } | null, viewerCan: { edit: boolean, manageCollaborators: boolean, changeSettings: boolean, addArticles: boolean, editTimeline: boolean, moderate: boolean, propose: boolean, vote: boolean, decideProposals: boolean, follow: boolean, requestToJoin: boolean } } };

export type FollowStoryMutationVariables = Exact<{
  id: unknown;
}>;


export type FollowStoryMutation = { followStory: { id: string, isFollowing: boolean, followerCount: number } };

export type UnfollowStoryMutationVariables = Exact<{
  id: unknown;
}>;


export type UnfollowStoryMutation = { unfollowStory: { id: string, isFollowing: boolean, followerCount: number } };

export type MarkStoryVisitedMutationVariables = Exact<{
  id: unknown;
}>;


export type MarkStoryVisitedMutation = { markStoryVisited: { id: string, newArticlesCount: number, lastVisitedAt: string | null, latestArticles: Array<{ storyId: string, articleId: string, isNew: boolean }> } };

export type TimelineCard_EntryFragment = { storyId: string, articleId: string, addedAt: string, customNote: string | null, article: { id: string, title: string, url: string, publication: string | null, publishedAt: string | null, tags: Array<string>, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } };

export type StoryTimelineQueryVariables = Exact<{
  id: unknown;
}>;


export type StoryTimelineQuery = { story: { id: string, articles: Array<{ storyId: string, articleId: string, addedAt: string, customNote: string | null, article: { id: string, title: string, url: string, publication: string | null, publishedAt: string | null, tags: Array<string>, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } }> } };

export type EditTimelineNoteMutationVariables = Exact<{
  storyId: unknown;
  articleId: unknown;
  customNote?: string | null | undefined;
}>;


export type EditTimelineNoteMutation = { updateTimelineEntry: { storyId: string, articleId: string, addedAt: string, customNote: string | null, article: { id: string, title: string, url: string, publication: string | null, publishedAt: string | null, tags: Array<string>, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } } };

export type RemoveTimelineEntryMutationVariables = Exact<{
  storyId: unknown;
  articleId: unknown;
}>;


export type RemoveTimelineEntryMutation = { removeTimelineEntry: { id: string, articlesCount: number, articles: Array<{ storyId: string, articleId: string, addedAt: string, customNote: string | null, article: { id: string, title: string, url: string, publication: string | null, publishedAt: string | null, tags: Array<string>, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } }> } };

export type TipRow_TipFragment = { id: string, url: string, title: string, publication: string | null, note: string | null, status: TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null };

export type SendTipMutationVariables = Exact<{
  input: SubmitTipInput;
}>;


export type SendTipMutation = { submitTip: { status: TipSubmissionStatus, tip: { id: string, url: string, title: string, publication: string | null, note: string | null, status: TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null } | null, article: { id: string, title: string } | null } };

export type MyTipsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTipsQuery = { myTips: Array<{ id: string, url: string, title: string, publication: string | null, note: string | null, status: TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null }> };

export type DismissTipOutcomesMutationVariables = Exact<{ [key: string]: never; }>;


export type DismissTipOutcomesMutation = { markTipOutcomesSeen: number };

export type TipReview_TipFragment = { imageUrl: string | null, publishedAt: string | null, tags: Array<string>, content: string | null, submitterDisplayName: string, id: string, url: string, title: string, publication: string | null, note: string | null, status: TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null };

export type TipQueueQueryVariables = Exact<{
  status: TipStatus;
  limit: number;
  offset: number;
}>;


export type TipQueueQuery = { pendingTipCount: number | null, tips: Array<{ imageUrl: string | null, publishedAt: string | null, tags: Array<string>, content: string | null, submitterDisplayName: string, id: string, url: string, title: string, publication: string | null, note: string | null, status: TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null }> | null };

export type PublishTipMutationVariables = Exact<{
  id: unknown;
}>;


export type PublishTipMutation = { publishTip: { imageUrl: string | null, publishedAt: string | null, tags: Array<string>, content: string | null, submitterDisplayName: string, id: string, url: string, title: string, publication: string | null, note: string | null, status: TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null } | null };

export type DeclineTipMutationVariables = Exact<{
  id: unknown;
  reason?: string | null | undefined;
}>;


export type DeclineTipMutation = { declineTip: { imageUrl: string | null, publishedAt: string | null, tags: Array<string>, content: string | null, submitterDisplayName: string, id: string, url: string, title: string, publication: string | null, note: string | null, status: TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null } | null };

export const AccessRequestStatus_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}}]} as unknown as DocumentNode;
export const AccessRequestRow_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}}]} as unknown as DocumentNode;
export const AdminUser_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]} as unknown as DocumentNode;
export const AdminUserDetail_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserDetail_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUser_member"}},{"kind":"Field","name":{"kind":"Name","value":"removableRoles"}},{"kind":"Field","name":{"kind":"Name","value":"assignableRoles"}},{"kind":"Field","name":{"kind":"Name","value":"roleChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"bySystem"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]} as unknown as DocumentNode;
export const StoredImage_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const ArticleVote_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleVote_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upvotes"}},{"kind":"Field","name":{"kind":"Name","value":"downvotes"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;
export const ArticleCard_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"storyCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleVote_article"}},{"kind":"Field","name":{"kind":"Name","value":"topCommentary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleVote_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upvotes"}},{"kind":"Field","name":{"kind":"Name","value":"downvotes"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;
export const CommentaryItem_CommentaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentaryItem_commentary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Commentary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"commentaryType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isOwn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode;
export const ContentCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"billNumber"}},{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleVote_article"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyVote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"followedStory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleVote_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upvotes"}},{"kind":"Field","name":{"kind":"Name","value":"downvotes"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;
export const FollowedStory_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowedStory_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"newArticlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"latestArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}}]}}]}}]}}]} as unknown as DocumentNode;
export const KeyVoteRow_KeyVoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteRow_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"congressNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]} as unknown as DocumentNode;
export const KeyVoteTallies_KeyVoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteTallies_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tallies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollCallId"}},{"kind":"Field","name":{"kind":"Name","value":"voteId"}},{"kind":"Field","name":{"kind":"Name","value":"chamber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"yea"}},{"kind":"Field","name":{"kind":"Name","value":"nay"}},{"kind":"Field","name":{"kind":"Name","value":"present"}},{"kind":"Field","name":{"kind":"Name","value":"notVoting"}},{"kind":"Field","name":{"kind":"Name","value":"vicePresident"}}]}}]}}]} as unknown as DocumentNode;
export const MyLegislatorVotes_KeyVoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyLegislatorVotes_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myLegislators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"full"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"voteId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const LegislatorCard_LegislatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorCard_legislator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const StaffCommentary_ContentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const LegislatorTermRow_TermFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorTermRow_term"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorTerm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode;
export const ProfileHeader_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"showRealName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const NotificationItem_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const NotificationSettings_PreferencesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettings_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode;
export const AddressForm_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressForm_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const RepresentativeCard_RepresentativeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentativeCard_representative"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Representative"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const MyRepresentativesPanel_RepsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRepresentativesPanel_reps"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyRepresentatives"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"dataUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uncertain"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}}]}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"senators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chosenDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"needsChoice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentativeCard_representative"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Representative"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}}]} as unknown as DocumentNode;
export const CollaboratorRow_CollaboratorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollaboratorRow_collaborator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collaborator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;
export const PendingInvite_InviteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingInvite_invite"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode;
export const JoinRequestRow_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JoinRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JoinRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requesterDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;
export const InviteRow_InviteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow_invite"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"storyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode;
export const FeaturedStoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeaturedStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"firstArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorApproved"}}]}}]} as unknown as DocumentNode;
export const ProposalRow_ProposalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalRow_proposal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposerDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;
export const StoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorApproved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"firstArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastArticleDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const StoryHeader_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryHeader_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"openToJoin"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"manageCollaborators"}},{"kind":"Field","name":{"kind":"Name","value":"changeSettings"}},{"kind":"Field","name":{"kind":"Name","value":"addArticles"}},{"kind":"Field","name":{"kind":"Name","value":"editTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"propose"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}},{"kind":"Field","name":{"kind":"Name","value":"decideProposals"}},{"kind":"Field","name":{"kind":"Name","value":"follow"}},{"kind":"Field","name":{"kind":"Name","value":"requestToJoin"}}]}}]}}]} as unknown as DocumentNode;
export const TimelineCard_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const TipRow_TipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;
export const TipReview_TipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipReview_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"submitterDisplayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;
export const HealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"database"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useHealthQuery__
 *
 * To run a query within a React component, call `useHealthQuery` and pass it any options that fit your needs.
 * When your component renders, `useHealthQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHealthQuery({
 *   variables: {
 *   },
 * });
 */
export function useHealthQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<HealthQuery, HealthQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HealthQuery, HealthQueryVariables>(HealthDocument, options);
      }
export function useHealthLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HealthQuery, HealthQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HealthQuery, HealthQueryVariables>(HealthDocument, options);
        }
// @ts-ignore
export function useHealthSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HealthQuery, HealthQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HealthQuery, HealthQueryVariables>;
export function useHealthSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HealthQuery, HealthQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HealthQuery | undefined, HealthQueryVariables>;
export function useHealthSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HealthQuery, HealthQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HealthQuery, HealthQueryVariables>(HealthDocument, options);
        }
export type HealthQueryHookResult = ReturnType<typeof useHealthQuery>;
export type HealthLazyQueryHookResult = ReturnType<typeof useHealthLazyQuery>;
export type HealthSuspenseQueryHookResult = ReturnType<typeof useHealthSuspenseQuery>;
export type HealthQueryResult = ApolloReactCommon.QueryResult<HealthQuery, HealthQueryVariables>;
export const SessionMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSessionMemberQuery__
 *
 * To run a query within a React component, call `useSessionMemberQuery` and pass it any options that fit your needs.
 * When your component renders, `useSessionMemberQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSessionMemberQuery({
 *   variables: {
 *   },
 * });
 */
export function useSessionMemberQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SessionMemberQuery, SessionMemberQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SessionMemberQuery, SessionMemberQueryVariables>(SessionMemberDocument, options);
      }
export function useSessionMemberLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SessionMemberQuery, SessionMemberQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SessionMemberQuery, SessionMemberQueryVariables>(SessionMemberDocument, options);
        }
// @ts-ignore
export function useSessionMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SessionMemberQuery, SessionMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SessionMemberQuery, SessionMemberQueryVariables>;
export function useSessionMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SessionMemberQuery, SessionMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SessionMemberQuery | undefined, SessionMemberQueryVariables>;
export function useSessionMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SessionMemberQuery, SessionMemberQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SessionMemberQuery, SessionMemberQueryVariables>(SessionMemberDocument, options);
        }
export type SessionMemberQueryHookResult = ReturnType<typeof useSessionMemberQuery>;
export type SessionMemberLazyQueryHookResult = ReturnType<typeof useSessionMemberLazyQuery>;
export type SessionMemberSuspenseQueryHookResult = ReturnType<typeof useSessionMemberSuspenseQuery>;
export type SessionMemberQueryResult = ApolloReactCommon.QueryResult<SessionMemberQuery, SessionMemberQueryVariables>;
export const MyAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccessRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAccessRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyAccessRequestQuery__
 *
 * To run a query within a React component, call `useMyAccessRequestQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyAccessRequestQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyAccessRequestQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyAccessRequestQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyAccessRequestQuery, MyAccessRequestQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyAccessRequestQuery, MyAccessRequestQueryVariables>(MyAccessRequestDocument, options);
      }
export function useMyAccessRequestLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyAccessRequestQuery, MyAccessRequestQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyAccessRequestQuery, MyAccessRequestQueryVariables>(MyAccessRequestDocument, options);
        }
// @ts-ignore
export function useMyAccessRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyAccessRequestQuery, MyAccessRequestQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyAccessRequestQuery, MyAccessRequestQueryVariables>;
export function useMyAccessRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyAccessRequestQuery, MyAccessRequestQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyAccessRequestQuery | undefined, MyAccessRequestQueryVariables>;
export function useMyAccessRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyAccessRequestQuery, MyAccessRequestQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyAccessRequestQuery, MyAccessRequestQueryVariables>(MyAccessRequestDocument, options);
        }
export type MyAccessRequestQueryHookResult = ReturnType<typeof useMyAccessRequestQuery>;
export type MyAccessRequestLazyQueryHookResult = ReturnType<typeof useMyAccessRequestLazyQuery>;
export type MyAccessRequestSuspenseQueryHookResult = ReturnType<typeof useMyAccessRequestSuspenseQuery>;
export type MyAccessRequestQueryResult = ApolloReactCommon.QueryResult<MyAccessRequestQuery, MyAccessRequestQueryVariables>;
export const AskForAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AskForAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}}]} as unknown as DocumentNode;

/**
 * __useAskForAccessMutation__
 *
 * To run a mutation, you first call `useAskForAccessMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAskForAccessMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [askForAccessMutation, { data, loading, error }] = useAskForAccessMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAskForAccessMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AskForAccessMutation, AskForAccessMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AskForAccessMutation, AskForAccessMutationVariables>(AskForAccessDocument, options);
      }
export type AskForAccessMutationHookResult = ReturnType<typeof useAskForAccessMutation>;
export type AskForAccessMutationResult = ApolloReactCommon.MutationResult<AskForAccessMutation>;
export const DismissAccessRequestOutcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissAccessRequestOutcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAccessRequestSeen"}}]}}]} as unknown as DocumentNode;

/**
 * __useDismissAccessRequestOutcomeMutation__
 *
 * To run a mutation, you first call `useDismissAccessRequestOutcomeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDismissAccessRequestOutcomeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dismissAccessRequestOutcomeMutation, { data, loading, error }] = useDismissAccessRequestOutcomeMutation({
 *   variables: {
 *   },
 * });
 */
export function useDismissAccessRequestOutcomeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DismissAccessRequestOutcomeMutation, DismissAccessRequestOutcomeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DismissAccessRequestOutcomeMutation, DismissAccessRequestOutcomeMutationVariables>(DismissAccessRequestOutcomeDocument, options);
      }
export type DismissAccessRequestOutcomeMutationHookResult = ReturnType<typeof useDismissAccessRequestOutcomeMutation>;
export type DismissAccessRequestOutcomeMutationResult = ApolloReactCommon.MutationResult<DismissAccessRequestOutcomeMutation>;
export const AccessRequestQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRequestQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequestStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAccessRequestQueueQuery__
 *
 * To run a query within a React component, call `useAccessRequestQueueQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccessRequestQueueQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccessRequestQueueQuery({
 *   variables: {
 *      status: // value for 'status'
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useAccessRequestQueueQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessRequestQueueQuery, AccessRequestQueueQueryVariables> & ({ variables: AccessRequestQueueQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>(AccessRequestQueueDocument, options);
      }
export function useAccessRequestQueueLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>(AccessRequestQueueDocument, options);
        }
// @ts-ignore
export function useAccessRequestQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>;
export function useAccessRequestQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessRequestQueueQuery | undefined, AccessRequestQueueQueryVariables>;
export function useAccessRequestQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>(AccessRequestQueueDocument, options);
        }
export type AccessRequestQueueQueryHookResult = ReturnType<typeof useAccessRequestQueueQuery>;
export type AccessRequestQueueLazyQueryHookResult = ReturnType<typeof useAccessRequestQueueLazyQuery>;
export type AccessRequestQueueSuspenseQueryHookResult = ReturnType<typeof useAccessRequestQueueSuspenseQuery>;
export type AccessRequestQueueQueryResult = ApolloReactCommon.QueryResult<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>;
export const GrantAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGrantAccessRequestMutation__
 *
 * To run a mutation, you first call `useGrantAccessRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGrantAccessRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [grantAccessRequestMutation, { data, loading, error }] = useGrantAccessRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *      role: // value for 'role'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useGrantAccessRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<GrantAccessRequestMutation, GrantAccessRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<GrantAccessRequestMutation, GrantAccessRequestMutationVariables>(GrantAccessRequestDocument, options);
      }
export type GrantAccessRequestMutationHookResult = ReturnType<typeof useGrantAccessRequestMutation>;
export type GrantAccessRequestMutationResult = ApolloReactCommon.MutationResult<GrantAccessRequestMutation>;
export const DeclineAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclineAccessRequestMutation__
 *
 * To run a mutation, you first call `useDeclineAccessRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineAccessRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineAccessRequestMutation, { data, loading, error }] = useDeclineAccessRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useDeclineAccessRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclineAccessRequestMutation, DeclineAccessRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclineAccessRequestMutation, DeclineAccessRequestMutationVariables>(DeclineAccessRequestDocument, options);
      }
export type DeclineAccessRequestMutationHookResult = ReturnType<typeof useDeclineAccessRequestMutation>;
export type DeclineAccessRequestMutationResult = ApolloReactCommon.MutationResult<DeclineAccessRequestMutation>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUser_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminUsersQuery__
 *
 * To run a query within a React component, call `useAdminUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUsersQuery({
 *   variables: {
 *      search: // value for 'search'
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useAdminUsersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables> & ({ variables: AdminUsersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
      }
export function useAdminUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
        }
// @ts-ignore
export function useAdminUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUsersQuery | undefined, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
        }
export type AdminUsersQueryHookResult = ReturnType<typeof useAdminUsersQuery>;
export type AdminUsersLazyQueryHookResult = ReturnType<typeof useAdminUsersLazyQuery>;
export type AdminUsersSuspenseQueryHookResult = ReturnType<typeof useAdminUsersSuspenseQuery>;
export type AdminUsersQueryResult = ApolloReactCommon.QueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserDetail_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserDetail_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUser_member"}},{"kind":"Field","name":{"kind":"Name","value":"removableRoles"}},{"kind":"Field","name":{"kind":"Name","value":"assignableRoles"}},{"kind":"Field","name":{"kind":"Name","value":"roleChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"bySystem"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminUserQuery__
 *
 * To run a query within a React component, call `useAdminUserQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUserQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminUserQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminUserQuery, AdminUserQueryVariables> & ({ variables: AdminUserQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminUserQuery, AdminUserQueryVariables>(AdminUserDocument, options);
      }
export function useAdminUserLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminUserQuery, AdminUserQueryVariables>(AdminUserDocument, options);
        }
// @ts-ignore
export function useAdminUserSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUserQuery, AdminUserQueryVariables>;
export function useAdminUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUserQuery | undefined, AdminUserQueryVariables>;
export function useAdminUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminUserQuery, AdminUserQueryVariables>(AdminUserDocument, options);
        }
export type AdminUserQueryHookResult = ReturnType<typeof useAdminUserQuery>;
export type AdminUserLazyQueryHookResult = ReturnType<typeof useAdminUserLazyQuery>;
export type AdminUserSuspenseQueryHookResult = ReturnType<typeof useAdminUserSuspenseQuery>;
export type AdminUserQueryResult = ApolloReactCommon.QueryResult<AdminUserQuery, AdminUserQueryVariables>;
export const AssignRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserDetail_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserDetail_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUser_member"}},{"kind":"Field","name":{"kind":"Name","value":"removableRoles"}},{"kind":"Field","name":{"kind":"Name","value":"assignableRoles"}},{"kind":"Field","name":{"kind":"Name","value":"roleChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"bySystem"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAssignRoleMutation__
 *
 * To run a mutation, you first call `useAssignRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAssignRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [assignRoleMutation, { data, loading, error }] = useAssignRoleMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useAssignRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AssignRoleMutation, AssignRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AssignRoleMutation, AssignRoleMutationVariables>(AssignRoleDocument, options);
      }
export type AssignRoleMutationHookResult = ReturnType<typeof useAssignRoleMutation>;
export type AssignRoleMutationResult = ApolloReactCommon.MutationResult<AssignRoleMutation>;
export const RemoveRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserDetail_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserDetail_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUser_member"}},{"kind":"Field","name":{"kind":"Name","value":"removableRoles"}},{"kind":"Field","name":{"kind":"Name","value":"assignableRoles"}},{"kind":"Field","name":{"kind":"Name","value":"roleChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"bySystem"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveRoleMutation__
 *
 * To run a mutation, you first call `useRemoveRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeRoleMutation, { data, loading, error }] = useRemoveRoleMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useRemoveRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveRoleMutation, RemoveRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveRoleMutation, RemoveRoleMutationVariables>(RemoveRoleDocument, options);
      }
export type RemoveRoleMutationHookResult = ReturnType<typeof useRemoveRoleMutation>;
export type RemoveRoleMutationResult = ApolloReactCommon.MutationResult<RemoveRoleMutation>;
export const RequestAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestAccessMutation__
 *
 * To run a mutation, you first call `useRequestAccessMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestAccessMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestAccessMutation, { data, loading, error }] = useRequestAccessMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestAccessMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestAccessMutation, RequestAccessMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestAccessMutation, RequestAccessMutationVariables>(RequestAccessDocument, options);
      }
export type RequestAccessMutationHookResult = ReturnType<typeof useRequestAccessMutation>;
export type RequestAccessMutationResult = ApolloReactCommon.MutationResult<RequestAccessMutation>;
export const RecentArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleVote_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upvotes"}},{"kind":"Field","name":{"kind":"Name","value":"downvotes"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"storyCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleVote_article"}},{"kind":"Field","name":{"kind":"Name","value":"topCommentary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRecentArticlesQuery__
 *
 * To run a query within a React component, call `useRecentArticlesQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecentArticlesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecentArticlesQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useRecentArticlesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RecentArticlesQuery, RecentArticlesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RecentArticlesQuery, RecentArticlesQueryVariables>(RecentArticlesDocument, options);
      }
export function useRecentArticlesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RecentArticlesQuery, RecentArticlesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RecentArticlesQuery, RecentArticlesQueryVariables>(RecentArticlesDocument, options);
        }
// @ts-ignore
export function useRecentArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RecentArticlesQuery, RecentArticlesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecentArticlesQuery, RecentArticlesQueryVariables>;
export function useRecentArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecentArticlesQuery, RecentArticlesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecentArticlesQuery | undefined, RecentArticlesQueryVariables>;
export function useRecentArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecentArticlesQuery, RecentArticlesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RecentArticlesQuery, RecentArticlesQueryVariables>(RecentArticlesDocument, options);
        }
export type RecentArticlesQueryHookResult = ReturnType<typeof useRecentArticlesQuery>;
export type RecentArticlesLazyQueryHookResult = ReturnType<typeof useRecentArticlesLazyQuery>;
export type RecentArticlesSuspenseQueryHookResult = ReturnType<typeof useRecentArticlesSuspenseQuery>;
export type RecentArticlesQueryResult = ApolloReactCommon.QueryResult<RecentArticlesQuery, RecentArticlesQueryVariables>;
export const ArticlePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"submitterDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"storyCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleVote_article"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"addStaffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"addOwnerNote"}},{"kind":"Field","name":{"kind":"Name","value":"seePrivateCommentary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleVote_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upvotes"}},{"kind":"Field","name":{"kind":"Name","value":"downvotes"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;

/**
 * __useArticlePageQuery__
 *
 * To run a query within a React component, call `useArticlePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticlePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticlePageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useArticlePageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ArticlePageQuery, ArticlePageQueryVariables> & ({ variables: ArticlePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticlePageQuery, ArticlePageQueryVariables>(ArticlePageDocument, options);
      }
export function useArticlePageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticlePageQuery, ArticlePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticlePageQuery, ArticlePageQueryVariables>(ArticlePageDocument, options);
        }
// @ts-ignore
export function useArticlePageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ArticlePageQuery, ArticlePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ArticlePageQuery, ArticlePageQueryVariables>;
export function useArticlePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ArticlePageQuery, ArticlePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ArticlePageQuery | undefined, ArticlePageQueryVariables>;
export function useArticlePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ArticlePageQuery, ArticlePageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ArticlePageQuery, ArticlePageQueryVariables>(ArticlePageDocument, options);
        }
export type ArticlePageQueryHookResult = ReturnType<typeof useArticlePageQuery>;
export type ArticlePageLazyQueryHookResult = ReturnType<typeof useArticlePageLazyQuery>;
export type ArticlePageSuspenseQueryHookResult = ReturnType<typeof useArticlePageSuspenseQuery>;
export type ArticlePageQueryResult = ApolloReactCommon.QueryResult<ArticlePageQuery, ArticlePageQueryVariables>;
export const VoteArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoteArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Vote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voteArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"vote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleVote_article"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleVote_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upvotes"}},{"kind":"Field","name":{"kind":"Name","value":"downvotes"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;

/**
 * __useVoteArticleMutation__
 *
 * To run a mutation, you first call `useVoteArticleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVoteArticleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [voteArticleMutation, { data, loading, error }] = useVoteArticleMutation({
 *   variables: {
 *      id: // value for 'id'
 *      vote: // value for 'vote'
 *   },
 * });
 */
export function useVoteArticleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VoteArticleMutation, VoteArticleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VoteArticleMutation, VoteArticleMutationVariables>(VoteArticleDocument, options);
      }
export type VoteArticleMutationHookResult = ReturnType<typeof useVoteArticleMutation>;
export type VoteArticleMutationResult = ApolloReactCommon.MutationResult<VoteArticleMutation>;
export const UpdateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateArticleMutation__
 *
 * To run a mutation, you first call `useUpdateArticleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateArticleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateArticleMutation, { data, loading, error }] = useUpdateArticleMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateArticleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateArticleMutation, UpdateArticleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateArticleMutation, UpdateArticleMutationVariables>(UpdateArticleDocument, options);
      }
export type UpdateArticleMutationHookResult = ReturnType<typeof useUpdateArticleMutation>;
export type UpdateArticleMutationResult = ApolloReactCommon.MutationResult<UpdateArticleMutation>;
export const DeleteArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteArticleMutation__
 *
 * To run a mutation, you first call `useDeleteArticleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteArticleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteArticleMutation, { data, loading, error }] = useDeleteArticleMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteArticleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteArticleMutation, DeleteArticleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteArticleMutation, DeleteArticleMutationVariables>(DeleteArticleDocument, options);
      }
export type DeleteArticleMutationHookResult = ReturnType<typeof useDeleteArticleMutation>;
export type DeleteArticleMutationResult = ApolloReactCommon.MutationResult<DeleteArticleMutation>;
export const SubmitArticleUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitArticleUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parseUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleVote_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upvotes"}},{"kind":"Field","name":{"kind":"Name","value":"downvotes"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"storyCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleVote_article"}},{"kind":"Field","name":{"kind":"Name","value":"topCommentary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSubmitArticleUrlMutation__
 *
 * To run a mutation, you first call `useSubmitArticleUrlMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubmitArticleUrlMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [submitArticleUrlMutation, { data, loading, error }] = useSubmitArticleUrlMutation({
 *   variables: {
 *      url: // value for 'url'
 *   },
 * });
 */
export function useSubmitArticleUrlMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SubmitArticleUrlMutation, SubmitArticleUrlMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SubmitArticleUrlMutation, SubmitArticleUrlMutationVariables>(SubmitArticleUrlDocument, options);
      }
export type SubmitArticleUrlMutationHookResult = ReturnType<typeof useSubmitArticleUrlMutation>;
export type SubmitArticleUrlMutationResult = ApolloReactCommon.MutationResult<SubmitArticleUrlMutation>;
export const ArticleCommentariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleCommentaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includePrivate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"VOTES"}},{"kind":"Argument","name":{"kind":"Name","value":"includePrivate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includePrivate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentaryItem_commentary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentaryItem_commentary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Commentary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"commentaryType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isOwn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useArticleCommentariesQuery__
 *
 * To run a query within a React component, call `useArticleCommentariesQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticleCommentariesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticleCommentariesQuery({
 *   variables: {
 *      articleId: // value for 'articleId'
 *      includePrivate: // value for 'includePrivate'
 *   },
 * });
 */
export function useArticleCommentariesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ArticleCommentariesQuery, ArticleCommentariesQueryVariables> & ({ variables: ArticleCommentariesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>(ArticleCommentariesDocument, options);
      }
export function useArticleCommentariesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>(ArticleCommentariesDocument, options);
        }
// @ts-ignore
export function useArticleCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>;
export function useArticleCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ArticleCommentariesQuery | undefined, ArticleCommentariesQueryVariables>;
export function useArticleCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>(ArticleCommentariesDocument, options);
        }
export type ArticleCommentariesQueryHookResult = ReturnType<typeof useArticleCommentariesQuery>;
export type ArticleCommentariesLazyQueryHookResult = ReturnType<typeof useArticleCommentariesLazyQuery>;
export type ArticleCommentariesSuspenseQueryHookResult = ReturnType<typeof useArticleCommentariesSuspenseQuery>;
export type ArticleCommentariesQueryResult = ApolloReactCommon.QueryResult<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>;
export const KeyVoteCommentariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KeyVoteCommentaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyVoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includePrivate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyVoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyVoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"VOTES"}},{"kind":"Argument","name":{"kind":"Name","value":"includePrivate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includePrivate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentaryItem_commentary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentaryItem_commentary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Commentary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"commentaryType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isOwn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useKeyVoteCommentariesQuery__
 *
 * To run a query within a React component, call `useKeyVoteCommentariesQuery` and pass it any options that fit your needs.
 * When your component renders, `useKeyVoteCommentariesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKeyVoteCommentariesQuery({
 *   variables: {
 *      keyVoteId: // value for 'keyVoteId'
 *      includePrivate: // value for 'includePrivate'
 *   },
 * });
 */
export function useKeyVoteCommentariesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables> & ({ variables: KeyVoteCommentariesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>(KeyVoteCommentariesDocument, options);
      }
export function useKeyVoteCommentariesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>(KeyVoteCommentariesDocument, options);
        }
// @ts-ignore
export function useKeyVoteCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>;
export function useKeyVoteCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVoteCommentariesQuery | undefined, KeyVoteCommentariesQueryVariables>;
export function useKeyVoteCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>(KeyVoteCommentariesDocument, options);
        }
export type KeyVoteCommentariesQueryHookResult = ReturnType<typeof useKeyVoteCommentariesQuery>;
export type KeyVoteCommentariesLazyQueryHookResult = ReturnType<typeof useKeyVoteCommentariesLazyQuery>;
export type KeyVoteCommentariesSuspenseQueryHookResult = ReturnType<typeof useKeyVoteCommentariesSuspenseQuery>;
export type KeyVoteCommentariesQueryResult = ApolloReactCommon.QueryResult<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>;
export const AddCommentaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCommentary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommentaryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCommentary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentaryItem_commentary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentaryItem_commentary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Commentary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"commentaryType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isOwn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAddCommentaryMutation__
 *
 * To run a mutation, you first call `useAddCommentaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCommentaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCommentaryMutation, { data, loading, error }] = useAddCommentaryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddCommentaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddCommentaryMutation, AddCommentaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddCommentaryMutation, AddCommentaryMutationVariables>(AddCommentaryDocument, options);
      }
export type AddCommentaryMutationHookResult = ReturnType<typeof useAddCommentaryMutation>;
export type AddCommentaryMutationResult = ApolloReactCommon.MutationResult<AddCommentaryMutation>;
export const VoteCommentaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoteCommentary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Vote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voteCommentary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"vote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useVoteCommentaryMutation__
 *
 * To run a mutation, you first call `useVoteCommentaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVoteCommentaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [voteCommentaryMutation, { data, loading, error }] = useVoteCommentaryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      vote: // value for 'vote'
 *   },
 * });
 */
export function useVoteCommentaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VoteCommentaryMutation, VoteCommentaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VoteCommentaryMutation, VoteCommentaryMutationVariables>(VoteCommentaryDocument, options);
      }
export type VoteCommentaryMutationHookResult = ReturnType<typeof useVoteCommentaryMutation>;
export type VoteCommentaryMutationResult = ApolloReactCommon.MutationResult<VoteCommentaryMutation>;
export const ContentFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"10"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleVote_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upvotes"}},{"kind":"Field","name":{"kind":"Name","value":"downvotes"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"billNumber"}},{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleVote_article"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vote"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyVote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"followedStory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useContentFeedQuery__
 *
 * To run a query within a React component, call `useContentFeedQuery` and pass it any options that fit your needs.
 * When your component renders, `useContentFeedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useContentFeedQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *      type: // value for 'type'
 *   },
 * });
 */
export function useContentFeedQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ContentFeedQuery, ContentFeedQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ContentFeedQuery, ContentFeedQueryVariables>(ContentFeedDocument, options);
      }
export function useContentFeedLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ContentFeedQuery, ContentFeedQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ContentFeedQuery, ContentFeedQueryVariables>(ContentFeedDocument, options);
        }
// @ts-ignore
export function useContentFeedSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ContentFeedQuery, ContentFeedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentFeedQuery, ContentFeedQueryVariables>;
export function useContentFeedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentFeedQuery, ContentFeedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentFeedQuery | undefined, ContentFeedQueryVariables>;
export function useContentFeedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentFeedQuery, ContentFeedQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ContentFeedQuery, ContentFeedQueryVariables>(ContentFeedDocument, options);
        }
export type ContentFeedQueryHookResult = ReturnType<typeof useContentFeedQuery>;
export type ContentFeedLazyQueryHookResult = ReturnType<typeof useContentFeedLazyQuery>;
export type ContentFeedSuspenseQueryHookResult = ReturnType<typeof useContentFeedSuspenseQuery>;
export type ContentFeedQueryResult = ApolloReactCommon.QueryResult<ContentFeedQuery, ContentFeedQueryVariables>;
export const ContentLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyVote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useContentLikeMutation__
 *
 * To run a mutation, you first call `useContentLikeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useContentLikeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [contentLikeMutation, { data, loading, error }] = useContentLikeMutation({
 *   variables: {
 *      type: // value for 'type'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useContentLikeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ContentLikeMutation, ContentLikeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ContentLikeMutation, ContentLikeMutationVariables>(ContentLikeDocument, options);
      }
export type ContentLikeMutationHookResult = ReturnType<typeof useContentLikeMutation>;
export type ContentLikeMutationResult = ApolloReactCommon.MutationResult<ContentLikeMutation>;
export const ContentUnlikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentUnlike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlikeContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyVote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useContentUnlikeMutation__
 *
 * To run a mutation, you first call `useContentUnlikeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useContentUnlikeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [contentUnlikeMutation, { data, loading, error }] = useContentUnlikeMutation({
 *   variables: {
 *      type: // value for 'type'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useContentUnlikeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ContentUnlikeMutation, ContentUnlikeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ContentUnlikeMutation, ContentUnlikeMutationVariables>(ContentUnlikeDocument, options);
      }
export type ContentUnlikeMutationHookResult = ReturnType<typeof useContentUnlikeMutation>;
export type ContentUnlikeMutationResult = ApolloReactCommon.MutationResult<ContentUnlikeMutation>;
export const DashboardKeyVotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardKeyVotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteRow_keyVote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteRow_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"congressNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardKeyVotesQuery__
 *
 * To run a query within a React component, call `useDashboardKeyVotesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardKeyVotesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardKeyVotesQuery({
 *   variables: {
 *   },
 * });
 */
export function useDashboardKeyVotesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>(DashboardKeyVotesDocument, options);
      }
export function useDashboardKeyVotesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>(DashboardKeyVotesDocument, options);
        }
// @ts-ignore
export function useDashboardKeyVotesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>;
export function useDashboardKeyVotesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DashboardKeyVotesQuery | undefined, DashboardKeyVotesQueryVariables>;
export function useDashboardKeyVotesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>(DashboardKeyVotesDocument, options);
        }
export type DashboardKeyVotesQueryHookResult = ReturnType<typeof useDashboardKeyVotesQuery>;
export type DashboardKeyVotesLazyQueryHookResult = ReturnType<typeof useDashboardKeyVotesLazyQuery>;
export type DashboardKeyVotesSuspenseQueryHookResult = ReturnType<typeof useDashboardKeyVotesSuspenseQuery>;
export type DashboardKeyVotesQueryResult = ApolloReactCommon.QueryResult<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>;
export const DashboardFollowedStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardFollowedStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followedStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowedStory_story"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowedStory_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"newArticlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"latestArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardFollowedStoriesQuery__
 *
 * To run a query within a React component, call `useDashboardFollowedStoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardFollowedStoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardFollowedStoriesQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useDashboardFollowedStoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>(DashboardFollowedStoriesDocument, options);
      }
export function useDashboardFollowedStoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>(DashboardFollowedStoriesDocument, options);
        }
// @ts-ignore
export function useDashboardFollowedStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>;
export function useDashboardFollowedStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DashboardFollowedStoriesQuery | undefined, DashboardFollowedStoriesQueryVariables>;
export function useDashboardFollowedStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>(DashboardFollowedStoriesDocument, options);
        }
export type DashboardFollowedStoriesQueryHookResult = ReturnType<typeof useDashboardFollowedStoriesQuery>;
export type DashboardFollowedStoriesLazyQueryHookResult = ReturnType<typeof useDashboardFollowedStoriesLazyQuery>;
export type DashboardFollowedStoriesSuspenseQueryHookResult = ReturnType<typeof useDashboardFollowedStoriesSuspenseQuery>;
export type DashboardFollowedStoriesQueryResult = ApolloReactCommon.QueryResult<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>;
export const KeyVotesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KeyVotesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteRow_keyVote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteRow_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"congressNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]} as unknown as DocumentNode;

/**
 * __useKeyVotesListQuery__
 *
 * To run a query within a React component, call `useKeyVotesListQuery` and pass it any options that fit your needs.
 * When your component renders, `useKeyVotesListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKeyVotesListQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useKeyVotesListQuery(baseOptions: ApolloReactHooks.QueryHookOptions<KeyVotesListQuery, KeyVotesListQueryVariables> & ({ variables: KeyVotesListQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<KeyVotesListQuery, KeyVotesListQueryVariables>(KeyVotesListDocument, options);
      }
export function useKeyVotesListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<KeyVotesListQuery, KeyVotesListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<KeyVotesListQuery, KeyVotesListQueryVariables>(KeyVotesListDocument, options);
        }
// @ts-ignore
export function useKeyVotesListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<KeyVotesListQuery, KeyVotesListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVotesListQuery, KeyVotesListQueryVariables>;
export function useKeyVotesListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVotesListQuery, KeyVotesListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVotesListQuery | undefined, KeyVotesListQueryVariables>;
export function useKeyVotesListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVotesListQuery, KeyVotesListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<KeyVotesListQuery, KeyVotesListQueryVariables>(KeyVotesListDocument, options);
        }
export type KeyVotesListQueryHookResult = ReturnType<typeof useKeyVotesListQuery>;
export type KeyVotesListLazyQueryHookResult = ReturnType<typeof useKeyVotesListLazyQuery>;
export type KeyVotesListSuspenseQueryHookResult = ReturnType<typeof useKeyVotesListSuspenseQuery>;
export type KeyVotesListQueryResult = ApolloReactCommon.QueryResult<KeyVotesListQuery, KeyVotesListQueryVariables>;
export const KeyVotePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KeyVotePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteRow_keyVote"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"addStaffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"addOwnerNote"}},{"kind":"Field","name":{"kind":"Name","value":"seePrivateCommentary"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteTallies_keyVote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyLegislatorVotes_keyVote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteRow_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"congressNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteTallies_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tallies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollCallId"}},{"kind":"Field","name":{"kind":"Name","value":"voteId"}},{"kind":"Field","name":{"kind":"Name","value":"chamber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"yea"}},{"kind":"Field","name":{"kind":"Name","value":"nay"}},{"kind":"Field","name":{"kind":"Name","value":"present"}},{"kind":"Field","name":{"kind":"Name","value":"notVoting"}},{"kind":"Field","name":{"kind":"Name","value":"vicePresident"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyLegislatorVotes_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myLegislators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"full"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"voteId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useKeyVotePageQuery__
 *
 * To run a query within a React component, call `useKeyVotePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useKeyVotePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKeyVotePageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useKeyVotePageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<KeyVotePageQuery, KeyVotePageQueryVariables> & ({ variables: KeyVotePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<KeyVotePageQuery, KeyVotePageQueryVariables>(KeyVotePageDocument, options);
      }
export function useKeyVotePageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<KeyVotePageQuery, KeyVotePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<KeyVotePageQuery, KeyVotePageQueryVariables>(KeyVotePageDocument, options);
        }
// @ts-ignore
export function useKeyVotePageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<KeyVotePageQuery, KeyVotePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVotePageQuery, KeyVotePageQueryVariables>;
export function useKeyVotePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVotePageQuery, KeyVotePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVotePageQuery | undefined, KeyVotePageQueryVariables>;
export function useKeyVotePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVotePageQuery, KeyVotePageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<KeyVotePageQuery, KeyVotePageQueryVariables>(KeyVotePageDocument, options);
        }
export type KeyVotePageQueryHookResult = ReturnType<typeof useKeyVotePageQuery>;
export type KeyVotePageLazyQueryHookResult = ReturnType<typeof useKeyVotePageLazyQuery>;
export type KeyVotePageSuspenseQueryHookResult = ReturnType<typeof useKeyVotePageSuspenseQuery>;
export type KeyVotePageQueryResult = ApolloReactCommon.QueryResult<KeyVotePageQuery, KeyVotePageQueryVariables>;
export const EditKeyVoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditKeyVote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateKeyVoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKeyVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useEditKeyVoteMutation__
 *
 * To run a mutation, you first call `useEditKeyVoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditKeyVoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editKeyVoteMutation, { data, loading, error }] = useEditKeyVoteMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useEditKeyVoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditKeyVoteMutation, EditKeyVoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditKeyVoteMutation, EditKeyVoteMutationVariables>(EditKeyVoteDocument, options);
      }
export type EditKeyVoteMutationHookResult = ReturnType<typeof useEditKeyVoteMutation>;
export type EditKeyVoteMutationResult = ApolloReactCommon.MutationResult<EditKeyVoteMutation>;
export const AddKeyVoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddKeyVote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateKeyVoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKeyVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteRow_keyVote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteRow_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"congressNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddKeyVoteMutation__
 *
 * To run a mutation, you first call `useAddKeyVoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddKeyVoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addKeyVoteMutation, { data, loading, error }] = useAddKeyVoteMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddKeyVoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddKeyVoteMutation, AddKeyVoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddKeyVoteMutation, AddKeyVoteMutationVariables>(AddKeyVoteDocument, options);
      }
export type AddKeyVoteMutationHookResult = ReturnType<typeof useAddKeyVoteMutation>;
export type AddKeyVoteMutationResult = ApolloReactCommon.MutationResult<AddKeyVoteMutation>;
export const KeyVoteLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KeyVoteLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeKeyVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useKeyVoteLikeMutation__
 *
 * To run a mutation, you first call `useKeyVoteLikeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useKeyVoteLikeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [keyVoteLikeMutation, { data, loading, error }] = useKeyVoteLikeMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useKeyVoteLikeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<KeyVoteLikeMutation, KeyVoteLikeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<KeyVoteLikeMutation, KeyVoteLikeMutationVariables>(KeyVoteLikeDocument, options);
      }
export type KeyVoteLikeMutationHookResult = ReturnType<typeof useKeyVoteLikeMutation>;
export type KeyVoteLikeMutationResult = ApolloReactCommon.MutationResult<KeyVoteLikeMutation>;
export const KeyVoteUnlikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KeyVoteUnlike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlikeKeyVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useKeyVoteUnlikeMutation__
 *
 * To run a mutation, you first call `useKeyVoteUnlikeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useKeyVoteUnlikeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [keyVoteUnlikeMutation, { data, loading, error }] = useKeyVoteUnlikeMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useKeyVoteUnlikeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<KeyVoteUnlikeMutation, KeyVoteUnlikeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<KeyVoteUnlikeMutation, KeyVoteUnlikeMutationVariables>(KeyVoteUnlikeDocument, options);
      }
export type KeyVoteUnlikeMutationHookResult = ReturnType<typeof useKeyVoteUnlikeMutation>;
export type KeyVoteUnlikeMutationResult = ApolloReactCommon.MutationResult<KeyVoteUnlikeMutation>;
export const RollCallSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RollCallSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollCalls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"voteId"}},{"kind":"Field","name":{"kind":"Name","value":"chamber"}},{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"billCongress"}},{"kind":"Field","name":{"kind":"Name","value":"tally"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yea"}},{"kind":"Field","name":{"kind":"Name","value":"nay"}},{"kind":"Field","name":{"kind":"Name","value":"present"}},{"kind":"Field","name":{"kind":"Name","value":"notVoting"}},{"kind":"Field","name":{"kind":"Name","value":"vicePresident"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyVote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRollCallSearchQuery__
 *
 * To run a query within a React component, call `useRollCallSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useRollCallSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRollCallSearchQuery({
 *   variables: {
 *      search: // value for 'search'
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useRollCallSearchQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RollCallSearchQuery, RollCallSearchQueryVariables> & ({ variables: RollCallSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RollCallSearchQuery, RollCallSearchQueryVariables>(RollCallSearchDocument, options);
      }
export function useRollCallSearchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RollCallSearchQuery, RollCallSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RollCallSearchQuery, RollCallSearchQueryVariables>(RollCallSearchDocument, options);
        }
// @ts-ignore
export function useRollCallSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RollCallSearchQuery, RollCallSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RollCallSearchQuery, RollCallSearchQueryVariables>;
export function useRollCallSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RollCallSearchQuery, RollCallSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RollCallSearchQuery | undefined, RollCallSearchQueryVariables>;
export function useRollCallSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RollCallSearchQuery, RollCallSearchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RollCallSearchQuery, RollCallSearchQueryVariables>(RollCallSearchDocument, options);
        }
export type RollCallSearchQueryHookResult = ReturnType<typeof useRollCallSearchQuery>;
export type RollCallSearchLazyQueryHookResult = ReturnType<typeof useRollCallSearchLazyQuery>;
export type RollCallSearchSuspenseQueryHookResult = ReturnType<typeof useRollCallSearchSuspenseQuery>;
export type RollCallSearchQueryResult = ApolloReactCommon.QueryResult<RollCallSearchQuery, RollCallSearchQueryVariables>;
export const LegislativeDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislativeDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorCard_legislator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorCard_legislator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}}]} as unknown as DocumentNode;

/**
 * __useLegislativeDashboardQuery__
 *
 * To run a query within a React component, call `useLegislativeDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegislativeDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegislativeDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useLegislativeDashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>(LegislativeDashboardDocument, options);
      }
export function useLegislativeDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>(LegislativeDashboardDocument, options);
        }
// @ts-ignore
export function useLegislativeDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>;
export function useLegislativeDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegislativeDashboardQuery | undefined, LegislativeDashboardQueryVariables>;
export function useLegislativeDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>(LegislativeDashboardDocument, options);
        }
export type LegislativeDashboardQueryHookResult = ReturnType<typeof useLegislativeDashboardQuery>;
export type LegislativeDashboardLazyQueryHookResult = ReturnType<typeof useLegislativeDashboardLazyQuery>;
export type LegislativeDashboardSuspenseQueryHookResult = ReturnType<typeof useLegislativeDashboardSuspenseQuery>;
export type LegislativeDashboardQueryResult = ApolloReactCommon.QueryResult<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>;
export const LegislatorPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislatorPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorCard_legislator"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipRole"}},{"kind":"Field","name":{"kind":"Name","value":"currentTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorTermRow_term"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorTermRow_term"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subcommittee"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"partySide"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCommentary_content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"agreed"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"votes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"agrees"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorCard_legislator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorTermRow_term"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorTerm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode;

/**
 * __useLegislatorPageQuery__
 *
 * To run a query within a React component, call `useLegislatorPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegislatorPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegislatorPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLegislatorPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LegislatorPageQuery, LegislatorPageQueryVariables> & ({ variables: LegislatorPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LegislatorPageQuery, LegislatorPageQueryVariables>(LegislatorPageDocument, options);
      }
export function useLegislatorPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegislatorPageQuery, LegislatorPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LegislatorPageQuery, LegislatorPageQueryVariables>(LegislatorPageDocument, options);
        }
// @ts-ignore
export function useLegislatorPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegislatorPageQuery, LegislatorPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegislatorPageQuery, LegislatorPageQueryVariables>;
export function useLegislatorPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegislatorPageQuery, LegislatorPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegislatorPageQuery | undefined, LegislatorPageQueryVariables>;
export function useLegislatorPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegislatorPageQuery, LegislatorPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LegislatorPageQuery, LegislatorPageQueryVariables>(LegislatorPageDocument, options);
        }
export type LegislatorPageQueryHookResult = ReturnType<typeof useLegislatorPageQuery>;
export type LegislatorPageLazyQueryHookResult = ReturnType<typeof useLegislatorPageLazyQuery>;
export type LegislatorPageSuspenseQueryHookResult = ReturnType<typeof useLegislatorPageSuspenseQuery>;
export type LegislatorPageQueryResult = ApolloReactCommon.QueryResult<LegislatorPageQuery, LegislatorPageQueryVariables>;
export const EditCommentaryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditCommentaryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorCard_legislator"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCommentary_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorCard_legislator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useEditCommentaryPageQuery__
 *
 * To run a query within a React component, call `useEditCommentaryPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useEditCommentaryPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEditCommentaryPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEditCommentaryPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<EditCommentaryPageQuery, EditCommentaryPageQueryVariables> & ({ variables: EditCommentaryPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>(EditCommentaryPageDocument, options);
      }
export function useEditCommentaryPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>(EditCommentaryPageDocument, options);
        }
// @ts-ignore
export function useEditCommentaryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>;
export function useEditCommentaryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EditCommentaryPageQuery | undefined, EditCommentaryPageQueryVariables>;
export function useEditCommentaryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>(EditCommentaryPageDocument, options);
        }
export type EditCommentaryPageQueryHookResult = ReturnType<typeof useEditCommentaryPageQuery>;
export type EditCommentaryPageLazyQueryHookResult = ReturnType<typeof useEditCommentaryPageLazyQuery>;
export type EditCommentaryPageSuspenseQueryHookResult = ReturnType<typeof useEditCommentaryPageSuspenseQuery>;
export type EditCommentaryPageQueryResult = ApolloReactCommon.QueryResult<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>;
export const StaffInsightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffInsights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCommentaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCommentary_content"}},{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorCard_legislator"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorCard_legislator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffInsightsQuery__
 *
 * To run a query within a React component, call `useStaffInsightsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffInsightsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffInsightsQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffInsightsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffInsightsQuery, StaffInsightsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffInsightsQuery, StaffInsightsQueryVariables>(StaffInsightsDocument, options);
      }
export function useStaffInsightsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffInsightsQuery, StaffInsightsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffInsightsQuery, StaffInsightsQueryVariables>(StaffInsightsDocument, options);
        }
// @ts-ignore
export function useStaffInsightsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffInsightsQuery, StaffInsightsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffInsightsQuery, StaffInsightsQueryVariables>;
export function useStaffInsightsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffInsightsQuery, StaffInsightsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffInsightsQuery | undefined, StaffInsightsQueryVariables>;
export function useStaffInsightsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffInsightsQuery, StaffInsightsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffInsightsQuery, StaffInsightsQueryVariables>(StaffInsightsDocument, options);
        }
export type StaffInsightsQueryHookResult = ReturnType<typeof useStaffInsightsQuery>;
export type StaffInsightsLazyQueryHookResult = ReturnType<typeof useStaffInsightsLazyQuery>;
export type StaffInsightsSuspenseQueryHookResult = ReturnType<typeof useStaffInsightsSuspenseQuery>;
export type StaffInsightsQueryResult = ApolloReactCommon.QueryResult<StaffInsightsQuery, StaffInsightsQueryVariables>;
export const CreateStaffCommentaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaffCommentary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLegislatorContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLegislatorContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCommentary_content"}},{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateStaffCommentaryMutation__
 *
 * To run a mutation, you first call `useCreateStaffCommentaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStaffCommentaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStaffCommentaryMutation, { data, loading, error }] = useCreateStaffCommentaryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStaffCommentaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateStaffCommentaryMutation, CreateStaffCommentaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateStaffCommentaryMutation, CreateStaffCommentaryMutationVariables>(CreateStaffCommentaryDocument, options);
      }
export type CreateStaffCommentaryMutationHookResult = ReturnType<typeof useCreateStaffCommentaryMutation>;
export type CreateStaffCommentaryMutationResult = ApolloReactCommon.MutationResult<CreateStaffCommentaryMutation>;
export const UpdateStaffCommentaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaffCommentary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLegislatorContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLegislatorContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCommentary_content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateStaffCommentaryMutation__
 *
 * To run a mutation, you first call `useUpdateStaffCommentaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStaffCommentaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStaffCommentaryMutation, { data, loading, error }] = useUpdateStaffCommentaryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStaffCommentaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateStaffCommentaryMutation, UpdateStaffCommentaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateStaffCommentaryMutation, UpdateStaffCommentaryMutationVariables>(UpdateStaffCommentaryDocument, options);
      }
export type UpdateStaffCommentaryMutationHookResult = ReturnType<typeof useUpdateStaffCommentaryMutation>;
export type UpdateStaffCommentaryMutationResult = ApolloReactCommon.MutationResult<UpdateStaffCommentaryMutation>;
export const ProfilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileHeader_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"showRealName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useProfilePageQuery__
 *
 * To run a query within a React component, call `useProfilePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useProfilePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProfilePageQuery({
 *   variables: {
 *   },
 * });
 */
export function useProfilePageQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProfilePageQuery, ProfilePageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProfilePageQuery, ProfilePageQueryVariables>(ProfilePageDocument, options);
      }
export function useProfilePageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProfilePageQuery, ProfilePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProfilePageQuery, ProfilePageQueryVariables>(ProfilePageDocument, options);
        }
// @ts-ignore
export function useProfilePageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProfilePageQuery, ProfilePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfilePageQuery, ProfilePageQueryVariables>;
export function useProfilePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfilePageQuery, ProfilePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfilePageQuery | undefined, ProfilePageQueryVariables>;
export function useProfilePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfilePageQuery, ProfilePageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProfilePageQuery, ProfilePageQueryVariables>(ProfilePageDocument, options);
        }
export type ProfilePageQueryHookResult = ReturnType<typeof useProfilePageQuery>;
export type ProfilePageLazyQueryHookResult = ReturnType<typeof useProfilePageLazyQuery>;
export type ProfilePageSuspenseQueryHookResult = ReturnType<typeof useProfilePageSuspenseQuery>;
export type ProfilePageQueryResult = ApolloReactCommon.QueryResult<ProfilePageQuery, ProfilePageQueryVariables>;
export const MyStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyStoriesQuery__
 *
 * To run a query within a React component, call `useMyStoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyStoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyStoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyStoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyStoriesQuery, MyStoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyStoriesQuery, MyStoriesQueryVariables>(MyStoriesDocument, options);
      }
export function useMyStoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyStoriesQuery, MyStoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyStoriesQuery, MyStoriesQueryVariables>(MyStoriesDocument, options);
        }
// @ts-ignore
export function useMyStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyStoriesQuery, MyStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyStoriesQuery, MyStoriesQueryVariables>;
export function useMyStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyStoriesQuery, MyStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyStoriesQuery | undefined, MyStoriesQueryVariables>;
export function useMyStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyStoriesQuery, MyStoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyStoriesQuery, MyStoriesQueryVariables>(MyStoriesDocument, options);
        }
export type MyStoriesQueryHookResult = ReturnType<typeof useMyStoriesQuery>;
export type MyStoriesLazyQueryHookResult = ReturnType<typeof useMyStoriesLazyQuery>;
export type MyStoriesSuspenseQueryHookResult = ReturnType<typeof useMyStoriesSuspenseQuery>;
export type MyStoriesQueryResult = ApolloReactCommon.QueryResult<MyStoriesQuery, MyStoriesQueryVariables>;
export const MyArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyArticlesQuery__
 *
 * To run a query within a React component, call `useMyArticlesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyArticlesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyArticlesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyArticlesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyArticlesQuery, MyArticlesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyArticlesQuery, MyArticlesQueryVariables>(MyArticlesDocument, options);
      }
export function useMyArticlesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyArticlesQuery, MyArticlesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyArticlesQuery, MyArticlesQueryVariables>(MyArticlesDocument, options);
        }
// @ts-ignore
export function useMyArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyArticlesQuery, MyArticlesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyArticlesQuery, MyArticlesQueryVariables>;
export function useMyArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyArticlesQuery, MyArticlesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyArticlesQuery | undefined, MyArticlesQueryVariables>;
export function useMyArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyArticlesQuery, MyArticlesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyArticlesQuery, MyArticlesQueryVariables>(MyArticlesDocument, options);
        }
export type MyArticlesQueryHookResult = ReturnType<typeof useMyArticlesQuery>;
export type MyArticlesLazyQueryHookResult = ReturnType<typeof useMyArticlesLazyQuery>;
export type MyArticlesSuspenseQueryHookResult = ReturnType<typeof useMyArticlesSuspenseQuery>;
export type MyArticlesQueryResult = ApolloReactCommon.QueryResult<MyArticlesQuery, MyArticlesQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"showRealName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateProfileMutation__
 *
 * To run a mutation, you first call `useUpdateProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProfileMutation, { data, loading, error }] = useUpdateProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
      }
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export type UpdateProfileMutationResult = ApolloReactCommon.MutationResult<UpdateProfileMutation>;
export const ModerateDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useModerateDeleteMutation__
 *
 * To run a mutation, you first call `useModerateDeleteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useModerateDeleteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moderateDeleteMutation, { data, loading, error }] = useModerateDeleteMutation({
 *   variables: {
 *      type: // value for 'type'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useModerateDeleteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ModerateDeleteMutation, ModerateDeleteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ModerateDeleteMutation, ModerateDeleteMutationVariables>(ModerateDeleteDocument, options);
      }
export type ModerateDeleteMutationHookResult = ReturnType<typeof useModerateDeleteMutation>;
export type ModerateDeleteMutationResult = ApolloReactCommon.MutationResult<ModerateDeleteMutation>;
export const ModerateCommentaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateCommentary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommentary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useModerateCommentaryMutation__
 *
 * To run a mutation, you first call `useModerateCommentaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useModerateCommentaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moderateCommentaryMutation, { data, loading, error }] = useModerateCommentaryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      content: // value for 'content'
 *   },
 * });
 */
export function useModerateCommentaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ModerateCommentaryMutation, ModerateCommentaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ModerateCommentaryMutation, ModerateCommentaryMutationVariables>(ModerateCommentaryDocument, options);
      }
export type ModerateCommentaryMutationHookResult = ReturnType<typeof useModerateCommentaryMutation>;
export type ModerateCommentaryMutationResult = ApolloReactCommon.MutationResult<ModerateCommentaryMutation>;
export const ModerateStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"STORY"}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useModerateStoryMutation__
 *
 * To run a mutation, you first call `useModerateStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useModerateStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moderateStoryMutation, { data, loading, error }] = useModerateStoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useModerateStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ModerateStoryMutation, ModerateStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ModerateStoryMutation, ModerateStoryMutationVariables>(ModerateStoryDocument, options);
      }
export type ModerateStoryMutationHookResult = ReturnType<typeof useModerateStoryMutation>;
export type ModerateStoryMutationResult = ApolloReactCommon.MutationResult<ModerateStoryMutation>;
export const ModerationLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModeratedContentType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"removed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useModerationLogQuery__
 *
 * To run a query within a React component, call `useModerationLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useModerationLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useModerationLogQuery({
 *   variables: {
 *      contentType: // value for 'contentType'
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useModerationLogQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ModerationLogQuery, ModerationLogQueryVariables> & ({ variables: ModerationLogQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ModerationLogQuery, ModerationLogQueryVariables>(ModerationLogDocument, options);
      }
export function useModerationLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ModerationLogQuery, ModerationLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ModerationLogQuery, ModerationLogQueryVariables>(ModerationLogDocument, options);
        }
// @ts-ignore
export function useModerationLogSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ModerationLogQuery, ModerationLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ModerationLogQuery, ModerationLogQueryVariables>;
export function useModerationLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ModerationLogQuery, ModerationLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ModerationLogQuery | undefined, ModerationLogQueryVariables>;
export function useModerationLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ModerationLogQuery, ModerationLogQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ModerationLogQuery, ModerationLogQueryVariables>(ModerationLogDocument, options);
        }
export type ModerationLogQueryHookResult = ReturnType<typeof useModerationLogQuery>;
export type ModerationLogLazyQueryHookResult = ReturnType<typeof useModerationLogLazyQuery>;
export type ModerationLogSuspenseQueryHookResult = ReturnType<typeof useModerationLogSuspenseQuery>;
export type ModerationLogQueryResult = ApolloReactCommon.QueryResult<ModerationLogQuery, ModerationLogQueryVariables>;
export const NotificationBellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationBell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode;

/**
 * __useNotificationBellQuery__
 *
 * To run a query within a React component, call `useNotificationBellQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationBellQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationBellQuery({
 *   variables: {
 *   },
 * });
 */
export function useNotificationBellQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NotificationBellQuery, NotificationBellQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NotificationBellQuery, NotificationBellQueryVariables>(NotificationBellDocument, options);
      }
export function useNotificationBellLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NotificationBellQuery, NotificationBellQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NotificationBellQuery, NotificationBellQueryVariables>(NotificationBellDocument, options);
        }
// @ts-ignore
export function useNotificationBellSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NotificationBellQuery, NotificationBellQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NotificationBellQuery, NotificationBellQueryVariables>;
export function useNotificationBellSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NotificationBellQuery, NotificationBellQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NotificationBellQuery | undefined, NotificationBellQueryVariables>;
export function useNotificationBellSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NotificationBellQuery, NotificationBellQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NotificationBellQuery, NotificationBellQueryVariables>(NotificationBellDocument, options);
        }
export type NotificationBellQueryHookResult = ReturnType<typeof useNotificationBellQuery>;
export type NotificationBellLazyQueryHookResult = ReturnType<typeof useNotificationBellLazyQuery>;
export type NotificationBellSuspenseQueryHookResult = ReturnType<typeof useNotificationBellSuspenseQuery>;
export type NotificationBellQueryResult = ApolloReactCommon.QueryResult<NotificationBellQuery, NotificationBellQueryVariables>;
export const NotificationsFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useNotificationsFeedQuery__
 *
 * To run a query within a React component, call `useNotificationsFeedQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationsFeedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationsFeedQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *      unreadOnly: // value for 'unreadOnly'
 *   },
 * });
 */
export function useNotificationsFeedQuery(baseOptions: ApolloReactHooks.QueryHookOptions<NotificationsFeedQuery, NotificationsFeedQueryVariables> & ({ variables: NotificationsFeedQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NotificationsFeedQuery, NotificationsFeedQueryVariables>(NotificationsFeedDocument, options);
      }
export function useNotificationsFeedLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NotificationsFeedQuery, NotificationsFeedQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NotificationsFeedQuery, NotificationsFeedQueryVariables>(NotificationsFeedDocument, options);
        }
// @ts-ignore
export function useNotificationsFeedSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NotificationsFeedQuery, NotificationsFeedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NotificationsFeedQuery, NotificationsFeedQueryVariables>;
export function useNotificationsFeedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NotificationsFeedQuery, NotificationsFeedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NotificationsFeedQuery | undefined, NotificationsFeedQueryVariables>;
export function useNotificationsFeedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NotificationsFeedQuery, NotificationsFeedQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NotificationsFeedQuery, NotificationsFeedQueryVariables>(NotificationsFeedDocument, options);
        }
export type NotificationsFeedQueryHookResult = ReturnType<typeof useNotificationsFeedQuery>;
export type NotificationsFeedLazyQueryHookResult = ReturnType<typeof useNotificationsFeedLazyQuery>;
export type NotificationsFeedSuspenseQueryHookResult = ReturnType<typeof useNotificationsFeedSuspenseQuery>;
export type NotificationsFeedQueryResult = ApolloReactCommon.QueryResult<NotificationsFeedQuery, NotificationsFeedQueryVariables>;
export const ReadNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReadNotificationsMutation__
 *
 * To run a mutation, you first call `useReadNotificationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReadNotificationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [readNotificationsMutation, { data, loading, error }] = useReadNotificationsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useReadNotificationsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReadNotificationsMutation, ReadNotificationsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReadNotificationsMutation, ReadNotificationsMutationVariables>(ReadNotificationsDocument, options);
      }
export type ReadNotificationsMutationHookResult = ReturnType<typeof useReadNotificationsMutation>;
export type ReadNotificationsMutationResult = ApolloReactCommon.MutationResult<ReadNotificationsMutation>;
export const ReadAllNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadAllNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReadAllNotificationsMutation__
 *
 * To run a mutation, you first call `useReadAllNotificationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReadAllNotificationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [readAllNotificationsMutation, { data, loading, error }] = useReadAllNotificationsMutation({
 *   variables: {
 *   },
 * });
 */
export function useReadAllNotificationsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReadAllNotificationsMutation, ReadAllNotificationsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReadAllNotificationsMutation, ReadAllNotificationsMutationVariables>(ReadAllNotificationsDocument, options);
      }
export type ReadAllNotificationsMutationHookResult = ReturnType<typeof useReadAllNotificationsMutation>;
export type ReadAllNotificationsMutationResult = ApolloReactCommon.MutationResult<ReadAllNotificationsMutation>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettings_preferences"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettings_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNotificationSettingsQuery__
 *
 * To run a query within a React component, call `useNotificationSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useNotificationSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NotificationSettingsQuery, NotificationSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NotificationSettingsQuery, NotificationSettingsQueryVariables>(NotificationSettingsDocument, options);
      }
export function useNotificationSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NotificationSettingsQuery, NotificationSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NotificationSettingsQuery, NotificationSettingsQueryVariables>(NotificationSettingsDocument, options);
        }
// @ts-ignore
export function useNotificationSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NotificationSettingsQuery, NotificationSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export function useNotificationSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NotificationSettingsQuery, NotificationSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NotificationSettingsQuery | undefined, NotificationSettingsQueryVariables>;
export function useNotificationSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NotificationSettingsQuery, NotificationSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NotificationSettingsQuery, NotificationSettingsQueryVariables>(NotificationSettingsDocument, options);
        }
export type NotificationSettingsQueryHookResult = ReturnType<typeof useNotificationSettingsQuery>;
export type NotificationSettingsLazyQueryHookResult = ReturnType<typeof useNotificationSettingsLazyQuery>;
export type NotificationSettingsSuspenseQueryHookResult = ReturnType<typeof useNotificationSettingsSuspenseQuery>;
export type NotificationSettingsQueryResult = ApolloReactCommon.QueryResult<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const SaveNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettings_preferences"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettings_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveNotificationSettingsMutation__
 *
 * To run a mutation, you first call `useSaveNotificationSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveNotificationSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveNotificationSettingsMutation, { data, loading, error }] = useSaveNotificationSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveNotificationSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveNotificationSettingsMutation, SaveNotificationSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveNotificationSettingsMutation, SaveNotificationSettingsMutationVariables>(SaveNotificationSettingsDocument, options);
      }
export type SaveNotificationSettingsMutationHookResult = ReturnType<typeof useSaveNotificationSettingsMutation>;
export type SaveNotificationSettingsMutationResult = ApolloReactCommon.MutationResult<SaveNotificationSettingsMutation>;
export const MyAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressForm_address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressForm_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyAddressQuery__
 *
 * To run a query within a React component, call `useMyAddressQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyAddressQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyAddressQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyAddressQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyAddressQuery, MyAddressQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyAddressQuery, MyAddressQueryVariables>(MyAddressDocument, options);
      }
export function useMyAddressLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyAddressQuery, MyAddressQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyAddressQuery, MyAddressQueryVariables>(MyAddressDocument, options);
        }
// @ts-ignore
export function useMyAddressSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyAddressQuery, MyAddressQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyAddressQuery, MyAddressQueryVariables>;
export function useMyAddressSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyAddressQuery, MyAddressQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyAddressQuery | undefined, MyAddressQueryVariables>;
export function useMyAddressSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyAddressQuery, MyAddressQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyAddressQuery, MyAddressQueryVariables>(MyAddressDocument, options);
        }
export type MyAddressQueryHookResult = ReturnType<typeof useMyAddressQuery>;
export type MyAddressLazyQueryHookResult = ReturnType<typeof useMyAddressLazyQuery>;
export type MyAddressSuspenseQueryHookResult = ReturnType<typeof useMyAddressSuspenseQuery>;
export type MyAddressQueryResult = ApolloReactCommon.QueryResult<MyAddressQuery, MyAddressQueryVariables>;
export const MyRepresentativesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRepresentatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRepresentatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRepresentativesPanel_reps"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentativeCard_representative"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Representative"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRepresentativesPanel_reps"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyRepresentatives"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"dataUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uncertain"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}}]}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"senators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chosenDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"needsChoice"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyRepresentativesQuery__
 *
 * To run a query within a React component, call `useMyRepresentativesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyRepresentativesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyRepresentativesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyRepresentativesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyRepresentativesQuery, MyRepresentativesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyRepresentativesQuery, MyRepresentativesQueryVariables>(MyRepresentativesDocument, options);
      }
export function useMyRepresentativesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyRepresentativesQuery, MyRepresentativesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyRepresentativesQuery, MyRepresentativesQueryVariables>(MyRepresentativesDocument, options);
        }
// @ts-ignore
export function useMyRepresentativesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyRepresentativesQuery, MyRepresentativesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyRepresentativesQuery, MyRepresentativesQueryVariables>;
export function useMyRepresentativesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyRepresentativesQuery, MyRepresentativesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyRepresentativesQuery | undefined, MyRepresentativesQueryVariables>;
export function useMyRepresentativesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyRepresentativesQuery, MyRepresentativesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyRepresentativesQuery, MyRepresentativesQueryVariables>(MyRepresentativesDocument, options);
        }
export type MyRepresentativesQueryHookResult = ReturnType<typeof useMyRepresentativesQuery>;
export type MyRepresentativesLazyQueryHookResult = ReturnType<typeof useMyRepresentativesLazyQuery>;
export type MyRepresentativesSuspenseQueryHookResult = ReturnType<typeof useMyRepresentativesSuspenseQuery>;
export type MyRepresentativesQueryResult = ApolloReactCommon.QueryResult<MyRepresentativesQuery, MyRepresentativesQueryVariables>;
export const ChooseMyDistrictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChooseMyDistrict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"district"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chooseMyDistrict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"district"},"value":{"kind":"Variable","name":{"kind":"Name","value":"district"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRepresentativesPanel_reps"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentativeCard_representative"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Representative"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRepresentativesPanel_reps"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyRepresentatives"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"dataUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uncertain"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}}]}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"senators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chosenDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"needsChoice"}}]}}]} as unknown as DocumentNode;

/**
 * __useChooseMyDistrictMutation__
 *
 * To run a mutation, you first call `useChooseMyDistrictMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChooseMyDistrictMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [chooseMyDistrictMutation, { data, loading, error }] = useChooseMyDistrictMutation({
 *   variables: {
 *      district: // value for 'district'
 *   },
 * });
 */
export function useChooseMyDistrictMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChooseMyDistrictMutation, ChooseMyDistrictMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChooseMyDistrictMutation, ChooseMyDistrictMutationVariables>(ChooseMyDistrictDocument, options);
      }
export type ChooseMyDistrictMutationHookResult = ReturnType<typeof useChooseMyDistrictMutation>;
export type ChooseMyDistrictMutationResult = ApolloReactCommon.MutationResult<ChooseMyDistrictMutation>;
export const SaveMyAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMyAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressForm_address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressForm_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveMyAddressMutation__
 *
 * To run a mutation, you first call `useSaveMyAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveMyAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveMyAddressMutation, { data, loading, error }] = useSaveMyAddressMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveMyAddressMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveMyAddressMutation, SaveMyAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveMyAddressMutation, SaveMyAddressMutationVariables>(SaveMyAddressDocument, options);
      }
export type SaveMyAddressMutationHookResult = ReturnType<typeof useSaveMyAddressMutation>;
export type SaveMyAddressMutationResult = ApolloReactCommon.MutationResult<SaveMyAddressMutation>;
export const AddArticleChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddArticleChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAddArticleChoicesQuery__
 *
 * To run a query within a React component, call `useAddArticleChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAddArticleChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAddArticleChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAddArticleChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>(AddArticleChoicesDocument, options);
      }
export function useAddArticleChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>(AddArticleChoicesDocument, options);
        }
// @ts-ignore
export function useAddArticleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>;
export function useAddArticleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AddArticleChoicesQuery | undefined, AddArticleChoicesQueryVariables>;
export function useAddArticleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>(AddArticleChoicesDocument, options);
        }
export type AddArticleChoicesQueryHookResult = ReturnType<typeof useAddArticleChoicesQuery>;
export type AddArticleChoicesLazyQueryHookResult = ReturnType<typeof useAddArticleChoicesLazyQuery>;
export type AddArticleChoicesSuspenseQueryHookResult = ReturnType<typeof useAddArticleChoicesSuspenseQuery>;
export type AddArticleChoicesQueryResult = ApolloReactCommon.QueryResult<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>;
export const AddArticleToStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddArticleToStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addArticleToStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCard_entry"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastArticleDate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAddArticleToStoryMutation__
 *
 * To run a mutation, you first call `useAddArticleToStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddArticleToStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addArticleToStoryMutation, { data, loading, error }] = useAddArticleToStoryMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      articleId: // value for 'articleId'
 *   },
 * });
 */
export function useAddArticleToStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddArticleToStoryMutation, AddArticleToStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddArticleToStoryMutation, AddArticleToStoryMutationVariables>(AddArticleToStoryDocument, options);
      }
export type AddArticleToStoryMutationHookResult = ReturnType<typeof useAddArticleToStoryMutation>;
export type AddArticleToStoryMutationResult = ApolloReactCommon.MutationResult<AddArticleToStoryMutation>;
export const StoryCollaboratorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryCollaborators"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collaborators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollaboratorRow_collaborator"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"storyInvites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingInvite_invite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storyJoinRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JoinRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollaboratorRow_collaborator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collaborator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingInvite_invite"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JoinRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JoinRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requesterDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;

/**
 * __useStoryCollaboratorsQuery__
 *
 * To run a query within a React component, call `useStoryCollaboratorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoryCollaboratorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoryCollaboratorsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoryCollaboratorsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables> & ({ variables: StoryCollaboratorsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>(StoryCollaboratorsDocument, options);
      }
export function useStoryCollaboratorsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>(StoryCollaboratorsDocument, options);
        }
// @ts-ignore
export function useStoryCollaboratorsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>;
export function useStoryCollaboratorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryCollaboratorsQuery | undefined, StoryCollaboratorsQueryVariables>;
export function useStoryCollaboratorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>(StoryCollaboratorsDocument, options);
        }
export type StoryCollaboratorsQueryHookResult = ReturnType<typeof useStoryCollaboratorsQuery>;
export type StoryCollaboratorsLazyQueryHookResult = ReturnType<typeof useStoryCollaboratorsLazyQuery>;
export type StoryCollaboratorsSuspenseQueryHookResult = ReturnType<typeof useStoryCollaboratorsSuspenseQuery>;
export type StoryCollaboratorsQueryResult = ApolloReactCommon.QueryResult<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>;
export const InviteCollaboratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteCollaborator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteCollaboratorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteCollaborator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingInvite_invite"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingInvite_invite"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useInviteCollaboratorMutation__
 *
 * To run a mutation, you first call `useInviteCollaboratorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useInviteCollaboratorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [inviteCollaboratorMutation, { data, loading, error }] = useInviteCollaboratorMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useInviteCollaboratorMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<InviteCollaboratorMutation, InviteCollaboratorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<InviteCollaboratorMutation, InviteCollaboratorMutationVariables>(InviteCollaboratorDocument, options);
      }
export type InviteCollaboratorMutationHookResult = ReturnType<typeof useInviteCollaboratorMutation>;
export type InviteCollaboratorMutationResult = ApolloReactCommon.MutationResult<InviteCollaboratorMutation>;
export const UpdateCollaboratorRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCollaboratorRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCollaboratorRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollaboratorRow_collaborator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollaboratorRow_collaborator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collaborator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateCollaboratorRoleMutation__
 *
 * To run a mutation, you first call `useUpdateCollaboratorRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCollaboratorRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCollaboratorRoleMutation, { data, loading, error }] = useUpdateCollaboratorRoleMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      userId: // value for 'userId'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useUpdateCollaboratorRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCollaboratorRoleMutation, UpdateCollaboratorRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCollaboratorRoleMutation, UpdateCollaboratorRoleMutationVariables>(UpdateCollaboratorRoleDocument, options);
      }
export type UpdateCollaboratorRoleMutationHookResult = ReturnType<typeof useUpdateCollaboratorRoleMutation>;
export type UpdateCollaboratorRoleMutationResult = ApolloReactCommon.MutationResult<UpdateCollaboratorRoleMutation>;
export const RemoveCollaboratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCollaborator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCollaborator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collaborators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollaboratorRow_collaborator"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollaboratorRow_collaborator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collaborator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveCollaboratorMutation__
 *
 * To run a mutation, you first call `useRemoveCollaboratorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveCollaboratorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeCollaboratorMutation, { data, loading, error }] = useRemoveCollaboratorMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useRemoveCollaboratorMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveCollaboratorMutation, RemoveCollaboratorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveCollaboratorMutation, RemoveCollaboratorMutationVariables>(RemoveCollaboratorDocument, options);
      }
export type RemoveCollaboratorMutationHookResult = ReturnType<typeof useRemoveCollaboratorMutation>;
export type RemoveCollaboratorMutationResult = ApolloReactCommon.MutationResult<RemoveCollaboratorMutation>;
export const DecideJoinRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideJoinRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinRequestDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideJoinRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collaborators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollaboratorRow_collaborator"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollaboratorRow_collaborator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collaborator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;

/**
 * __useDecideJoinRequestMutation__
 *
 * To run a mutation, you first call `useDecideJoinRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDecideJoinRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [decideJoinRequestMutation, { data, loading, error }] = useDecideJoinRequestMutation({
 *   variables: {
 *      requestId: // value for 'requestId'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useDecideJoinRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DecideJoinRequestMutation, DecideJoinRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DecideJoinRequestMutation, DecideJoinRequestMutationVariables>(DecideJoinRequestDocument, options);
      }
export type DecideJoinRequestMutationHookResult = ReturnType<typeof useDecideJoinRequestMutation>;
export type DecideJoinRequestMutationResult = ApolloReactCommon.MutationResult<DecideJoinRequestMutation>;
export const CreateStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateStoryMutation__
 *
 * To run a mutation, you first call `useCreateStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStoryMutation, { data, loading, error }] = useCreateStoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateStoryMutation, CreateStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateStoryMutation, CreateStoryMutationVariables>(CreateStoryDocument, options);
      }
export type CreateStoryMutationHookResult = ReturnType<typeof useCreateStoryMutation>;
export type CreateStoryMutationResult = ApolloReactCommon.MutationResult<CreateStoryMutation>;
export const MyStoryInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStoryInvites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteRow_invite"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow_invite"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"storyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyStoryInvitesQuery__
 *
 * To run a query within a React component, call `useMyStoryInvitesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyStoryInvitesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyStoryInvitesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyStoryInvitesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>(MyStoryInvitesDocument, options);
      }
export function useMyStoryInvitesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>(MyStoryInvitesDocument, options);
        }
// @ts-ignore
export function useMyStoryInvitesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>;
export function useMyStoryInvitesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyStoryInvitesQuery | undefined, MyStoryInvitesQueryVariables>;
export function useMyStoryInvitesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>(MyStoryInvitesDocument, options);
        }
export type MyStoryInvitesQueryHookResult = ReturnType<typeof useMyStoryInvitesQuery>;
export type MyStoryInvitesLazyQueryHookResult = ReturnType<typeof useMyStoryInvitesLazyQuery>;
export type MyStoryInvitesSuspenseQueryHookResult = ReturnType<typeof useMyStoryInvitesSuspenseQuery>;
export type MyStoryInvitesQueryResult = ApolloReactCommon.QueryResult<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>;
export const RespondToInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RespondToInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteResponse"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inviteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryHeader_story"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryHeader_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"openToJoin"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"manageCollaborators"}},{"kind":"Field","name":{"kind":"Name","value":"changeSettings"}},{"kind":"Field","name":{"kind":"Name","value":"addArticles"}},{"kind":"Field","name":{"kind":"Name","value":"editTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"propose"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}},{"kind":"Field","name":{"kind":"Name","value":"decideProposals"}},{"kind":"Field","name":{"kind":"Name","value":"follow"}},{"kind":"Field","name":{"kind":"Name","value":"requestToJoin"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRespondToInviteMutation__
 *
 * To run a mutation, you first call `useRespondToInviteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRespondToInviteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [respondToInviteMutation, { data, loading, error }] = useRespondToInviteMutation({
 *   variables: {
 *      inviteId: // value for 'inviteId'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useRespondToInviteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RespondToInviteMutation, RespondToInviteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RespondToInviteMutation, RespondToInviteMutationVariables>(RespondToInviteDocument, options);
      }
export type RespondToInviteMutationHookResult = ReturnType<typeof useRespondToInviteMutation>;
export type RespondToInviteMutationResult = ApolloReactCommon.MutationResult<RespondToInviteMutation>;
export const PopularStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopularStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeaturedStoryCard_story"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeaturedStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"firstArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorApproved"}}]}}]} as unknown as DocumentNode;

/**
 * __usePopularStoriesQuery__
 *
 * To run a query within a React component, call `usePopularStoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePopularStoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePopularStoriesQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function usePopularStoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PopularStoriesQuery, PopularStoriesQueryVariables> & ({ variables: PopularStoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PopularStoriesQuery, PopularStoriesQueryVariables>(PopularStoriesDocument, options);
      }
export function usePopularStoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PopularStoriesQuery, PopularStoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PopularStoriesQuery, PopularStoriesQueryVariables>(PopularStoriesDocument, options);
        }
// @ts-ignore
export function usePopularStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PopularStoriesQuery, PopularStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PopularStoriesQuery, PopularStoriesQueryVariables>;
export function usePopularStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PopularStoriesQuery, PopularStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PopularStoriesQuery | undefined, PopularStoriesQueryVariables>;
export function usePopularStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PopularStoriesQuery, PopularStoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PopularStoriesQuery, PopularStoriesQueryVariables>(PopularStoriesDocument, options);
        }
export type PopularStoriesQueryHookResult = ReturnType<typeof usePopularStoriesQuery>;
export type PopularStoriesLazyQueryHookResult = ReturnType<typeof usePopularStoriesLazyQuery>;
export type PopularStoriesSuspenseQueryHookResult = ReturnType<typeof usePopularStoriesSuspenseQuery>;
export type PopularStoriesQueryResult = ApolloReactCommon.QueryResult<PopularStoriesQuery, PopularStoriesQueryVariables>;
export const StoryProposalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryProposals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"proposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalRow_proposal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalRow_proposal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposerDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;

/**
 * __useStoryProposalsQuery__
 *
 * To run a query within a React component, call `useStoryProposalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoryProposalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoryProposalsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoryProposalsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StoryProposalsQuery, StoryProposalsQueryVariables> & ({ variables: StoryProposalsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoryProposalsQuery, StoryProposalsQueryVariables>(StoryProposalsDocument, options);
      }
export function useStoryProposalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoryProposalsQuery, StoryProposalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoryProposalsQuery, StoryProposalsQueryVariables>(StoryProposalsDocument, options);
        }
// @ts-ignore
export function useStoryProposalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoryProposalsQuery, StoryProposalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryProposalsQuery, StoryProposalsQueryVariables>;
export function useStoryProposalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryProposalsQuery, StoryProposalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryProposalsQuery | undefined, StoryProposalsQueryVariables>;
export function useStoryProposalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryProposalsQuery, StoryProposalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoryProposalsQuery, StoryProposalsQueryVariables>(StoryProposalsDocument, options);
        }
export type StoryProposalsQueryHookResult = ReturnType<typeof useStoryProposalsQuery>;
export type StoryProposalsLazyQueryHookResult = ReturnType<typeof useStoryProposalsLazyQuery>;
export type StoryProposalsSuspenseQueryHookResult = ReturnType<typeof useStoryProposalsSuspenseQuery>;
export type StoryProposalsQueryResult = ApolloReactCommon.QueryResult<StoryProposalsQuery, StoryProposalsQueryVariables>;
export const CreateProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProposalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalRow_proposal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalRow_proposal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposerDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateProposalMutation__
 *
 * To run a mutation, you first call `useCreateProposalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProposalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProposalMutation, { data, loading, error }] = useCreateProposalMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProposalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProposalMutation, CreateProposalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateProposalMutation, CreateProposalMutationVariables>(CreateProposalDocument, options);
      }
export type CreateProposalMutationHookResult = ReturnType<typeof useCreateProposalMutation>;
export type CreateProposalMutationResult = ApolloReactCommon.MutationResult<CreateProposalMutation>;
export const VoteOnProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoteOnProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Vote"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voteOnProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"proposalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}}},{"kind":"Argument","name":{"kind":"Name","value":"vote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useVoteOnProposalMutation__
 *
 * To run a mutation, you first call `useVoteOnProposalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVoteOnProposalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [voteOnProposalMutation, { data, loading, error }] = useVoteOnProposalMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      proposalId: // value for 'proposalId'
 *      vote: // value for 'vote'
 *   },
 * });
 */
export function useVoteOnProposalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VoteOnProposalMutation, VoteOnProposalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VoteOnProposalMutation, VoteOnProposalMutationVariables>(VoteOnProposalDocument, options);
      }
export type VoteOnProposalMutationHookResult = ReturnType<typeof useVoteOnProposalMutation>;
export type VoteOnProposalMutationResult = ApolloReactCommon.MutationResult<VoteOnProposalMutation>;
export const DecideProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"proposalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDecideProposalMutation__
 *
 * To run a mutation, you first call `useDecideProposalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDecideProposalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [decideProposalMutation, { data, loading, error }] = useDecideProposalMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      proposalId: // value for 'proposalId'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useDecideProposalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DecideProposalMutation, DecideProposalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DecideProposalMutation, DecideProposalMutationVariables>(DecideProposalDocument, options);
      }
export type DecideProposalMutationHookResult = ReturnType<typeof useDecideProposalMutation>;
export type DecideProposalMutationResult = ApolloReactCommon.MutationResult<DecideProposalMutation>;
export const RequestToJoinStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestToJoinStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestToJoinStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryHeader_story"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryHeader_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"openToJoin"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"manageCollaborators"}},{"kind":"Field","name":{"kind":"Name","value":"changeSettings"}},{"kind":"Field","name":{"kind":"Name","value":"addArticles"}},{"kind":"Field","name":{"kind":"Name","value":"editTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"propose"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}},{"kind":"Field","name":{"kind":"Name","value":"decideProposals"}},{"kind":"Field","name":{"kind":"Name","value":"follow"}},{"kind":"Field","name":{"kind":"Name","value":"requestToJoin"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestToJoinStoryMutation__
 *
 * To run a mutation, you first call `useRequestToJoinStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestToJoinStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestToJoinStoryMutation, { data, loading, error }] = useRequestToJoinStoryMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      message: // value for 'message'
 *   },
 * });
 */
export function useRequestToJoinStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestToJoinStoryMutation, RequestToJoinStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestToJoinStoryMutation, RequestToJoinStoryMutationVariables>(RequestToJoinStoryDocument, options);
      }
export type RequestToJoinStoryMutationHookResult = ReturnType<typeof useRequestToJoinStoryMutation>;
export type RequestToJoinStoryMutationResult = ApolloReactCommon.MutationResult<RequestToJoinStoryMutation>;
export const UpdateStorySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStorySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StorySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStorySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openToJoin"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateStorySettingsMutation__
 *
 * To run a mutation, you first call `useUpdateStorySettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStorySettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStorySettingsMutation, { data, loading, error }] = useUpdateStorySettingsMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStorySettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateStorySettingsMutation, UpdateStorySettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateStorySettingsMutation, UpdateStorySettingsMutationVariables>(UpdateStorySettingsDocument, options);
      }
export type UpdateStorySettingsMutationHookResult = ReturnType<typeof useUpdateStorySettingsMutation>;
export type UpdateStorySettingsMutationResult = ApolloReactCommon.MutationResult<UpdateStorySettingsMutation>;
export const StoriesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoriesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StoryVisibility"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"following"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"visibility"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}}},{"kind":"Argument","name":{"kind":"Name","value":"following"},"value":{"kind":"Variable","name":{"kind":"Name","value":"following"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryCard_story"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorApproved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"firstArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastArticleDate"}}]}}]} as unknown as DocumentNode;

/**
 * __useStoriesListQuery__
 *
 * To run a query within a React component, call `useStoriesListQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoriesListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoriesListQuery({
 *   variables: {
 *      visibility: // value for 'visibility'
 *      following: // value for 'following'
 *      search: // value for 'search'
 *   },
 * });
 */
export function useStoriesListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StoriesListQuery, StoriesListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoriesListQuery, StoriesListQueryVariables>(StoriesListDocument, options);
      }
export function useStoriesListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoriesListQuery, StoriesListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoriesListQuery, StoriesListQueryVariables>(StoriesListDocument, options);
        }
// @ts-ignore
export function useStoriesListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoriesListQuery, StoriesListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoriesListQuery, StoriesListQueryVariables>;
export function useStoriesListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoriesListQuery, StoriesListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoriesListQuery | undefined, StoriesListQueryVariables>;
export function useStoriesListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoriesListQuery, StoriesListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoriesListQuery, StoriesListQueryVariables>(StoriesListDocument, options);
        }
export type StoriesListQueryHookResult = ReturnType<typeof useStoriesListQuery>;
export type StoriesListLazyQueryHookResult = ReturnType<typeof useStoriesListLazyQuery>;
export type StoriesListSuspenseQueryHookResult = ReturnType<typeof useStoriesListSuspenseQuery>;
export type StoriesListQueryResult = ApolloReactCommon.QueryResult<StoriesListQuery, StoriesListQueryVariables>;
export const UpdateStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateStoryMutation__
 *
 * To run a mutation, you first call `useUpdateStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStoryMutation, { data, loading, error }] = useUpdateStoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateStoryMutation, UpdateStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateStoryMutation, UpdateStoryMutationVariables>(UpdateStoryDocument, options);
      }
export type UpdateStoryMutationHookResult = ReturnType<typeof useUpdateStoryMutation>;
export type UpdateStoryMutationResult = ApolloReactCommon.MutationResult<UpdateStoryMutation>;
export const StoryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryHeader_story"}},{"kind":"Field","name":{"kind":"Name","value":"proposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryHeader_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"openToJoin"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"manageCollaborators"}},{"kind":"Field","name":{"kind":"Name","value":"changeSettings"}},{"kind":"Field","name":{"kind":"Name","value":"addArticles"}},{"kind":"Field","name":{"kind":"Name","value":"editTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"propose"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}},{"kind":"Field","name":{"kind":"Name","value":"decideProposals"}},{"kind":"Field","name":{"kind":"Name","value":"follow"}},{"kind":"Field","name":{"kind":"Name","value":"requestToJoin"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStoryPageQuery__
 *
 * To run a query within a React component, call `useStoryPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoryPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoryPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoryPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StoryPageQuery, StoryPageQueryVariables> & ({ variables: StoryPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoryPageQuery, StoryPageQueryVariables>(StoryPageDocument, options);
      }
export function useStoryPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoryPageQuery, StoryPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoryPageQuery, StoryPageQueryVariables>(StoryPageDocument, options);
        }
// @ts-ignore
export function useStoryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoryPageQuery, StoryPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryPageQuery, StoryPageQueryVariables>;
export function useStoryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryPageQuery, StoryPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryPageQuery | undefined, StoryPageQueryVariables>;
export function useStoryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryPageQuery, StoryPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoryPageQuery, StoryPageQueryVariables>(StoryPageDocument, options);
        }
export type StoryPageQueryHookResult = ReturnType<typeof useStoryPageQuery>;
export type StoryPageLazyQueryHookResult = ReturnType<typeof useStoryPageLazyQuery>;
export type StoryPageSuspenseQueryHookResult = ReturnType<typeof useStoryPageSuspenseQuery>;
export type StoryPageQueryResult = ApolloReactCommon.QueryResult<StoryPageQuery, StoryPageQueryVariables>;
export const FollowStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useFollowStoryMutation__
 *
 * To run a mutation, you first call `useFollowStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFollowStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [followStoryMutation, { data, loading, error }] = useFollowStoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useFollowStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<FollowStoryMutation, FollowStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<FollowStoryMutation, FollowStoryMutationVariables>(FollowStoryDocument, options);
      }
export type FollowStoryMutationHookResult = ReturnType<typeof useFollowStoryMutation>;
export type FollowStoryMutationResult = ApolloReactCommon.MutationResult<FollowStoryMutation>;
export const UnfollowStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfollowStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollowStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUnfollowStoryMutation__
 *
 * To run a mutation, you first call `useUnfollowStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnfollowStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unfollowStoryMutation, { data, loading, error }] = useUnfollowStoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUnfollowStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UnfollowStoryMutation, UnfollowStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UnfollowStoryMutation, UnfollowStoryMutationVariables>(UnfollowStoryDocument, options);
      }
export type UnfollowStoryMutationHookResult = ReturnType<typeof useUnfollowStoryMutation>;
export type UnfollowStoryMutationResult = ApolloReactCommon.MutationResult<UnfollowStoryMutation>;
export const MarkStoryVisitedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkStoryVisited"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markStoryVisited"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"newArticlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"latestArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkStoryVisitedMutation__
 *
 * To run a mutation, you first call `useMarkStoryVisitedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkStoryVisitedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markStoryVisitedMutation, { data, loading, error }] = useMarkStoryVisitedMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMarkStoryVisitedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkStoryVisitedMutation, MarkStoryVisitedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkStoryVisitedMutation, MarkStoryVisitedMutationVariables>(MarkStoryVisitedDocument, options);
      }
export type MarkStoryVisitedMutationHookResult = ReturnType<typeof useMarkStoryVisitedMutation>;
export type MarkStoryVisitedMutationResult = ApolloReactCommon.MutationResult<MarkStoryVisitedMutation>;
export const StoryTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCard_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStoryTimelineQuery__
 *
 * To run a query within a React component, call `useStoryTimelineQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoryTimelineQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoryTimelineQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoryTimelineQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StoryTimelineQuery, StoryTimelineQueryVariables> & ({ variables: StoryTimelineQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoryTimelineQuery, StoryTimelineQueryVariables>(StoryTimelineDocument, options);
      }
export function useStoryTimelineLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoryTimelineQuery, StoryTimelineQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoryTimelineQuery, StoryTimelineQueryVariables>(StoryTimelineDocument, options);
        }
// @ts-ignore
export function useStoryTimelineSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoryTimelineQuery, StoryTimelineQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryTimelineQuery, StoryTimelineQueryVariables>;
export function useStoryTimelineSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryTimelineQuery, StoryTimelineQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryTimelineQuery | undefined, StoryTimelineQueryVariables>;
export function useStoryTimelineSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryTimelineQuery, StoryTimelineQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoryTimelineQuery, StoryTimelineQueryVariables>(StoryTimelineDocument, options);
        }
export type StoryTimelineQueryHookResult = ReturnType<typeof useStoryTimelineQuery>;
export type StoryTimelineLazyQueryHookResult = ReturnType<typeof useStoryTimelineLazyQuery>;
export type StoryTimelineSuspenseQueryHookResult = ReturnType<typeof useStoryTimelineSuspenseQuery>;
export type StoryTimelineQueryResult = ApolloReactCommon.QueryResult<StoryTimelineQuery, StoryTimelineQueryVariables>;
export const EditTimelineNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditTimelineNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customNote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimelineEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"customNote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customNote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCard_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useEditTimelineNoteMutation__
 *
 * To run a mutation, you first call `useEditTimelineNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditTimelineNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editTimelineNoteMutation, { data, loading, error }] = useEditTimelineNoteMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      articleId: // value for 'articleId'
 *      customNote: // value for 'customNote'
 *   },
 * });
 */
export function useEditTimelineNoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditTimelineNoteMutation, EditTimelineNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditTimelineNoteMutation, EditTimelineNoteMutationVariables>(EditTimelineNoteDocument, options);
      }
export type EditTimelineNoteMutationHookResult = ReturnType<typeof useEditTimelineNoteMutation>;
export type EditTimelineNoteMutationResult = ApolloReactCommon.MutationResult<EditTimelineNoteMutation>;
export const RemoveTimelineEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTimelineEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTimelineEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCard_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveTimelineEntryMutation__
 *
 * To run a mutation, you first call `useRemoveTimelineEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveTimelineEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeTimelineEntryMutation, { data, loading, error }] = useRemoveTimelineEntryMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      articleId: // value for 'articleId'
 *   },
 * });
 */
export function useRemoveTimelineEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveTimelineEntryMutation, RemoveTimelineEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveTimelineEntryMutation, RemoveTimelineEntryMutationVariables>(RemoveTimelineEntryDocument, options);
      }
export type RemoveTimelineEntryMutationHookResult = ReturnType<typeof useRemoveTimelineEntryMutation>;
export type RemoveTimelineEntryMutationResult = ApolloReactCommon.MutationResult<RemoveTimelineEntryMutation>;
export const SendTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitTipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSendTipMutation__
 *
 * To run a mutation, you first call `useSendTipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendTipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendTipMutation, { data, loading, error }] = useSendTipMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSendTipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendTipMutation, SendTipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendTipMutation, SendTipMutationVariables>(SendTipDocument, options);
      }
export type SendTipMutationHookResult = ReturnType<typeof useSendTipMutation>;
export type SendTipMutationResult = ApolloReactCommon.MutationResult<SendTipMutation>;
export const MyTipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyTipsQuery__
 *
 * To run a query within a React component, call `useMyTipsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyTipsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyTipsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyTipsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyTipsQuery, MyTipsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyTipsQuery, MyTipsQueryVariables>(MyTipsDocument, options);
      }
export function useMyTipsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyTipsQuery, MyTipsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyTipsQuery, MyTipsQueryVariables>(MyTipsDocument, options);
        }
// @ts-ignore
export function useMyTipsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyTipsQuery, MyTipsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTipsQuery, MyTipsQueryVariables>;
export function useMyTipsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTipsQuery, MyTipsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTipsQuery | undefined, MyTipsQueryVariables>;
export function useMyTipsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTipsQuery, MyTipsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyTipsQuery, MyTipsQueryVariables>(MyTipsDocument, options);
        }
export type MyTipsQueryHookResult = ReturnType<typeof useMyTipsQuery>;
export type MyTipsLazyQueryHookResult = ReturnType<typeof useMyTipsLazyQuery>;
export type MyTipsSuspenseQueryHookResult = ReturnType<typeof useMyTipsSuspenseQuery>;
export type MyTipsQueryResult = ApolloReactCommon.QueryResult<MyTipsQuery, MyTipsQueryVariables>;
export const DismissTipOutcomesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissTipOutcomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markTipOutcomesSeen"}}]}}]} as unknown as DocumentNode;

/**
 * __useDismissTipOutcomesMutation__
 *
 * To run a mutation, you first call `useDismissTipOutcomesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDismissTipOutcomesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dismissTipOutcomesMutation, { data, loading, error }] = useDismissTipOutcomesMutation({
 *   variables: {
 *   },
 * });
 */
export function useDismissTipOutcomesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DismissTipOutcomesMutation, DismissTipOutcomesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DismissTipOutcomesMutation, DismissTipOutcomesMutationVariables>(DismissTipOutcomesDocument, options);
      }
export type DismissTipOutcomesMutationHookResult = ReturnType<typeof useDismissTipOutcomesMutation>;
export type DismissTipOutcomesMutationResult = ApolloReactCommon.MutationResult<DismissTipOutcomesMutation>;
export const TipQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TipQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipReview_tip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingTipCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipReview_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"submitterDisplayName"}}]}}]} as unknown as DocumentNode;

/**
 * __useTipQueueQuery__
 *
 * To run a query within a React component, call `useTipQueueQuery` and pass it any options that fit your needs.
 * When your component renders, `useTipQueueQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTipQueueQuery({
 *   variables: {
 *      status: // value for 'status'
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useTipQueueQuery(baseOptions: ApolloReactHooks.QueryHookOptions<TipQueueQuery, TipQueueQueryVariables> & ({ variables: TipQueueQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TipQueueQuery, TipQueueQueryVariables>(TipQueueDocument, options);
      }
export function useTipQueueLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TipQueueQuery, TipQueueQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TipQueueQuery, TipQueueQueryVariables>(TipQueueDocument, options);
        }
// @ts-ignore
export function useTipQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TipQueueQuery, TipQueueQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TipQueueQuery, TipQueueQueryVariables>;
export function useTipQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TipQueueQuery, TipQueueQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TipQueueQuery | undefined, TipQueueQueryVariables>;
export function useTipQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TipQueueQuery, TipQueueQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TipQueueQuery, TipQueueQueryVariables>(TipQueueDocument, options);
        }
export type TipQueueQueryHookResult = ReturnType<typeof useTipQueueQuery>;
export type TipQueueLazyQueryHookResult = ReturnType<typeof useTipQueueLazyQuery>;
export type TipQueueSuspenseQueryHookResult = ReturnType<typeof useTipQueueSuspenseQuery>;
export type TipQueueQueryResult = ApolloReactCommon.QueryResult<TipQueueQuery, TipQueueQueryVariables>;
export const PublishTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipReview_tip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipReview_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"submitterDisplayName"}}]}}]} as unknown as DocumentNode;

/**
 * __usePublishTipMutation__
 *
 * To run a mutation, you first call `usePublishTipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePublishTipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [publishTipMutation, { data, loading, error }] = usePublishTipMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePublishTipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PublishTipMutation, PublishTipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PublishTipMutation, PublishTipMutationVariables>(PublishTipDocument, options);
      }
export type PublishTipMutationHookResult = ReturnType<typeof usePublishTipMutation>;
export type PublishTipMutationResult = ApolloReactCommon.MutationResult<PublishTipMutation>;
export const DeclineTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipReview_tip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipReview_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"submitterDisplayName"}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclineTipMutation__
 *
 * To run a mutation, you first call `useDeclineTipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineTipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineTipMutation, { data, loading, error }] = useDeclineTipMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useDeclineTipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclineTipMutation, DeclineTipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclineTipMutation, DeclineTipMutationVariables>(DeclineTipDocument, options);
      }
export type DeclineTipMutationHookResult = ReturnType<typeof useDeclineTipMutation>;
export type DeclineTipMutationResult = ApolloReactCommon.MutationResult<DeclineTipMutation>;