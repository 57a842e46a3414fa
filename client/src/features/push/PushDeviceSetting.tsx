import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session-context';
import { PUSH_MESSAGES } from '../../errors/push-messages';
import { usePushDevice, type PushStep } from './usePushDevice';
import type { PushSupport } from './push-support';

export const PUSH_DEVICE_ID = 'push-notifications';
export const PUSH_SWITCH_LABEL = 'Push notifications on this device';

/** Why there is no switch, where the browser cannot have one. */
const NO_SWITCH: Record<Exclude<PushSupport, 'available'>, { severity: 'info' | 'warning'; text: string }> = {
  unsupported: { severity: 'info', text: PUSH_MESSAGES.PUSH_UNSUPPORTED },
  install: { severity: 'info', text: PUSH_MESSAGES.PUSH_INSTALL_FIRST },
  blocked: { severity: 'warning', text: PUSH_MESSAGES.PUSH_BLOCKED },
};

const STEP_TEXT: Record<PushStep, string> = {
  permission: 'Waiting for your browser’s permission…',
  subscribing: 'Turning on push notifications…',
  unsubscribing: 'Turning off push notifications…',
};

function statusText(on: boolean | null, step: PushStep | null): string {
  if (step) return STEP_TEXT[step];
  if (on === null) return 'Checking this device…';
  return on
    ? 'This device shows your notifications, even when the portal is closed. Choose below which kinds are pushed.'
    : 'Turn this on to have this device show your notifications, even when the portal is closed.';
}

/**
 * Profile → Settings → Push notifications (issue #59): turns web push on or off for this device.
 * Where the browser cannot (no web push, an iPhone not yet installed, the site blocked), says why
 * and what to do instead. Drawn by the portal, it shows a placeholder until the browser is read.
 */
export function PushDeviceSetting() {
  const { user } = useSession();
  if (!user) return null;
  return <PushDeviceSwitch memberId={user.id} />;
}

function PushDeviceSwitch({ memberId }: { memberId: string }) {
  const { support, on, step, change } = usePushDevice(memberId);
  // While a change is under way the switch shows where it is going.
  const checked = step ? step !== 'unsubscribing' : on === true;
  return (
    <Box component="section" id={PUSH_DEVICE_ID} aria-labelledby={`${PUSH_DEVICE_ID}-title`}>
      <Typography id={`${PUSH_DEVICE_ID}-title`} variant="h6" component="h3" gutterBottom>
        Push notifications
      </Typography>
      {support === null ? (
        <Skeleton variant="rounded" height={56} aria-hidden />
      ) : support !== 'available' ? (
        <Alert severity={NO_SWITCH[support].severity}>{NO_SWITCH[support].text}</Alert>
      ) : (
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={checked}
                  onChange={(e) => void change(e.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `${PUSH_DEVICE_ID}-status`, 'aria-busy': step !== null } }}
                />
              }
              label={PUSH_SWITCH_LABEL}
              sx={{ mr: 0 }}
            />
            {(step !== null || on === null) && <CircularProgress size={18} aria-hidden />}
          </Stack>
          <Typography id={`${PUSH_DEVICE_ID}-status`} role="status" variant="body2" color="text.secondary">
            {statusText(on, step)}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
