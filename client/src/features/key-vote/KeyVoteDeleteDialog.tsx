import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/toasts';
import { formatMessage } from '../../errors/messages';
import { useModerateDelete } from '../moderation/useModeration';

/** Staff's delete of a key vote, after a confirmation (its own chunk: members never load it). */
export default function KeyVoteDeleteDialog({ keyVote, onClose }: { keyVote: { id: string; title: string; billId: string }; onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [remove, removing] = useModerateDelete();
  const onDelete = async () => {
    try {
      await remove('KEY_VOTE', keyVote.id);
      toast({ title: formatMessage.contentDeleted('Key vote'), status: 'success' });
      navigate('/key-votes', { replace: true });
    } catch {
      onClose();
      toast({ title: formatMessage.contentDeleteFailed('key vote'), status: 'error' });
    }
  };
  return (
    <ConfirmDialog
      open
      title="Delete this key vote?"
      confirmLabel="Delete key vote"
      busyLabel="Deleting..."
      busy={removing.loading}
      destructive
      onConfirm={() => void onDelete()}
      onClose={onClose}
    >
      “{keyVote.title}” ({keyVote.billId}) will be removed for everyone, with its commentary and likes. The imported roll calls stay, so it can be added again. This
      cannot be undone.
    </ConfirmDialog>
  );
}
