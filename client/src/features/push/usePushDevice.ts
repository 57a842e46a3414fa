import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useBrowserSnapshot } from '../../components/useHydrated';
import { useToast } from '../../components/toasts';
import { errorDetail } from '../../errors/classify';
import { PUSH_MESSAGES } from '../../errors/push-messages';
import { pushIsOn, turnPushOff, turnPushOn } from './push-device';
import { pushSupport, type PushSupport } from './push-support';

/** What the switch is doing: asking the browser's permission, subscribing, or unsubscribing. */
export type PushStep = 'permission' | 'subscribing' | 'unsubscribing';

export interface PushDevice {
  /** null while the page is drawn and hydrates: nothing of the device is known there. */
  support: PushSupport | null;
  /** Whether this device gets the member's pushes; null while that is being read. */
  on: boolean | null;
  /** The change under way, if any. */
  step: PushStep | null;
  /** Turns push on (asking the browser's permission first) or off for this device. */
  change(next: boolean): Promise<void>;
}

/**
 * The "push notifications on this device" switch (issue #59): what the browser allows, whether
 * this device is subscribed, and turning it on or off with its toasts. Nothing is asked of the
 * browser until the member turns the switch on.
 */
export function usePushDevice(memberId: string): PushDevice {
  const client = useApolloClient();
  const toast = useToast();
  // Read on each render: the permission prompt may have blocked the site.
  const support = useBrowserSnapshot(pushSupport, null);
  const [on, setOn] = useState<boolean | null>(null);
  const [step, setStep] = useState<PushStep | null>(null);
  const busy = useRef(false);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (support !== 'available' || on !== null) return;
    pushIsOn(client, memberId).then(
      (value) => live.current && setOn(value),
      () => live.current && setOn(false),
    );
  }, [client, memberId, support, on]);

  const change = useCallback(
    async (next: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setStep(next ? 'permission' : 'unsubscribing');
      try {
        if (next) {
          const outcome = await turnPushOn(client, memberId, (s) => live.current && setStep(s));
          if (outcome === 'on') toast({ title: 'Push notifications are on for this device', status: 'success' });
          if (outcome === 'dismissed') toast({ title: 'Push notifications are still off', description: PUSH_MESSAGES.PUSH_NOT_ALLOWED, status: 'info' });
          // 'blocked': the settings say so in the switch's place.
          if (live.current) setOn(outcome === 'on');
        } else {
          await turnPushOff(client);
          toast({ title: 'Push notifications are off for this device', status: 'success' });
          if (live.current) setOn(false);
        }
      } catch (error) {
        toast({ title: next ? 'Could not turn on push notifications' : 'Could not turn off push notifications', description: errorDetail(error), status: 'error' });
        // What is true now: turning on leaves no subscription behind; turning off keeps it when the
        // gateway could not be told.
        const stillOn = await pushIsOn(client, memberId).catch(() => false);
        if (live.current) setOn(stillOn);
      } finally {
        busy.current = false;
        if (live.current) setStep(null);
      }
    },
    [client, memberId, toast],
  );

  return { support, on, step, change };
}
