import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import { RateLimit } from '../../http/rate-limit.js';
import type { Context } from '../../graphql/context.js';
import * as push from './push.service.js';
import { PushDevice, PushSubscriptionInput } from './push.types.js';

@Resolver()
export class PushResolver {
  @Query(() => String, { description: 'The VAPID public key browsers subscribe with (applicationServerKey, base64url) (GET /api/push/vapid-public-key).' })
  vapidPublicKey(@Ctx() ctx: Context): Promise<string> {
    return push.publicKey(ctx);
  }

  @Auth()
  @RateLimit('subscribePush')
  @Mutation(() => PushDevice, { description: 'Push the signed-in member’s notifications to this device: its PushSubscription (POST /api/users/me/push-subscriptions).' })
  subscribePush(@Arg('input', () => PushSubscriptionInput) input: PushSubscriptionInput, @Ctx() ctx: Context): Promise<PushDevice> {
    return push.subscribe(ctx, ctx.viewer!, input);
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Stop pushing to this device (DELETE /api/users/me/push-subscriptions); false when it was not subscribed for the caller.' })
  unsubscribePush(@Arg('endpoint', () => String) endpoint: string, @Ctx() ctx: Context): Promise<boolean> {
    return push.unsubscribe(ctx, ctx.viewer!, endpoint);
  }
}
