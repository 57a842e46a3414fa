import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLLocalDate } from '../../graphql/scalars.js';
import { OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';

@ObjectType({ description: "A legislator's position on one key vote, against the organisation's position." })
export class AlignmentVote {
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

  /** The legislator's last recorded position among the key vote's roll calls. */
  @Field(() => VotePosition)
  position!: VotePosition;

  /** null when it does not count: PRESENT, NOT_VOTING or an organisation position of 'other'. */
  @Field(() => Boolean, { nullable: true })
  agrees!: boolean | null;
}

@ObjectType({ description: "How often a legislator voted the organisation's way on key votes (support → YEA, oppose → NAY)." })
export class LegislatorAlignment {
  /** 0–100, rounded; null when no key vote counts yet. */
  @Field(() => Float, { nullable: true })
  percent!: number | null;

  @Field(() => Int)
  agreed!: number;

  /** Key votes where the legislator voted YEA or NAY and the organisation supports or opposes. */
  @Field(() => Int)
  counted!: number;

  @Field(() => [AlignmentVote])
  votes!: AlignmentVote[];
}
