import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { refreshPushOnStart } from './push-device';

/**
 * Keeps this device's push subscription fresh (issue #59): mounted by the members' frame
 * (app/layouts/MainLayout.tsx) once the page has drawn, where notifications are granted; sends the
 * subscription again, or makes it again for a replaced key (push-device.ts refreshPushOnStart).
 * Draws nothing; a failure waits for the next start.
 */
export default function PushKeeper({ memberId }: { memberId: string }) {
  const client = useApolloClient();
  useEffect(() => {
    refreshPushOnStart(client, memberId).catch(() => undefined);
  }, [client, memberId]);
  return null;
}
