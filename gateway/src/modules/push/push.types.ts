import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/**
 * The browser's PushSubscription as `subscription.toJSON()` gives it (Push API): what POST
 * /api/users/me/push-subscriptions takes as its body and subscribePush as its input.
 */
@InputType({ description: 'The keys of a PushSubscription: the device’s ECDH public key and its authentication secret (base64url).' })
export class PushSubscriptionKeysInput {
  @Field(() => String, { description: 'The P-256 public key (65 bytes, base64url).' })
  p256dh!: string;

  @Field(() => String, { description: 'The 16-byte authentication secret (base64url).' })
  auth!: string;
}

@InputType({ description: 'A browser’s PushSubscription (subscription.toJSON()): where its push service takes messages for this device, and the keys to encrypt them with.' })
export class PushSubscriptionInput {
  @Field(() => String, { description: 'The push service’s URL for this device (https).' })
  endpoint!: string;

  @Field(() => Float, { nullable: true, description: 'When the push service drops the subscription, in milliseconds since 1970; null when it does not say.' })
  expirationTime?: number | null;

  @Field(() => PushSubscriptionKeysInput)
  keys!: PushSubscriptionKeysInput;
}

@ObjectType({ description: 'A device of the signed-in member that receives push notifications.' })
export class PushDevice {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The origin of its push service, e.g. https://fcm.googleapis.com.' })
  pushService!: string;

  @Field(() => Boolean, { description: 'False when this device was subscribed already (its keys were refreshed).' })
  created!: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When its push service drops it, when the browser said.' })
  expiresAt!: Date | null;
}
