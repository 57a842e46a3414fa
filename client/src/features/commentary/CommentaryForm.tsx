import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import type { CommentaryType } from '../../__generated__/types';
import { userMessage } from '../../errors/classify';
import type { CommentarySubject } from './CommentaryPanel';
import { COMMENTARY_MAX, useAddCommentary } from './useCommentary';
import { ShownAsNote } from '../member/ShownAsNote';

/** A commentary composer of the panel (its own chunk, below the text it comments on). */
export default function CommentaryForm({ subject, type, label, onAdded }: { subject: CommentarySubject; type: CommentaryType; label: string; onAdded?: (id: string) => void }) {
  const [text, setText] = useState('');
  const [makePublic, setMakePublic] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading }] = useAddCommentary();
  const trimmed = text.trim();
  const tooLong = text.length > COMMENTARY_MAX;
  const isOwner = type === 'OWNER';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC §5: submission ignored when blank or over 500 characters.
    if (!trimmed || tooLong) return;
    setProblem(null);
    try {
      const result = await add({ ...subject, content: trimmed, commentaryType: type, isPublic: isOwner ? makePublic : true });
      setText('');
      if (result.data) onAdded?.(result.data.addCommentary.id);
      setMakePublic(false);
    } catch (error) {
      setProblem(userMessage(error, 'Failed to add commentary. Please try again.'));
    }
  };

  const button = isOwner ? (makePublic ? 'Add Public Note' : 'Add Private Note') : type === 'STAFF' ? 'Add Staff Commentary' : 'Add Commentary';
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <TextField
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, COMMENTARY_MAX))}
        multiline
        minRows={3}
        fullWidth
        error={tooLong}
        helperText={`${text.length}/${COMMENTARY_MAX}`}
        slotProps={{ htmlInput: { maxLength: COMMENTARY_MAX } }}
      />
      {isOwner && (
        <FormControlLabel control={<Checkbox checked={makePublic} onChange={(e) => setMakePublic(e.target.checked)} />} label="Make this note public" />
      )}
      <ShownAsNote />
      <Box>
        <Button type="submit" variant="contained" disabled={loading || !trimmed || tooLong}>
          {loading ? 'Submitting...' : button}
        </Button>
      </Box>
    </Stack>
  );
}
