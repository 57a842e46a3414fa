import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { useEditKeyVote } from './useEditKeyVote';

/**
 * Staff's edit of a key vote's title and description, in place on its page (its own chunk: members
 * never load it). Starts from the key vote as it was when editing began: later cache updates do not
 * overwrite what is being typed.
 */
export default function KeyVoteEditForm({ keyVote, onDone }: { keyVote: { id: string; title: string; description: string }; onDone: () => void }) {
  const toast = useToast();
  const [title, setTitle] = useState(keyVote.title);
  const [description, setDescription] = useState(keyVote.description);
  const [save, { loading: saving }] = useEditKeyVote();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    try {
      await save(keyVote.id, { title: title.trim(), description: description.trim() });
      toast({ title: MESSAGES.KEY_VOTE_UPDATED, status: 'success' });
      onDone();
    } catch (e) {
      toast({ title: userMessage(e, MESSAGES.KEY_VOTE_UPDATE_FAILED), status: 'error' });
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Edit key vote" noValidate>
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={!title.trim()}
        helperText={!title.trim() ? 'Title cannot be empty.' : undefined}
        fullWidth
      />
      <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={4} fullWidth />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={saving || !title.trim()}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Stack>
  );
}
