import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/toasts';
import { formatMessage } from '../../errors/messages';
import { useDeleteArticle } from './useEditArticle';

/** Staff's delete of an article, after a confirmation (its own chunk: members never load it). */
export default function ArticleDeleteDialog({ articleId, title, onClose }: { articleId: string; title: string; onClose(): void }) {
  const [remove, { loading }] = useDeleteArticle();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = async () => {
    try {
      await remove(articleId);
      toast({ title: formatMessage.contentDeleted('Article'), status: 'success' });
      navigate('/dashboard', { replace: true });
    } catch {
      toast({ title: formatMessage.contentDeleteFailed('article'), status: 'error' });
      onClose();
    }
  };
  return (
    <ConfirmDialog open title="Delete this article?" confirmLabel="Delete" busyLabel="Deleting..." busy={loading} destructive onConfirm={() => void confirm()} onClose={onClose}>
      “{title}” will be removed for everyone, with its votes and commentary. This cannot be undone.
    </ConfirmDialog>
  );
}
