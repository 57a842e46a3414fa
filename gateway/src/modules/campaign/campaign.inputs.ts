import { Field, InputType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Chamber } from '../key-vote/key-vote.enums.js';
import { CampaignChannel, CampaignOutcome } from './campaign.enums.js';

/** PUT /api/key-votes/{id}/campaign: opens a campaign on the key vote or edits it (a new version). */
@InputType()
export class CampaignInput {
  /** The organization's position and why, in staff's words (1–4000 characters). */
  @Field(() => String)
  positionText!: string;

  /** What a member reads on the phone (1–4000 characters; placeholders allowed). */
  @Field(() => String)
  callScript!: string;

  /** What a member writes or prints (1–8000 characters; placeholders allowed). */
  @Field(() => String)
  messageScript!: string;

  /** Whose members it targets: HOUSE (the member's representative), SENATE (both senators) or both. */
  @Field(() => [Chamber])
  chambers!: Chamber[];

  /** When it opens (default: now, or unchanged on an edit). */
  @Field(() => GraphQLDateTimeISO, { nullable: true })
  opensAt?: Date | null;

  /** When it closes (none: open until staff close it). */
  @Field(() => GraphQLDateTimeISO, { nullable: true })
  closesAt?: Date | null;
}

/** Live preview while staff write: the scripts as they stand, not saved. */
@InputType()
export class CampaignScriptsInput {
  @Field(() => String)
  callScript!: string;

  @Field(() => String)
  messageScript!: string;
}

/** POST /api/key-votes/{id}/campaign/actions */
@InputType()
export class CampaignActionInput {
  /** One of the member's targets for this campaign (anything else is refused with 403). */
  @Field(() => String)
  bioguide!: string;

  @Field(() => CampaignChannel)
  channel!: CampaignChannel;

  @Field(() => CampaignOutcome)
  outcome!: CampaignOutcome;
}
