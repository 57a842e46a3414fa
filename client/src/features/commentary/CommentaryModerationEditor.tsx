import type { CommentaryItem_CommentaryFragment } from './commentary.generated';
import { InlineTextEditor } from '../../components/InlineTextEditor';
import { useToast } from '../../components/toasts';
import { formatMessage } from '../../errors/messages';
import { useModerateCommentary } from '../moderation/useModeration';
import { COMMENTARY_MAX } from './useCommentary';

/** Staff edit of a commentary's text in place (moderation; its own chunk: members never load it); the SPEC's success and failure texts. */
export default function CommentaryModerationEditor({ item, onDone }: { item: Pick<CommentaryItem_CommentaryFragment, 'id' | 'content' | 'displayName'>; onDone(): void }) {
  const [save] = useModerateCommentary();
  const toast = useToast();
  return (
    <InlineTextEditor
      ariaLabel={`Edit commentary by ${item.displayName}`}
      label="Commentary"
      initial={item.content}
      max={COMMENTARY_MAX}
      requiredMessage="Please enter your commentary."
      onSave={async (text) => {
        await save(item.id, text);
        toast({ title: formatMessage.contentUpdated('Commentary'), status: 'success' });
      }}
      failure={formatMessage.contentUpdateFailed('commentary')}
      onDone={onDone}
    />
  );
}

