import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import type { StoryHeader_StoryFragment } from '../story/StoryPage.generated';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { formatMessage, MESSAGES } from '../../errors/messages';
import { useModerateDelete, useModerateStory } from './useModeration';

/**
 * Staff moderation of a story where it is shown (issue #15 item 1): edit its title and
 * description (when the viewer is not its owner, whose own Edit screen covers that), or delete it
 * with its timeline links, collaborators and followers after a confirmation. Both are recorded.
 */
export function StoryModeration({ story }: { story: Pick<StoryHeader_StoryFragment, 'id' | 'title' | 'description' | 'articlesCount' | 'followerCount' | 'viewerCan'> }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useModerateDelete();
  const navigate = useNavigate();
  const toast = useToast();

  const onDelete = async () => {
    try {
      await remove('STORY', story.id);
      toast({ title: formatMessage.contentDeleted('Story'), status: 'success' });
      navigate('/stories', { replace: true });
    } catch {
      setConfirming(false);
      toast({ title: formatMessage.contentDeleteFailed('story'), status: 'error' });
    }
  };

  const articles = `${story.articlesCount} ${story.articlesCount === 1 ? 'article' : 'articles'}`;
  return (
    <>
      {!story.viewerCan.edit && (
        <Button startIcon={<EditNoteIcon />} onClick={() => setEditing(true)}>
          Edit as staff
        </Button>
      )}
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      {editing && <StoryEditDialog story={story} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirming}
        title="Delete this story?"
        confirmLabel="Delete story"
        busyLabel="Deleting..."
        busy={removing.loading}
        destructive
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      >
        “{story.title}” will be removed for everyone, with its timeline ({articles}), collaborators, proposals and {story.followerCount}{' '}
        {story.followerCount === 1 ? 'follower' : 'followers'}. The articles stay in the portal. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

function StoryEditDialog({ story, onClose }: { story: Pick<StoryHeader_StoryFragment, 'id' | 'title' | 'description'>; onClose(): void }) {
  const [title, setTitle] = useState(story.title);
  const [description, setDescription] = useState(story.description);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useModerateStory();
  const toast = useToast();
  const titleId = 'story-moderation-title';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !description.trim()) return setProblem(MESSAGES.CONTENT_VALIDATION);
    setProblem(null);
    try {
      await save(story.id, title.trim(), description.trim());
      toast({ title: formatMessage.contentUpdated('Story'), status: 'success' });
      onClose();
    } catch (error) {
      setProblem(userMessage(error, formatMessage.contentUpdateFailed('story')));
    }
  };
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>Edit this story</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required fullWidth autoFocus />
            <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} required fullWidth multiline minRows={4} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
