import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { Address } from '../member/address.entity.js';
import { AddressInput } from './representative.inputs.js';
import * as representatives from './representative.service.js';
import { MyRepresentatives } from './representative.types.js';

@Resolver()
export class RepresentativeResolver {
  @Auth()
  @Query(() => Address, { nullable: true, description: "The signed-in member's saved address; null before one is saved (GET /api/user/me/address)." })
  myAddress(@Ctx() ctx: Context): Promise<Address | null> {
    return representatives.getMyAddress(ctx, ctx.viewer!);
  }

  @Auth()
  @Mutation(() => Address, { description: 'Save the signed-in member\'s address (PUT /api/user/me/address). SPEC §5 validation.' })
  saveMyAddress(@Arg('input', () => AddressInput) input: AddressInput, @Ctx() ctx: Context): Promise<Address> {
    return representatives.saveMyAddress(ctx, ctx.viewer!, input);
  }

  @Auth()
  @Query(() => MyRepresentatives, {
    description: "The signed-in member's representatives and senators; NOT_FOUND before an address is saved (GET /api/user/me/representatives).",
  })
  myRepresentatives(@Ctx() ctx: Context): Promise<MyRepresentatives> {
    return representatives.myRepresentatives(ctx, ctx.viewer!);
  }

  @Auth()
  @Mutation(() => MyRepresentatives, {
    description: 'When the ZIP code spans districts: say which candidate district is yours, or null to forget the choice (PUT /api/user/me/district).',
  })
  chooseMyDistrict(@Arg('district', () => Int, { nullable: true }) district: number | null, @Ctx() ctx: Context): Promise<MyRepresentatives> {
    return representatives.chooseMyDistrict(ctx, ctx.viewer!, district ?? null);
  }
}
