import { Field, InputType } from 'type-graphql';

/**
 * PUT /api/user/me/address (sent as street, city, state, zipCode, phoneNumber). Every field is
 * optional in the schema so that a missing one gets the SPEC §5 message from the service
 * ('Please fill in all required fields') rather than a GraphQL validation error.
 */
@InputType()
export class AddressInput {
  @Field(() => String, { nullable: true })
  street?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  /** USPS code of one of the 50 states or DC. */
  @Field(() => String, { nullable: true })
  state?: string | null;

  /** 12345 or 12345-6789. */
  @Field(() => String, { nullable: true })
  zipCode?: string | null;

  /** Optional; 123-456-7890. */
  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;
}
