import { IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { AccessRequestKind } from './member.enums.js';

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

@InputType()
export class RequestAccessInput {
  @Field(() => AccessRequestKind, { defaultValue: AccessRequestKind.ADMIN })
  kind!: AccessRequestKind;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(1000, { message: 'The reason may be at most 1000 characters long.' })
  reason?: string;
}

@ObjectType({ description: 'SPEC §3 Access request result.' })
export class AccessRequestResult {
  @Field(() => ID)
  requestId!: string;

  @Field()
  message!: string;
}
