import { Field, InputType, Int } from 'type-graphql';
import { OrganizationPosition } from './key-vote.enums.js';

/** PUT /api/key-votes/{id}: title and description (SPEC §7.2). */
@InputType()
export class UpdateKeyVoteInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

/** Add Key Vote: a bill and the organisation's position; the roll calls on that bill are linked. */
@InputType()
export class CreateKeyVoteInput {
  /** 'H.R. 1', 'S. 5', 'hr4405' … */
  @Field(() => String)
  billId!: string;

  @Field(() => OrganizationPosition)
  organizationPosition!: OrganizationPosition;

  /** Default: the subject of the bill's latest imported roll call. Required when none is imported. */
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  /** Default: the Congress of the bill's imported roll calls, else the current one. */
  @Field(() => Int, { nullable: true })
  congressNumber?: number | null;
}
