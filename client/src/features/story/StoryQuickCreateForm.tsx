import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import type { CreateFormProps } from '../../components/CreateFab.types';
import { errorDetail } from '../../errors/classify';
import { formatMessage } from '../../errors/messages';
import { useCreateStory } from './useCreateStory';

/**
 * The floating button's Story kind (SPEC §2.3 quick-create): title, content, a public checkbox
 * checked by default. Submit is disabled while either field is blank after trimming, and reads
 * 'Submitting...' while busy. A failure shows the server's message in the modal and keeps what was
 * typed (SPEC §2.2 only logs it, which leaves the member stuck: issue #14).
 */
export default function StoryQuickCreateForm({ onCreated, onClose }: CreateFormProps) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const createStory = useCreateStory();
  const blank = !title.trim() || !content.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const story = await createStory({
        title: title.trim(),
        description: content.trim(),
        visibility: isPublic ? 'PUBLIC' : 'PRIVATE',
      });
      onCreated(story ? `/stories/${story.id}` : null);
    } catch (error) {
      setFailure(formatMessage.storyCreateFailed(errorDetail(error)));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required autoFocus fullWidth />
          <TextField label="Content" value={content} onChange={(e) => setContent(e.target.value)} required multiline minRows={3} fullWidth />
          <FormControlLabel control={<Checkbox checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />} label="Public" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button type="submit" variant="contained" disabled={blank || submitting}>
          {submitting ? 'Submitting...' : 'Create Story'}
        </Button>
      </DialogActions>
    </form>
  );
}
