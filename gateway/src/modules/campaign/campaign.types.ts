import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Chamber, OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { Representative } from '../representative/representative.types.js';
import { CampaignChannel, CampaignOutcome, CampaignStatus, OfficeKind, TargetStatus, VoteAlignment } from './campaign.enums.js';

// ── What a member sees (the Take action flow) ──────────────────────────────────────────────────

@ObjectType({ description: 'An office of a legislator a member may call or write to.' })
export class CampaignOffice {
  @Field(() => OfficeKind)
  kind!: OfficeKind;

  @Field(() => String)
  city!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  /** One line: street, suite, building, city, state and ZIP as known. */
  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true })
  hours!: string | null;
}

@ObjectType({ description: "The member's recorded outcome with one legislator through one channel (one per member, legislator, campaign and channel)." })
export class CampaignOutcomeRecord {
  /** The stored action's id. */
  @Field(() => ID)
  id!: string;

  @Field(() => CampaignChannel)
  channel!: CampaignChannel;

  @Field(() => CampaignOutcome)
  outcome!: CampaignOutcome;

  /** The campaign version the member used. */
  @Field(() => Int)
  version!: number;

  /** False for staff-level accounts and previews: such actions are left out of the results. */
  @Field(() => Boolean)
  counted!: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;
}

@ObjectType({ description: "One of the member's own legislators a campaign asks them to contact, computed on the server from their saved address." })
export class CampaignTarget {
  /** `<campaign id>:<bioguide>`: the member's view of this target in this campaign. */
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  bioguide!: string;

  @Field(() => String)
  name!: string;

  /** 'Representative', 'Senator', 'Delegate' or 'Resident Commissioner'. */
  @Field(() => String)
  title!: string;

  /** 'Rep.', 'Sen.', 'Del.' or 'Res. Comm.' */
  @Field(() => String)
  shortTitle!: string;

  @Field(() => String, { nullable: true })
  party!: string | null;

  @Field(() => Chamber)
  chamber!: Chamber;

  @Field(() => String)
  state!: string;

  /** House district (0 at-large); null for senators. */
  @Field(() => Int, { nullable: true })
  district!: number | null;

  /** The source address of the official photo; `photo` is the copy the portal serves. */
  photoUrl!: string | null;

  /** The Washington office first, then the district offices. */
  @Field(() => [CampaignOffice])
  offices!: CampaignOffice[];

  /** The office's official web contact form (the portal never submits it for the member). */
  @Field(() => String, { nullable: true })
  contactForm!: string | null;

  /** The Washington office's postal address, for a letter. */
  @Field(() => String, { nullable: true })
  mailingAddress!: string | null;

  /** The call script, filled for the member and this legislator. */
  @Field(() => String)
  callScript!: string;

  /** The message (and letter) script, filled for the member and this legislator. */
  @Field(() => String)
  messageScript!: string;

  @Field(() => [CampaignOutcomeRecord])
  myOutcomes!: CampaignOutcomeRecord[];

  @Field(() => TargetStatus)
  myStatus!: TargetStatus;
}

@ObjectType({ description: 'A seat the campaign would target for the member that nobody holds now.' })
export class CampaignVacancy {
  @Field(() => Chamber)
  chamber!: Chamber;

  @Field(() => String)
  state!: string;

  @Field(() => Int, { nullable: true })
  district!: number | null;

  /** e.g. "The House seat for CA-14 is vacant: there is no representative to contact." */
  @Field(() => String)
  message!: string;
}

@ObjectType({ description: "How far the member is: 'You\u2019ve contacted 2 of 3'." })
export class CampaignProgress {
  /** Targets reached (contacted or voicemail, through any channel). */
  @Field(() => Int)
  contacted!: number;

  /** Targets with a final outcome: reached or skipped. */
  @Field(() => Int)
  done!: number;

  @Field(() => Int)
  total!: number;

  /** Every target has a final outcome. */
  @Field(() => Boolean)
  complete!: boolean;
}

@ObjectType({ description: "A campaign as the signed-in member takes part in it: the organization's position, their own legislators with the scripts filled for them, and their progress." })
export class ActionCampaign {
  /** The campaign's id. */
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  keyVoteId!: string;

