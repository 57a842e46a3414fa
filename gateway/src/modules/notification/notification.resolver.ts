import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { page, PAGE } from '../../graphql/limits.js';
// Registers the listeners that turn other features' events (tip decisions) into notifications.
import './notification.events.js';
import * as notifications from './notification.service.js';
import { MarkNotificationsReadResult, Notification, NotificationPreferences, NotificationPreferencesInput } from './notification.types.js';

@Resolver(() => Notification)
export class NotificationResolver {
  @Auth()
  @Query(() => [Notification], { description: "The signed-in member's notifications, newest first (GET /api/notifications)." })
  notifications(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { defaultValue: PAGE.defaultLimit }) limit: number = PAGE.defaultLimit,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
    @Arg('unreadOnly', () => Boolean, { defaultValue: false, description: 'Only the unread ones.' }) unreadOnly = false,
  ): Promise<Notification[]> {
    return notifications.listNotifications(ctx, ctx.viewer!, { ...page(limit, offset), unreadOnly });
  }

  @Auth()
  @Query(() => Int, { description: 'How many of the signed-in member’s notifications are unread: the bell’s badge (GET /api/notifications/unread-count).' })
  unreadNotificationCount(@Ctx() ctx: Context): Promise<number> {
    return notifications.unreadCount(ctx, ctx.viewer!);
  }

  @Auth()
  @Mutation(() => MarkNotificationsReadResult, {
    description: "Mark some of one's notifications read (POST /api/notifications/read). Unknown or other members' ids: 404 naming them, and nothing changes.",
  })
  markNotificationsRead(@Arg('ids', () => [GraphQLUUID]) ids: string[], @Ctx() ctx: Context): Promise<MarkNotificationsReadResult> {
    return notifications.markRead(ctx, ctx.viewer!, ids);
  }

  @Auth()
  @Mutation(() => MarkNotificationsReadResult, { description: 'Mark all of one’s notifications read (POST /api/notifications/read-all).' })
  markAllNotificationsRead(@Ctx() ctx: Context): Promise<MarkNotificationsReadResult> {
    return notifications.markAllRead(ctx, ctx.viewer!);
  }

  @Auth()
  @Query(() => NotificationPreferences, { description: 'Time zone and email mode per kind (GET /api/users/me/notification-preferences).' })
  notificationPreferences(@Ctx() ctx: Context): Promise<NotificationPreferences> {
    return notifications.myPreferences(ctx, ctx.viewer!);
  }

  @Auth()
  @Mutation(() => NotificationPreferences, { description: 'Change the time zone and/or email modes, all or nothing (PUT /api/users/me/notification-preferences).' })
  updateNotificationPreferences(
    @Arg('input', () => NotificationPreferencesInput) input: NotificationPreferencesInput,
    @Ctx() ctx: Context,
  ): Promise<NotificationPreferences> {
    return notifications.changePreferences(ctx, ctx.viewer!, input);
  }
}
