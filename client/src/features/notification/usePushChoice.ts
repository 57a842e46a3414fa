import type { NotificationKind } from '../../__generated__/types';
import { useSaveNotificationSettingsMutation, type NotificationSettings_PreferencesFragment, type SaveNotificationSettingsMutation } from './notifications.generated';

/**
 * Push one kind of notification to the member's devices, or not (issue #59). The switch moves at
 * once; the server's answer (all or nothing) settles it, and a refusal puts it back.
 */
export function usePushChoice() {
  const [run] = useSaveNotificationSettingsMutation();
  return (prefs: NotificationSettings_PreferencesFragment, kind: NotificationKind, enabled: boolean) =>
    run({
      variables: { input: { push: [{ kind, enabled }] } },
      optimisticResponse: {
        updateNotificationPreferences: {
          __typename: 'NotificationPreferences',
          ...prefs,
          email: prefs.email.map((pref) => ({ __typename: 'EmailPreference', ...pref, push: pref.kind === kind ? enabled : pref.push })),
        },
      } as SaveNotificationSettingsMutation,
    });
}
