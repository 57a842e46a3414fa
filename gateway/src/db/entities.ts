import { Member } from '../modules/member/member.entity.js';
import { MemberRole } from '../modules/member/member-role.entity.js';
import { RoleChange } from '../modules/member/role-change.entity.js';
import { Address } from '../modules/member/address.entity.js';
import { AccessRequest } from '../modules/access-request/access-request.entity.js';
import { Story } from '../modules/story/story.entity.js';
import { StoryArticle } from '../modules/story/story-article.entity.js';
import { StoryFollow } from '../modules/story/story-follow.entity.js';
import { StoryImage } from '../modules/story/story-image.entity.js';
import { StoryChange } from '../modules/story/story-change.entity.js';
import { Collaborator } from '../modules/collaboration/collaborator.entity.js';
import { Invite } from '../modules/collaboration/invite.entity.js';
import { JoinRequest } from '../modules/collaboration/join-request.entity.js';
import { Proposal } from '../modules/proposal/proposal.entity.js';
import { ProposalVote } from '../modules/proposal/proposal-vote.entity.js';
import { Article } from '../modules/article/article.entity.js';
import { ArticleVote } from '../modules/article/article-vote.entity.js';
import { Commentary } from '../modules/commentary/commentary.entity.js';
import { CommentaryVote } from '../modules/commentary/commentary-vote.entity.js';
import { ContentLike } from '../modules/content/content-like.entity.js';
import { KeyVote } from '../modules/key-vote/key-vote.entity.js';
import { RollCall } from '../modules/key-vote/roll-call.entity.js';
import { KeyVoteRollCall } from '../modules/key-vote/key-vote-roll-call.entity.js';
import { LegislatorVote } from '../modules/key-vote/legislator-vote.entity.js';
import { Legislator } from '../modules/legislator/legislator.entity.js';
import { LegislatorTerm } from '../modules/legislator/legislator-term.entity.js';
import { Committee } from '../modules/legislator/committee.entity.js';
import { CommitteeMembership } from '../modules/legislator/committee-membership.entity.js';
import { LegislatorContent } from '../modules/legislator/legislator-content.entity.js';
import { ZipDistrict } from '../modules/representative/zip-district.entity.js';
import { Tip } from '../modules/tip/tip.entity.js';
import { ImageVariant, StoredImage } from '../images/image.entity.js';
import { ModerationAction } from '../modules/moderation/moderation-action.entity.js';
import { DistrictOffice } from '../modules/legislator/district-office.entity.js';
import { Campaign, CampaignVersion } from '../modules/campaign/campaign.entity.js';
import { CampaignAction } from '../modules/campaign/campaign-action.entity.js';
import { CommentaryReport } from '../modules/report/report.entity.js';

/** Every entity class, listed explicitly (no globs): what TypeORM maps and what the schema test compares. */
export const entities = [
  Member,
  MemberRole,
  RoleChange,
  Address,
  AccessRequest,
  Story,
  StoryArticle,
  StoryFollow,
  StoryImage,
  StoryChange,
  Collaborator,
  Invite,
  JoinRequest,
  Proposal,
  ProposalVote,
  Article,
  ArticleVote,
  Commentary,
  CommentaryVote,
  ContentLike,
  KeyVote,
  RollCall,
  KeyVoteRollCall,
  LegislatorVote,
  Legislator,
  LegislatorTerm,
  Committee,
  CommitteeMembership,
  LegislatorContent,
  ZipDistrict,
  Tip,
  StoredImage,
  ImageVariant,
  ModerationAction,
  DistrictOffice,
  Campaign,
  CampaignVersion,
  CampaignAction,
  CommentaryReport,
];
