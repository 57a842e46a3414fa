import { Field, InputType, Int } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { OrganizationPosition } from './key-vote.enums.js';

/** PUT /api/key-votes/{id}: title and description (SPEC §7.2). */
@InputType()
export class UpdateKeyVoteInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

/**
 * Add Key Vote: an imported roll call (rollCallId: bill, Congress, date and outcome come from it)
 * or a bill id, and the organisation's position; the roll calls on that bill are linked.
 */
@InputType()
export class CreateKeyVoteInput {
  /** An imported roll call on a bill (issue #15 item 9): the key vote takes its bill, Congress, date and outcome. */
  @Field(() => GraphQLUUID, { nullable: true })
  rollCallId?: string | null;

  /** 'H.R. 1', 'S. 5', 'hr4405' … (required without rollCallId). */
  @Field(() => String, { nullable: true })
  billId?: string | null;

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