  @Field(() => String)
  keyVoteTitle!: string;

  @Field(() => String)
  bill!: string;

  @Field(() => OrganizationPosition)
  organizationPosition!: OrganizationPosition;

  /** The organization's position and why, in staff's words. */
  @Field(() => String)
  positionText!: string;

  /** The call script filled for the member ({legislator}: 'your member of Congress'; each target has its own). */
  @Field(() => String)
  callScript!: string;

  @Field(() => String)
  messageScript!: string;

  @Field(() => Int)
  version!: number;

  @Field(() => CampaignStatus)
  status!: CampaignStatus;

  /** A staff member trying a campaign before it opens: nothing is counted. */
  @Field(() => Boolean)
  preview!: boolean;

  /** Whether the viewer's actions count in the results (not for staff-level accounts or previews). */
  @Field(() => Boolean)
  actionsCounted!: boolean;

  @Field(() => [Chamber])
  chambers!: Chamber[];

  @Field(() => GraphQLDateTimeISO)
  opensAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  closesAt!: Date | null;
}

@ObjectType({ description: 'One legislator the member contacted, and how they voted once the roll call is in.' })
export class CampaignContactVote {
  /** `<campaign id>:<bioguide>` */
  @Field(() => ID)
  id!: string;

  @Field(() => Representative)
  legislator!: Representative;

  @Field(() => [CampaignChannel])
  channels!: CampaignChannel[];

  @Field(() => VotePosition, { nullable: true })
  position!: VotePosition | null;

  @Field(() => VoteAlignment)
  alignment!: VoteAlignment;

  /** e.g. "You called Rep. Robert Aderholt; he voted with us." */
  @Field(() => String)
  sentence!: string;
}

@ObjectType({ description: 'A recorded action as stored (the answer to recording one).' })
export class CampaignActionResult {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  campaignId!: string;

  @Field(() => String)
  bioguide!: string;

  @Field(() => CampaignChannel)
  channel!: CampaignChannel;

  @Field(() => CampaignOutcome)
  outcome!: CampaignOutcome;

  @Field(() => Int)
  version!: number;

  @Field(() => Boolean)
  counted!: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;

  /** The target with its outcomes now (the client's cache takes it by id). */
  @Field(() => CampaignTarget)
  target!: CampaignTarget;

  /** The campaign as the member sees it now (their progress). */
  @Field(() => ActionCampaign)
  campaign!: ActionCampaign;
}

// ── What staff see: the campaign as they write it (its results: campaign.results.types.ts) ─────

@ObjectType({ description: 'One saved version of a campaign.' })
export class CampaignVersionView {
  @Field(() => Int)
  version!: number;

  @Field(() => String)
  positionText!: string;

  @Field(() => String)
  callScript!: string;

  @Field(() => String)
  messageScript!: string;

  @Field(() => [Chamber])
  chambers!: Chamber[];

  @Field(() => GraphQLDateTimeISO)
  opensAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  closesAt!: Date | null;

  @Field(() => GraphQLDateTimeISO)
  savedAt!: Date;

  /** The staff member's display name, or 'A staff member'. */
  @Field(() => String)
  savedBy!: string;
}

@ObjectType({ description: 'The scripts filled for a sample member, as staff preview them.' })
export class CampaignPreview {
  @Field(() => String)
  sampleMember!: string;

  @Field(() => String)
  callScript!: string;

  @Field(() => String)
  messageScript!: string;
}

@ObjectType({ description: 'A campaign as staff write it: the current version, its history and a preview.' })
export class CampaignSettings {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  keyVoteId!: string;

  @Field(() => Int)
  version!: number;

  @Field(() => CampaignStatus)
  status!: CampaignStatus;

  @Field(() => String)
  positionText!: string;

  @Field(() => String)
  callScript!: string;

  @Field(() => String)
  messageScript!: string;

  @Field(() => [Chamber])
  chambers!: Chamber[];

  @Field(() => GraphQLDateTimeISO)
  opensAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  closesAt!: Date | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;

  @Field(() => [CampaignVersionView], { description: 'Every saved version, newest first.' })
  versions!: CampaignVersionView[];

  @Field(() => CampaignPreview)
  preview!: CampaignPreview;
}
