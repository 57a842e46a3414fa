import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useToast } from '../../components/toasts';
import { SendTipForm } from './SendTipForm';
import { tipSentToast } from './tip-text';

/** The Send a tip dialog of MyTipsList.tsx's SendTipButton, loaded when it first opens. */
export default function SendTipDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const toast = useToast();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="send-tip-title" fullWidth maxWidth="sm">
      <DialogTitle id="send-tip-title">Send a tip</DialogTitle>
      {open && (
        <SendTipForm
          autoFocus
          onCancel={onClose}
          onSent={(result) => {
            toast(tipSentToast(result));
            onClose();
          }}
          wrapFields={(fields) => <DialogContent sx={{ pt: 0 }}>{fields}</DialogContent>}
          wrapActions={(actions) => <DialogActions>{actions}</DialogActions>}
        />
      )}
    </Dialog>
  );
}
