import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { CreateFormProps } from '../../components/CreateFab.types';
import { useToast } from '../../components/toasts';
import { SendTipForm } from './SendTipForm';
import { tipSentToast } from './tip-text';

/**
 * The floating button's "Send a tip" kind: after sending, the member lands on their tips in the
 * profile (where its status shows), or on the article when the portal already has it.
 */
export default function TipQuickCreateForm({ onCreated, onClose }: CreateFormProps) {
  const toast = useToast();
  return (
    <SendTipForm
      autoFocus
      onCancel={onClose}
      onSent={(result) => {
        toast(tipSentToast(result));
        onCreated(result.article ? `/articles/${result.article.id}` : '/profile?tab=tips');
      }}
      wrapFields={(fields) => (
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 1 }}>
            Send us a link to a story or source. Our staff review every tip; you can follow its status under My tips in your
            profile.
          </DialogContentText>
          {fields}
        </DialogContent>
      )}
      wrapActions={(actions) => <DialogActions>{actions}</DialogActions>}
    />
  );
}
