import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** A load failure inside a panel or list, with Try again (asks the server again, errors swallowed). */
export function RetryAlert({ children, onRetry, sx }: { children: ReactNode; onRetry: () => Promise<unknown>; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => void onRetry().catch(() => undefined)}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
