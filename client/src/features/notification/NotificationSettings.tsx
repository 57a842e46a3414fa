import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotificationSettingsQuery, useSaveNotificationSettingsMutation, type NotificationSettings_PreferencesFragment } from './notifications.generated';
import type { EmailMode, NotificationKind, NotificationPreferencesInput } from '../../__generated__/types';
import { RetryAlert } from '../../components/RetryAlert';
import { useHydrated } from '../../components/useHydrated';
import { useToast } from '../../components/toasts';
import { errorDetail } from '../../errors/classify';
import { formatDate } from '../../components/dates';
import { browserTimeZone } from '../../auth/time-zone-cookie';
import { EMAIL_MODE_LABEL, KIND_ICON } from './notification-utils';
import { usePushChoice } from './usePushChoice';
import { PushDeviceSetting } from '../push/PushDeviceSetting';

export const NOTIFICATION_SETTINGS_ID = 'email-notifications';
const MODES: EmailMode[] = ['IMMEDIATE', 'DAILY', 'WEEKLY', 'OFF'];

/** The browser's list of IANA zones (the server checks the choice against PostgreSQL's list). */
function timeZones(current: string): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes(current) ? supported : [current, ...supported];
}

/** The zone this device is set to, when the browser says and knows it as one of `zones`. */
function deviceZone(zones: string[]): string | null {
  const zone = browserTimeZone();
  return zone && zones.includes(zone) ? zone : null;
}

const zoneName = (zone: string) => zone.replace(/_/gu, ' ');

/** '8 AM': the hour of a day, as written (any day's, read in UTC). */
const hourLabel = (hour: number) => formatDate(Date.UTC(2026, 0, 5, hour), 'hour', 'UTC');

/** ' (Suggested: daily digest, pushed.)' where a kind's choices differ from its defaults. */
function suggestion(pref: NotificationSettings_PreferencesFragment['email'][number]): string {
  const parts = [
    ...(pref.mode !== pref.defaultMode ? [EMAIL_MODE_LABEL[pref.defaultMode].toLowerCase()] : []),
    ...(pref.push !== pref.defaultPush ? [pref.defaultPush ? 'pushed' : 'not pushed'] : []),
  ];
  return parts.length ? ` (Suggested: ${parts.join(', ')}.)` : '';
}

/**
 * Profile → Settings → Push notifications on this device (issue #59, features/push/), then Email
 * notifications (issue #16): per kind, right away / daily / weekly / no email and pushed or not,
 * and the time zone digests are scheduled in. Each change is saved at once (all or nothing on the
 * server) and said so; the bell always shows everything.
 */
