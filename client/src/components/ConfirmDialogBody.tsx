import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in the reader's words (what goes with it, whether it can be undone). */
  children: ReactNode;
  /** The confirming button's text, e.g. 'Delete'. */
  confirmLabel: string;
  /** Shown on the confirming button while the action runs, e.g. 'Deleting...'. */
  busyLabel?: string;
  busy?: boolean;
  /** Destructive actions are red. */
  destructive?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** The dialog of ./ConfirmDialog.tsx, loaded when it first opens. */
export default function ConfirmDialogBody({ open, title, children, confirmLabel, busyLabel, busy = false, destructive = false, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button color={destructive ? 'error' : 'primary'} variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
