import { Field, InputType } from 'type-graphql';
import { LegislatorContentType, LegislatorSort } from './legislator.enums.js';

/** Body of POST /api/legislators/content. Blank content is rejected by the service (SPEC §5). */
@InputType()
export class CreateLegislatorContentInput {
  /** The legislator's id or bioguide id. */
  @Field(() => String)
  legislatorId!: string;

  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => LegislatorContentType, { defaultValue: LegislatorContentType.STAFF_COMMENTARY })
  contentType!: LegislatorContentType;

  @Field(() => Boolean, { defaultValue: true })
  isStaff!: boolean;

  /** SPEC §5: staff commentary is always submitted as public. */
  @Field(() => Boolean, { defaultValue: true })
  isPublic!: boolean;
}

/** Body of PUT /api/legislators/content/{contentId}. */
@InputType()
export class UpdateLegislatorContentInput {
  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => LegislatorContentType, { nullable: true })
  contentType?: LegislatorContentType | null;

  @Field(() => Boolean, { nullable: true })
  isStaff?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isPublic?: boolean | null;
}

/** The staff dashboard's filters (SPEC §2.3); all optional. */
@InputType()
export class LegislatorFilter {
  /** Part of a name, or a bioguide id. */
  @Field(() => String, { nullable: true })
  search?: string | null;

  /** USPS code. */
  @Field(() => String, { nullable: true })
  state?: string | null;

  /** Republican, Democrat or Independent (D, R, I and Democratic are understood too). */
  @Field(() => String, { nullable: true })
  party?: string | null;

  @Field(() => Boolean, { nullable: true })
  hasStaffCommentary?: boolean | null;

  /** Include people who have left office (kept for their votes). Default false. */
  @Field(() => Boolean, { nullable: true })
  includeFormer?: boolean | null;

  /** NAME by default. */
  @Field(() => LegislatorSort, { nullable: true })
  sort?: LegislatorSort | null;
}
