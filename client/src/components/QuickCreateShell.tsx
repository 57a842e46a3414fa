import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';

export interface QuickCreateShellProps {
  /** The submit button's words ('Create Story'); it reads 'Submitting...' while the form is sent. */
  submitLabel: string;
  /** False while the form cannot be sent (a required field blank, its subject still loading). */
  canSubmit: boolean;
  /**
   * Sends the form and, when it is done, leaves the modal itself (CreateFormProps.onCreated).
   * Returns false when it sent nothing (a field's own check said why): the form can be sent again.
   */
  onSubmit: () => Promise<boolean | void>;
  /** The words a failure shows above the fields (the server's reason); what was typed stays. */
  failureMessage: (error: unknown) => string;
  onClose: () => void;
  /** The fields; or, while the form's subject loads or cannot be had, what to show instead. */
  children: ReactNode;
}

/**
 * The frame of every quick-create form of the floating button (SPEC §2.3): the fields in the
 * modal, a failure's message above them with what was typed kept (SPEC §2.2 only logs it, which
 * leaves the member stuck), Close, and the submit button, disabled until the form can be sent and
 * while it is being sent.
 */
export function QuickCreateShell({ submitLabel, canSubmit, onSubmit, failureMessage, onClose, children }: QuickCreateShellProps) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (!canSubmit || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      if ((await onSubmit()) === false) setSubmitting(false);
    } catch (error) {
      setFailure(failureMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button type="submit" variant="contained" disabled={!canSubmit || submitting}>
          {submitting ? 'Submitting...' : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
