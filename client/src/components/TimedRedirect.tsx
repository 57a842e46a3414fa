import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppLink, useAppNavigate } from '../app/app-navigation';

interface TimedRedirectProps {
  to: string;
  delayMs: number;
  /** What happened; the component adds where it goes and when. */
  children?: ReactNode;
  /** Named in "Taking you to {destination} in N seconds." */
  destination: string;
  severity?: AlertColor;
  /** Stops the timer from outside, e.g. once the reader starts filling in a form on the page. */
  stop?: boolean;
}

/**
 * A message followed by a timed redirect (SPEC §9 redirect delays). The message and countdown
 * are announced (role="status"); a 'Go now' link skips the wait and 'Stay on this page' stops
 * the timer (WCAG 2.2.1), both reachable by keyboard. The controls sit outside the live region
 * so only the message is announced.
 */
export function TimedRedirect({ to, delayMs, children, destination, severity = 'success', stop = false }: TimedRedirectProps) {
  const navigate = useAppNavigate();
  const [stoppedHere, setStopped] = useState(false);
  const stopped = stoppedHere || stop;
  const goNow = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    if (stopped) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [navigate, to, delayMs, stopped]);

  const seconds = Math.round(delayMs / 1000);
  return (
    <Alert severity={severity} role="none">
      <Box component="span" role="status" sx={{ display: 'block' }}>
        {children}
        {children ? ' ' : ''}
        {stopped
          ? `Automatic redirect stopped: go to ${destination} when you are ready.`
          : `Taking you to ${destination} in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button ref={goNow} component={AppLink} to={to} replace variant="outlined" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          Go now
        </Button>
        {!stopped && (
          <Button color="inherit" size="small" onClick={() => {
              setStopped(true);
              // The button goes away with the timer: keep keyboard focus on the notice.
              goNow.current?.focus();
            }} sx={{ whiteSpace: 'nowrap' }}>
            Stay on this page
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
