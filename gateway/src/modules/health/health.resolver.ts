import { Field, ObjectType, Query, Resolver, Ctx } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { checkHealth } from './health.service.js';

@ObjectType({ description: 'Whether the gateway and its database are up.' })
export class Health {
  @Field({ description: '"ok" when the database answers, "degraded" when it does not.' })
  status!: string;

  @Field({ description: '"up" or "down".' })
  database!: string;

  @Field()
  version!: string;
}

@Resolver()
export class HealthResolver {
  @Query(() => Health, { description: 'Public status check (GET /api/health).' })
  health(@Ctx() ctx: Context): Promise<Health> {
    return checkHealth(ctx.dataSource);
  }
}
