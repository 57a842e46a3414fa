import { getMetadataStorage, type NonEmptyArray } from 'type-graphql';
import { entities } from '../db/entities.js';
import { HealthResolver } from '../modules/health/health.resolver.js';
import { MemberResolver, RoleChangeResolver } from '../modules/member/member.resolver.js';
import { ArticleStoriesResolver, StoryArticleResolver, StoryChangeResolver, StoryResolver } from '../modules/story/story.resolver.js';
import { CollaborationResolver, InviteResolver, JoinRequestResolver } from '../modules/collaboration/collaboration.resolver.js';
import { ProposalResolver, StoryProposalsResolver } from '../modules/proposal/proposal.resolver.js';
import { LegislatorContentResolver, LegislatorResolver } from '../modules/legislator/legislator.resolver.js';
import { KeyVoteResolver, RollCallResolver } from '../modules/key-vote/key-vote.resolver.js';
import { RepresentativeResolver } from '../modules/representative/representative.resolver.js';
import { ArticleResolver } from '../modules/article/article.resolver.js';
import { CommentaryResolver } from '../modules/commentary/commentary.resolver.js';
import { ContentResolver } from '../modules/content/content.resolver.js';
import { TipResolver } from '../modules/tip/tip.resolver.js';
import { NotificationResolver } from '../modules/notification/notification.resolver.js';
import { PushResolver } from '../modules/push/push.resolver.js';
import {
  ArticleImageResolver,
  ContentItemImageResolver,
  LegislatorPhotoResolver,
  RepresentativePhotoResolver,
  StoryCardImagesResolver,
  TipContentResolver,
} from '../images/image.resolver.js';
import { ModerationResolver } from '../modules/moderation/moderation.resolver.js';
import { AccessRequestResolver } from '../modules/access-request/access-request.resolver.js';
import {
  ActionCampaignResolver,
  CampaignResolver,
  CampaignSettingsResolver,
  CampaignTargetResolver,
  KeyVoteCampaignResolver,
} from '../modules/campaign/campaign.resolver.js';
import { SearchResolver } from '../modules/search/search.resolver.js';
import { ScorecardResolver } from '../modules/scorecard/scorecard.resolver.js';
import { ReportResolver } from '../modules/report/report.resolver.js';

/** Every resolver class; feature issues add theirs here. */
export const resolvers: NonEmptyArray<Function> = [
  HealthResolver,
  MemberResolver,
  RoleChangeResolver,
  StoryResolver,
  StoryArticleResolver,
  StoryChangeResolver,
  ArticleStoriesResolver,
  CollaborationResolver,
  InviteResolver,
  JoinRequestResolver,
  ProposalResolver,
  StoryProposalsResolver,
  LegislatorResolver,
  LegislatorContentResolver,
  KeyVoteResolver,
  RollCallResolver,
  RepresentativeResolver,
  ArticleResolver,
  CommentaryResolver,
  ContentResolver,
  TipResolver,
  NotificationResolver,
  PushResolver,
  ArticleImageResolver,
  ContentItemImageResolver,
  LegislatorPhotoResolver,
  RepresentativePhotoResolver,
  StoryCardImagesResolver,
  TipContentResolver,
  ModerationResolver,
  AccessRequestResolver,
  CampaignResolver,
  ActionCampaignResolver,
  CampaignTargetResolver,
  CampaignSettingsResolver,
  KeyVoteCampaignResolver,
  SearchResolver,
  ScorecardResolver,
  ReportResolver,
];

/**
 * Every entity is an @ObjectType (SPEC §3); types no query reaches yet are still emitted so the
 * schema documents the whole model.
 */
export const orphanedTypes: Function[] = entities.filter((e) => getMetadataStorage().objectTypes.some((o) => o.target === e));
