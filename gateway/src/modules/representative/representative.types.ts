import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { GraphQLLocalDate } from '../../graphql/scalars.js';

@ObjectType()
export class RepresentativeName {
  @Field(() => String)
  first!: string;

  @Field(() => String)
  last!: string;

  @Field(() => String)
  full!: string;
}

@ObjectType()
export class RepresentativeTerm {
  @Field(() => GraphQLLocalDate)
  start!: string;

  @Field(() => GraphQLLocalDate)
  end!: string;
}

/** SPEC §3 Representative: a member's own representative or senator, from the current term. */
@ObjectType()
export class Representative {
  /** The legislator's id. */
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  bioguideId!: string;

  @Field(() => RepresentativeName)
  name!: RepresentativeName;

  @Field(() => String, { nullable: true })
  party!: string | null;

  /** 'Senator', 'Representative', 'Delegate' or 'Resident Commissioner'. */
  @Field(() => String)
  role!: string;

  @Field(() => String)
  state!: string;

  /** House district; 0 is at-large; null for senators. */
  @Field(() => Int, { nullable: true })
  district!: number | null;

  @Field(() => RepresentativeTerm)
  term!: RepresentativeTerm;

  @Field(() => String, { nullable: true })
  office!: string | null;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  url!: string | null;

  @Field(() => String, { nullable: true })
  contactForm!: string | null;

  @Field(() => String, { nullable: true })
  photoUrl!: string | null;
}

@ObjectType({ description: 'A congressional district: state and number (0 = at-large or a non-voting seat).' })
export class CongressionalDistrict {
  @Field(() => String)
  state!: string;

  @Field(() => Int)
  district!: number;
}

@ObjectType({ description: 'A district a split ZIP code could be in, with its representative(s): what the member chooses from.' })
export class DistrictCandidate {
  @Field(() => String)
  state!: string;

  @Field(() => Int)
  district!: number;

  @Field(() => [Representative])
  representatives!: Representative[];
}

@ObjectType({ description: "The signed-in member's representatives and senators, from their saved address." })
export class MyRepresentatives {
  @Field(() => [Representative])
  representatives!: Representative[];

  @Field(() => [Representative])
  senators!: Representative[];

  /** The district(s) the address was placed in: several when only the ZIP code could be used and it spans districts. */
  @Field(() => [CongressionalDistrict])
  districts!: CongressionalDistrict[];

  /** True when the district is not certain (several candidates, or none found). */
  @Field(() => Boolean)
  uncertain!: boolean;

  /** What to tell the member when the answer is uncertain. */
  @Field(() => String, { nullable: true })
  notice!: string | null;

  /**
   * When the address could only be placed by a ZIP code that spans districts: each candidate
   * district with its representative(s), to choose from (kept after a choice, to change it).
   * Empty when the district is known (geocoded street address, or a ZIP in one district).
   */
  @Field(() => [DistrictCandidate])
  candidates!: DistrictCandidate[];

  /** The district the member chose among the candidates (saved with the address); null before a choice. */
  @Field(() => Int, { nullable: true })
  chosenDistrict!: number | null;

  /** True while there are candidates and no choice: the member is asked which district is theirs. */
  @Field(() => Boolean)
  needsChoice!: boolean;

  /** How the district was found: 'geocoder' (street address), 'zip' (ZIP crosswalk) or 'state' (single-seat state). */
  @Field(() => String)
  source!: string;

  /** The Congress whose members and districts these are. */
  @Field(() => Int, { nullable: true })
  congress!: number | null;

  /** When the legislator data was last imported. */
  @Field(() => GraphQLDateTimeISO, { nullable: true })
  dataUpdatedAt!: Date | null;
}
