import { IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Role } from '../../auth/roles.js';
import { AccessRequest } from './access-request.entity.js';
import { AccessRequestKind } from './access-request.enums.js';

export const ACCESS_REQUEST_LIMITS = { reason: 1000, note: 1000, page: 300 } as const;

@InputType({ description: 'POST /api/users/me/request-access: what to ask for, and why (both optional).' })
export class RequestAccessInput {
  @Field(() => AccessRequestKind, { defaultValue: AccessRequestKind.ADMIN })
  kind!: AccessRequestKind;

  /** Default: the lowest role that opens `page`, else STAFF (the lowest there is to ask for). */
  @Field(() => Role, {
    nullable: true,
    description: 'The role asked for: STAFF, ADMIN or SUPER_ADMIN. Default: the lowest role that opens `page`, else STAFF. Never more than `page` needs.',
  })
  role?: Role | null;

  @Field(() => String, { nullable: true, description: `The portal page the member was turned away from (a path such as /legislators), at most ${ACCESS_REQUEST_LIMITS.page} characters.` })
  @IsOptional()
  @MaxLength(ACCESS_REQUEST_LIMITS.page, { message: `The page may be at most ${ACCESS_REQUEST_LIMITS.page} characters long.` })
  page?: string | null;

  @Field(() => String, { nullable: true, description: `Why, in the member's words; at most ${ACCESS_REQUEST_LIMITS.reason} characters.` })
  @IsOptional()
  @MaxLength(ACCESS_REQUEST_LIMITS.reason, { message: `The reason may be at most ${ACCESS_REQUEST_LIMITS.reason} characters long.` })
  reason?: string;
}

@ObjectType({ description: 'SPEC §3 Access request result.' })
export class AccessRequestResult {
  @Field(() => ID)
  requestId!: string;

  @Field()
  message!: string;

  /** The pending request (the one just made, or the one already waiting). */
  @Field(() => AccessRequest)
  request!: AccessRequest;
}

@ObjectType({ description: 'A page of access requests with the total count.' })
export class AccessRequestPage {
  @Field(() => Int)
  total!: number;

  @Field(() => [AccessRequest])
  items!: AccessRequest[];
}
