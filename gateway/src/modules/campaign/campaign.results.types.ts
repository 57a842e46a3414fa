import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { GraphQLLocalDate } from '../../graphql/scalars.js';
import { Chamber } from '../key-vote/key-vote.enums.js';
import { CampaignChannel, CampaignOutcome, CampaignStatus } from './campaign.enums.js';

// ── What staff see: what a campaign moved (campaign.results.ts) ────────────────────────────────

@ObjectType({ description: "A number in the results: the exact value from 5 on; 'fewer than 5' below (0 is shown as 0)." })
export class CampaignTally {
  /** null when the number is between 1 and 4. */
  @Field(() => Int, { nullable: true })
  value!: number | null;

  /** What to show: '12', '0' or 'fewer than 5'. */
  @Field(() => String)
  shown!: string;

  @Field(() => Boolean)
  suppressed!: boolean;
}

@ObjectType()
export class CampaignChannelOutcomeTally {
  @Field(() => CampaignChannel)
  channel!: CampaignChannel;

  @Field(() => CampaignOutcome)
  outcome!: CampaignOutcome;

  @Field(() => CampaignTally)
  actions!: CampaignTally;
}

@ObjectType()
export class CampaignLegislatorTally {
  @Field(() => String)
  bioguide!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  party!: string | null;

  @Field(() => Chamber)
  chamber!: Chamber;

  @Field(() => String)
  state!: string;

  @Field(() => Int, { nullable: true })
  district!: number | null;

  @Field(() => CampaignTally)
  actions!: CampaignTally;

  @Field(() => CampaignTally)
  contacted!: CampaignTally;

  @Field(() => CampaignTally)
  voicemail!: CampaignTally;

  @Field(() => CampaignTally)
  unavailable!: CampaignTally;

  @Field(() => CampaignTally)
  skipped!: CampaignTally;
}

@ObjectType()
export class CampaignPlaceTally {
  @Field(() => Chamber)
  chamber!: Chamber;

  @Field(() => String)
  state!: string;

  /** null for the Senate (statewide). */
  @Field(() => Int, { nullable: true })
  district!: number | null;

  /** 'NY-8', 'WY at-large', 'NY (Senate)'. */
  @Field(() => String)
  label!: string;

  @Field(() => CampaignTally)
  actions!: CampaignTally;
}

@ObjectType()
export class CampaignDayTally {
  /** The day in Eastern time (the organization's and Congress's). */
  @Field(() => GraphQLLocalDate)
  day!: string;

  @Field(() => CampaignTally)
  actions!: CampaignTally;

  /** Actions up to and including this day. */
  @Field(() => CampaignTally)
  cumulative!: CampaignTally;
}

@ObjectType({ description: "What a campaign moved: counted actions (members' own, not staff-level accounts' or previews'), every number under 5 shown as 'fewer than 5'." })
export class CampaignResults {
  /** The campaign's id. */
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  keyVoteId!: string;

  @Field(() => CampaignStatus)
  status!: CampaignStatus;

  @Field(() => Int)
  version!: number;

  @Field(() => GraphQLDateTimeISO)
  asOf!: Date;

  @Field(() => CampaignTally)
  actions!: CampaignTally;

  /** Members who recorded at least one outcome. */
  @Field(() => CampaignTally)
  members!: CampaignTally;

  /** Actions that reached an office (contacted or voicemail). */
  @Field(() => CampaignTally)
  reached!: CampaignTally;

  @Field(() => [CampaignChannelOutcomeTally])
  byChannel!: CampaignChannelOutcomeTally[];

  @Field(() => [CampaignLegislatorTally])
  byLegislator!: CampaignLegislatorTally[];

  @Field(() => [CampaignPlaceTally])
  byPlace!: CampaignPlaceTally[];

  @Field(() => [CampaignDayTally])
  overTime!: CampaignDayTally[];

  /** Actions by staff-level accounts and previews, which the numbers above leave out. */
  @Field(() => Int)
  notCounted!: number;
}

@ObjectType({ description: "One member's recorded action (super admins only)." })
export class CampaignActionRow {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  memberId!: string;

  @Field(() => String)
  memberEmail!: string;

  @Field(() => String)
  bioguide!: string;

  @Field(() => String)
  legislator!: string;

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
}

@ObjectType({ description: 'A page of member-level actions, newest change first, with the total.' })
export class CampaignActionPage {
  @Field(() => Int)
  total!: number;

  @Field(() => [CampaignActionRow])
  items!: CampaignActionRow[];
}
