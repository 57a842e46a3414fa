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

export type CampaignActionInput = {
  bioguide: string;
  channel: CampaignChannel;
  outcome: CampaignOutcome;
};

/** How a member reaches an office: CALL, WRITE (the official contact form) or LETTER (printed, by mail). */
export type CampaignChannel =
  | 'CALL'
  | 'LETTER'
  | 'WRITE';

export type CampaignInput = {
  callScript: string;
  chambers: Array<Chamber>;
  closesAt?: string | null | undefined;
  messageScript: string;
  opensAt?: string | null | undefined;
  positionText: string;
};

/** What came of it: CONTACTED, VOICEMAIL (left a message), UNAVAILABLE (try again: another office, or later) or SKIPPED. */
export type CampaignOutcome =
  | 'CONTACTED'
  | 'SKIPPED'
  | 'UNAVAILABLE'
  | 'VOICEMAIL';

export type CampaignScriptsInput = {
  callScript: string;
  messageScript: string;
};

/** SCHEDULED (before its opening time), OPEN, or CLOSED (past its closing time: it takes no actions). */
export type CampaignStatus =
  | 'CLOSED'
  | 'OPEN'
  | 'SCHEDULED';

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

/** What a notification is about: an invitation, a decision on your join request, proposal, tip or access request, a new article in a story you follow, a new key vote, staff commentary, a campaign asking you to contact your legislators (take action), how your own legislators voted on a key vote (legislator vote), or the outcome of a comment you reported. */
export type NotificationKind =
  | 'ACCESS_REQUEST_DECIDED'
  | 'JOIN_REQUEST_DECIDED'
  | 'KEY_VOTE'
  | 'LEGISLATOR_VOTE'
  | 'PROPOSAL_DECIDED'
  | 'REPORT_DECIDED'
  | 'STAFF_COMMENTARY'
  | 'STORY_ARTICLE'
  | 'STORY_INVITE'
  | 'TAKE_ACTION'
  | 'TIP_DECIDED';

/** PUT /api/users/me/notification-preferences: what to change; all or nothing. */
export type NotificationPreferencesInput = {
  email?: Array<EmailPreferenceInput> | null | undefined;
  /** The kinds to push to the member’s devices, or not. */
  push?: Array<PushPreferenceInput> | null | undefined;
  /** An IANA time zone such as America/Chicago. */
  timeZone?: string | null | undefined;
};

/** DC: the Washington office; DISTRICT: an office in the state or district. */
export type OfficeKind =
  | 'DC'
  | 'DISTRICT';

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

/** Push one kind of notification to the member’s subscribed devices, or not. */
export type PushPreferenceInput = {
  enabled: boolean;
  kind: NotificationKind;
};

/** A browser’s PushSubscription (subscription.toJSON()): where its push service takes messages for this device, and the keys to encrypt them with. */
export type PushSubscriptionInput = {
  /** The push service’s URL for this device (https). */
  endpoint: string;
  /** When the push service drops the subscription, in milliseconds since 1970; null when it does not say. */
  expirationTime?: number | null | undefined;
  keys: PushSubscriptionKeysInput;
};

/** The keys of a PushSubscription: the device’s ECDH public key and its authentication secret (base64url). */
export type PushSubscriptionKeysInput = {
  /** The 16-byte authentication secret (base64url). */
  auth: string;
  /** The P-256 public key (65 bytes, base64url). */
  p256dh: string;
};

/** REMOVE the reported comment, or KEEP it. */
export type ReportDecision =
  | 'KEEP'
  | 'REMOVE';

/** PENDING, then REMOVED (the comment was taken down) or KEPT (it stays). */
export type ReportStatus =
  | 'KEPT'
  | 'PENDING'
  | 'REMOVED';

/** POST /api/users/me/request-access: what to ask for, and why (both optional). */
export type RequestAccessInput = {
  kind?: AccessRequestKind;
  /** The portal page the member was turned away from (a path such as /legislators), at most 300 characters. */
  page?: string | null | undefined;
  /** Why, in the member's words; at most 1000 characters. */
  reason?: string | null | undefined;
  /** The role asked for: STAFF, ADMIN or SUPER_ADMIN. Default: the lowest role that opens `page`, else STAFF. Never more than `page` needs. */
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

/** What search finds: stories, articles, commentary (on articles and key votes), key votes, legislators (staff). */
export type SearchKind =
  | 'ARTICLE'
  | 'COMMENTARY'
  | 'KEY_VOTE'
  | 'LEGISLATOR'
  | 'STORY';

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

/** The member's progress with one legislator: TO_DO, CONTACTED (contacted or voicemail), TRY_AGAIN (unavailable) or SKIPPED. */
export type TargetStatus =
  | 'CONTACTED'
  | 'SKIPPED'
  | 'TO_DO'
  | 'TRY_AGAIN';

export type TermType =
  | 'REP'
  | 'SEN';

export type TimelineOrder =
  | 'NEWEST_FIRST'
  | 'OLDEST_FIRST';

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

/** A contacted legislator's vote against the organization's position. */
export type VoteAlignment =
  | 'AGAINST_US'
  | 'NOT_YET'
  | 'NO_POSITION'
  | 'NO_VOTE'
  | 'WITH_US';

export type VotePosition =
  | 'NAY'
  | 'NOT_VOTING'
  | 'PRESENT'
  | 'YEA';
