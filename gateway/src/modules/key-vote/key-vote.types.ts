import { Field, ID, Int, ObjectType } from 'type-graphql';
import { RollCall } from './roll-call.entity.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Representative } from '../representative/representative.types.js';
import { Chamber, VotePosition } from './key-vote.enums.js';

@ObjectType({ description: 'Counts of one roll call, from the imported positions.' })
export class RollCallTally {
  @Field(() => ID)
  rollCallId!: string;

  /** unitedstates/congress id, e.g. 'h190-119.2025'. */
  @Field(() => String)
  voteId!: string;

  @Field(() => Chamber)
  chamber!: Chamber;

  @Field(() => GraphQLDateTimeISO)
  date!: Date;

  @Field(() => String, { nullable: true })
  question!: string | null;

  @Field(() => String, { nullable: true })
  result!: string | null;

  @Field(() => Int)
  yea!: number;

  @Field(() => Int)
  nay!: number;

  @Field(() => Int)
  present!: number;

  @Field(() => Int)
  notVoting!: number;

  /** The Vice President's tie-breaking vote in the Senate, when there was one (counted in yea or nay). */
  @Field(() => VotePosition, { nullable: true })
  vicePresident!: VotePosition | null;
}

@ObjectType({ description: "One voter's recorded position on a key vote's roll call." })
export class KeyVoteLegislatorVote {
  @Field(() => String)
  voteId!: string;

  @Field(() => Chamber)
  chamber!: Chamber;

  /** The chamber's voter id: bioguide (House), LIS (Senate) or 'VP'. */
  @Field(() => String)
  voterId!: string;

  /** null for voters not in the legislator data (the Vice President, unknown ids). */
  @Field(() => ID, { nullable: true })
  legislatorId!: string | null;

  @Field(() => String, { nullable: true })
  bioguideId!: string | null;

  @Field(() => String)
  displayName!: string;

  @Field(() => String, { nullable: true })
  party!: string | null;

  @Field(() => String, { nullable: true })
  state!: string | null;

  @Field(() => VotePosition)
  position!: VotePosition;
}

@ObjectType({ description: "How one of the signed-in member's own legislators voted on a key vote." })
export class MyLegislatorVote {
  @Field(() => Representative)
  legislator!: Representative;

  /** null when they cast no recorded vote on this key vote's roll calls (e.g. not yet in office). */
  @Field(() => VotePosition, { nullable: true })
  position!: VotePosition | null;

  @Field(() => String, { nullable: true })
  voteId!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  date!: Date | null;
}

@ObjectType()
export class KeyVoteViewerCan {
  /** Staff may change title and description (SPEC §6). */
  @Field(() => Boolean)
  edit!: boolean;

  /** Staff may delete it, with its commentary and likes (moderation). */
  @Field(() => Boolean)
  delete!: boolean;

  /** Reader commentary: every signed-in member (issue #15 item 8). */
  @Field(() => Boolean)
  comment!: boolean;

  @Field(() => Boolean)
  addStaffCommentary!: boolean;

  /** Owner notes: the staff member who created the key vote. */
  @Field(() => Boolean)
  addOwnerNote!: boolean;

  /** Private notes and staff commentary are returned (staff and the key vote's creator). */
  @Field(() => Boolean)
  seePrivateCommentary!: boolean;
}

@ObjectType({ description: 'A page of imported roll calls (Add Key Vote search), newest first, with the total count.' })
export class RollCallPage {
  @Field(() => Int)
  total!: number;

  @Field(() => [RollCall])
  items!: RollCall[];
}
