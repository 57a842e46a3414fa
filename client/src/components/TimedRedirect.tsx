import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface TimedRedirectProps {
  to: string;
  delayMs: number;
  /** What happened; the component adds where it goes and when. */
  children: ReactNode;
  /** Named in "Taking you to {destination} in N seconds." */
  destination: string;
  severity?: AlertColor;
}

/**
 * A message followed by a timed redirect (SPEC §9 redirect delays). The countdown is announced
 * (role="status") and a 'Go now' link lets people skip the wait.
 */
export function TimedRedirect({ to, delayMs, children, destination, severity = 'success' }: TimedRedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [navigate, to, delayMs]);

  const seconds = Math.round(delayMs / 1000);
  return (
    <Alert
      severity={severity}
      role="status"
      action={
        <Button component={RouterLink} to={to} replace color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          Go now
        </Button>
      }
    >
      {children} Taking you to {destination} in {seconds} {seconds === 1 ? 'second' : 'seconds'}.
    </Alert>
  );
}
