import { IsOptional, Length, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { AccessRequestKind } from './member.enums.js';

@InputType({ description: 'PUT /api/users/me: the profile fields a member may change.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: '3–30 letters, digits, dot, dash or underscore; unique.' })
  @IsOptional()
  @Length(3, 30, { message: 'Username must be 3 to 30 characters long.' })
  @Matches(/^[A-Za-z0-9._-]+$/, { message: 'Username may contain only letters, digits, dots, dashes and underscores.' })
  username?: string;

  @Field(() => Boolean, { nullable: true, description: "Show the username to others; otherwise shown as 'Anonymous'." })
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
