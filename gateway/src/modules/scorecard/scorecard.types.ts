import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLLocalDate } from '../../graphql/scalars.js';
import { Chamber, OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { VoteAlignment } from '../campaign/campaign.enums.js';

@ObjectType({ description: "How often a legislator voted the organization's way on the key votes of one Congress (support → YEA, oppose → NAY)." })
export class AlignmentSummary {
  @Field(() => Int)
  congress!: number;

  /** 0–100 with one decimal; null when no key vote counts yet. */
  @Field(() => Float, { nullable: true, description: 'agreed / counted × 100, one decimal; null when nothing counts yet.' })
  percent!: number | null;

  @Field(() => Int, { description: "Key votes where they voted the organization's way." })
  agreed!: number;

  @Field(() => Int, { description: 'Key votes where they voted YEA or NAY and the organization supports or opposes: the denominator.' })
  counted!: number;

  @Field(() => Int, { description: 'Key votes where they voted PRESENT or did not vote: not in the denominator.' })
  notCounted!: number;

  @Field(() => Int, { description: 'Key votes of the Congress with a recorded position of theirs (any).' })
  keyVotes!: number;
}

@ObjectType({ description: 'A legislator as the scorecard shows them: official data only.' })
export class ScorecardLegislator {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  bioguideId!: string;

  @Field(() => String)
  name!: string;

  /** 'Senator', 'Representative', 'Delegate' or 'Resident Commissioner'. */
  @Field(() => String, { nullable: true })
  title!: string | null;

  /** 'Sen.', 'Rep.', 'Del.', 'Res. Comm.' */
  @Field(() => String, { nullable: true })
  shortTitle!: string | null;

  @Field(() => Chamber, { nullable: true })
  chamber!: Chamber | null;

  @Field(() => String, { nullable: true })
  party!: string | null;

  @Field(() => String)
  state!: string;

  /** House district; 0 is at-large; null for senators. */
  @Field(() => Int, { nullable: true })
  district!: number | null;

  @Field(() => Boolean)
  inOffice!: boolean;
}

@ObjectType({ description: "One key vote on a scorecard: the organization's published position and the legislator's official vote." })
export class ScorecardVote {
  @Field(() => ID)
  keyVoteId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  billId!: string;

  @Field(() => GraphQLLocalDate, { nullable: true })
  voteDate!: string | null;

  @Field(() => OrganizationPosition)
  organizationPosition!: OrganizationPosition;

  /** Their last recorded position on the key vote's roll calls; null when none is imported for them. */
  @Field(() => VotePosition, { nullable: true })
  position!: VotePosition | null;

  @Field(() => VoteAlignment)
  alignment!: VoteAlignment;

  @Field(() => Int, { description: "Members of the state's delegation then (current or departed) who voted the organization's way." })
  delegationWithUs!: number;

  @Field(() => Int, { description: "Members of the state's delegation then (current or departed) who voted against the organization's position." })
  delegationAgainstUs!: number;
}

@ObjectType({ description: 'An average to compare a legislator with: their state delegation or their party, sitting members only.' })
export class AlignmentAverage {
  /** e.g. 'Alabama delegation', 'Democrats in the House'. */
  @Field(() => String)
  label!: string;

  @Field(() => Float, { nullable: true, description: 'Pooled: the members’ agreed / counted × 100; null when nothing counts.' })
  percent!: number | null;

  @Field(() => Int, { description: 'Sitting members in the average.' })
  legislators!: number;
}

@ObjectType({ description: "A legislator's scorecard over the current Congress." })
export class Scorecard {
  @Field(() => ScorecardLegislator)
  legislator!: ScorecardLegislator;

  @Field(() => AlignmentSummary)
  alignment!: AlignmentSummary;

  @Field(() => [ScorecardVote], { description: 'Every key vote of the Congress, oldest first.' })
  votes!: ScorecardVote[];

  @Field(() => AlignmentAverage)
  delegation!: AlignmentAverage;

  @Field(() => AlignmentAverage)
  party!: AlignmentAverage;

  @Field(() => String, { description: 'The public page: /legislators/{bioguide}/scorecard.' })
  sharePath!: string;

  @Field(() => String, { description: 'The server-drawn picture for posts: /legislators/{bioguide}/scorecard.png.' })
  imagePath!: string;
}

@ObjectType({ description: 'A seat of the member that nobody holds now.' })
export class SeatVacancy {
  @Field(() => Chamber)
  chamber!: Chamber;

  @Field(() => String)
  state!: string;

  @Field(() => Int, { nullable: true })
  district!: number | null;

  @Field(() => String)
  message!: string;
}

@ObjectType({ description: "The signed-in member's legislators with their scorecards (GET /api/users/me/legislators)." })
export class MyLegislators {
  @Field(() => Boolean, { description: 'No address is saved yet: the address form comes first.' })
  needsAddress!: boolean;

  @Field(() => Boolean, { description: 'The ZIP code spans districts: the member chooses theirs first.' })
  needsDistrictChoice!: boolean;

  @Field(() => String, { nullable: true })
  notice!: string | null;

  @Field(() => Int)
  congress!: number;

  @Field(() => Boolean, { description: "Whether the member hears when their legislators vote on a key vote (the 'legislator_vote' notification)." })
  following!: boolean;

  @Field(() => [Scorecard])
  scorecards!: Scorecard[];

  @Field(() => [SeatVacancy])
  vacancies!: SeatVacancy[];
}
