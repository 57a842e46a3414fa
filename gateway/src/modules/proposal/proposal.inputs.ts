import { Field, InputType } from 'type-graphql';

/**
 * POST /api/stories/{id}/proposals: `{"title": "…"}` (Title Change) or `{"description": "…"}`
 * (Description Change) — exactly one of the two.
 */
@InputType()
export class CreateProposalInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}
