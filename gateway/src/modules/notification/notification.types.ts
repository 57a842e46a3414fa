import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO, GraphQLUUID } from 'graphql-scalars';
import { EmailMode, NotificationKind } from './notification.enums.js';

@ObjectType({ description: 'Something the signed-in member hears about (the bell). Texts are written for the reader from what they may see now.' })
export class Notification {
  @Field(() => ID)
  id!: string;

  @Field(() => NotificationKind)
  kind!: NotificationKind;

  @Field(() => String, { description: 'One line, e.g. New article in “Water rates”.' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'A second line, e.g. the article title and its publication.' })
  body!: string | null;

  @Field(() => String, { nullable: true, description: 'The portal page it is about (a path such as /articles/…); null when nothing may be opened any more.' })
  link!: string | null;

  @Field(() => Boolean)
  read!: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  readAt!: Date | null;
}

@ObjectType({ description: 'What marking notifications read changed.' })
export class MarkNotificationsReadResult {
  @Field(() => Int, { description: 'How many were unread and are read now (already read ones count 0).' })
  updated!: number;

  @Field(() => Int, { description: 'Unread notifications left.' })
  unreadCount!: number;
}

@ObjectType({ description: 'How the member hears about one kind of notification: by email (mode), and pushed to their devices or not (push).' })
export class EmailPreference {
  @Field(() => NotificationKind)
  kind!: NotificationKind;

  @Field(() => EmailMode)
  mode!: EmailMode;

  @Field(() => EmailMode)
  defaultMode!: EmailMode;

  @Field(() => Boolean, { description: 'Pushed to the devices the member turned push on for (the portal’s web push, docs/push.md).' })
  push!: boolean;

  @Field(() => Boolean, { description: 'Whether the kind is pushed unless the member chooses otherwise.' })
  defaultPush!: boolean;

  @Field(() => String)
  label!: string;

  @Field(() => String)
  description!: string;
}

@ObjectType({ description: "The signed-in member's notification settings: time zone for digests and the email mode of each kind (the bell always shows everything)." })
export class NotificationPreferences {
  @Field(() => String, { description: 'IANA time zone digests are scheduled in, e.g. America/New_York.' })
  timeZone!: string;

  @Field(() => Int, { description: 'Local hour daily digests (and, on Mondays, weekly digests) are sent at.' })
  digestHour!: number;

  @Field(() => [EmailPreference])
  email!: EmailPreference[];
}

@InputType()
export class EmailPreferenceInput {
  @Field(() => NotificationKind)
  kind!: NotificationKind;

  @Field(() => EmailMode)
  mode!: EmailMode;
}

@InputType({ description: 'Push one kind of notification to the member’s subscribed devices, or not.' })
export class PushPreferenceInput {
  @Field(() => NotificationKind)
  kind!: NotificationKind;

  @Field(() => Boolean)
  enabled!: boolean;
}

@InputType({ description: 'PUT /api/users/me/notification-preferences: what to change; all or nothing.' })
export class NotificationPreferencesInput {
  @Field(() => String, { nullable: true, description: 'An IANA time zone such as America/Chicago.' })
  timeZone?: string | null;

  @Field(() => [EmailPreferenceInput], { nullable: true })
  email?: EmailPreferenceInput[] | null;

  @Field(() => [PushPreferenceInput], { nullable: true, description: 'The kinds to push to the member’s devices, or not.' })
  push?: PushPreferenceInput[] | null;
}

/** markNotificationsRead(ids): at most this many ids per call. */
export const MARK_READ_MAX = 100;
export { GraphQLUUID };
