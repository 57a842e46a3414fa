import { Field, InputType } from 'type-graphql';

@InputType({ description: 'PUT /api/users/me: the profile fields a member may change.' })
export class UpdateProfileInput {
  @Field(() => String, {
    nullable: true,
    description:
      "The display name (2–40 letters, digits, spaces and . ' - _; unique ignoring case; checked in display-name.ts). An empty string removes it.",
  })
  username?: string;

  @Field(() => Boolean, { nullable: true, description: "Show the display name to others; otherwise shown as 'Anonymous'." })
  showRealName?: boolean;
}