export default function NotificationSettings() {
  const { data, loading, error, refetch } = useNotificationSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useSaveNotificationSettingsMutation();
  const savePush = usePushChoice();
  const [zoneError, setZoneError] = useState<string | null>(null);
  const toast = useToast();
  const prefs = data?.notificationPreferences;
  const zones = useMemo(() => (prefs ? timeZones(prefs.timeZone) : []), [prefs]);
  // Every member starts on the portal's default zone: one whose device says otherwise is offered it
  // (in the browser only: a page the gateway draws knows the server's zone, not the device's).
  const hydrated = useHydrated();
  const device = useMemo(() => (hydrated ? deviceZone(zones) : null), [hydrated, zones]);
  const chooseZone = (zone: string) =>
    void apply({ timeZone: zone }, `Digests now follow ${zoneName(zone)} time`).then((ok) => setZoneError(ok ? null : 'That time zone was not saved.'));
  // Links such as the unsubscribe page's and the notifications page's land on this section.
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const loaded = Boolean(prefs);
  useEffect(() => {
    if (loaded && hash === `#${NOTIFICATION_SETTINGS_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const apply = async (input: NotificationPreferencesInput, done: string) => {
    try {
      await save({ variables: { input } });
      toast({ title: done, status: 'success' });
      return true;
    } catch (err) {
      toast({ title: 'Could not save your email preferences', description: errorDetail(err), status: 'error' });
      return false;
    }
  };
  const choosePush = async (pref: NotificationSettings_PreferencesFragment['email'][number], enabled: boolean) => {
    if (!prefs) return;
    try {
      await savePush(prefs, pref.kind, enabled);
      toast({ title: `${pref.label}: ${enabled ? 'pushed to your devices' : 'not pushed'}`, status: 'success' });
    } catch (err) {
      toast({ title: 'Could not save your push preferences', description: errorDetail(err), status: 'error' });
    }
  };

  return (
    <Stack spacing={4}>
      <PushDeviceSetting />
      <Box component="section" ref={section} id={NOTIFICATION_SETTINGS_ID} aria-labelledby={`${NOTIFICATION_SETTINGS_ID}-title`} sx={{ scrollMarginTop: 80 }}>
        <Typography id={`${NOTIFICATION_SETTINGS_ID}-title`} variant="h6" component="h3" gutterBottom>
          Email notifications
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Everything always shows under the bell. Choose what also reaches your inbox and when, and what is pushed to the devices where you turned push on.
          Digests list what is new since the last one and are not sent when nothing is.
        </Typography>
        {!prefs && loading ? (
          <Stack spacing={1.5} role="status" aria-label="Loading your email preferences">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : !prefs ? (
          <RetryAlert onRetry={refetch}>{error ? 'Your email preferences could not be loaded.' : 'Your email preferences are not available.'}</RetryAlert>
        ) : (
          <Stack spacing={2}>
            {prefs.email.map((pref) => {
              const Icon = KIND_ICON[pref.kind];
              const id = `email-mode-${pref.kind.toLowerCase()}`;
              return (
                <Stack
                  key={pref.kind}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 1, sm: 2 }}
                  sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 1, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
                    <Icon aria-hidden color="primary" sx={{ mt: 0.25 }} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
                        {pref.label}
                      </Typography>
                      <Typography id={`${id}-help`} variant="body2" color="text.secondary">
                        {pref.description}
                        {suggestion(pref)}
                      </Typography>
                    </Box>
                  </Stack>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0, pl: { xs: 4.5, sm: 0 } }}>
                    <TextField
                      select
                      size="small"
                      value={pref.mode}
                      disabled={saving}
                      onChange={(e) =>
                        void apply(
                          { email: [{ kind: pref.kind as NotificationKind, mode: e.target.value as EmailMode }] },
                          `${pref.label}: ${EMAIL_MODE_LABEL[e.target.value as EmailMode].toLowerCase()}`,
                        )
                      }
                      slotProps={{ htmlInput: { 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-help` }, select: { labelId: `${id}-label` } }}
                      sx={{ minWidth: 180, flexShrink: 0 }}
                    >
                      {MODES.map((mode) => (
                        <MenuItem key={mode} value={mode}>
                          {EMAIL_MODE_LABEL[mode]}
                        </MenuItem>
                      ))}
                    </TextField>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={pref.push}
                          onChange={(e) => void choosePush(pref, e.target.checked)}
                          slotProps={{ input: { 'aria-label': `Push: ${pref.label}`, 'aria-describedby': `${id}-help` } }}
                        />
                      }
                      label="Push"
                      sx={{ mr: 0 }}
                    />
                  </Stack>
                </Stack>
              );
            })}
            <Autocomplete
              options={zones}
              value={prefs.timeZone}
              disableClearable
              disabled={saving}
              onChange={(_, zone) => {
                if (zone && zone !== prefs.timeZone) chooseZone(zone);
              }}
              getOptionLabel={zoneName}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Time zone for digests"
                  error={Boolean(zoneError)}
                  helperText={zoneError ?? `Daily digests arrive around ${hourLabel(prefs.digestHour)} your time; weekly ones on Monday at that hour.`}
                />
              )}
              sx={{ maxWidth: 420 }}
            />
            {device && device !== prefs.timeZone && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography variant="body2" color="text.secondary">
                  This device is set to {zoneName(device)} time.
                </Typography>
                <Button size="small" disabled={saving} onClick={() => chooseZone(device)}>
                  Use {zoneName(device)}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
