import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { StaffCommentary_ContentFragment } from './legislator.generated';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { formatLongDate } from './shared';
import { useSaveStaffCommentary } from './useSaveStaffCommentary';

/**
 * The legislator's staff commentary, first on the page, edited in place (issue #15 item 6):
 * staff read it and, with Edit (or Add), change it right there; Cancel keeps what was saved,
 * a failure shows the server's message and keeps the typed text.
 */
export function StaffCommentarySection({ legislatorId, commentary, canEdit }: { legislatorId: string; commentary: StaffCommentary_ContentFragment | null | undefined; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { saving }] = useSaveStaffCommentary(legislatorId);
  const toast = useToast();
  const current = commentary ? (commentary.staffCommentary ?? commentary.content) : '';
  const blank = text.trim() === '';

  const start = () => {
    setText(current);
    setProblem(null);
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || saving) return;
    setProblem(null);
    try {
      const outcome = await save(commentary, text);
      toast({ title: outcome === 'updated' ? MESSAGES.LEGISLATOR_COMMENTARY_UPDATED : MESSAGES.LEGISLATOR_COMMENTARY_ADDED, status: 'success' });
      setEditing(false);
    } catch (error) {
      setProblem(userMessage(error, MESSAGES.LEGISLATOR_COMMENTARY_SAVE_FAILED));
    }
  };

  if (editing) {
    return (
      <Stack component="form" spacing={1.5} onSubmit={(e) => void submit(e)} noValidate aria-label="Edit staff commentary">
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <TextField
          label="Staff commentary"
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={5}
          fullWidth
          autoFocus
          error={blank}
          helperText={blank ? 'Commentary cannot be blank.' : 'Internal: read by staff only.'}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={blank || saving}>
            {saving ? 'Saving...' : commentary ? 'Update Commentary' : 'Save Commentary'}
          </Button>
          <Button onClick={() => setEditing(false)} disabled={saving}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Box>
      {commentary ? (
        <Box sx={{ borderLeft: 4, borderColor: 'warning.main', bgcolor: 'warning.50', pl: 2, py: 1 }}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{current}</Typography>
          <Typography variant="caption" color="text.secondary">
            Last updated {formatLongDate(commentary.updatedAt)}
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary">No staff commentary yet.</Typography>
      )}
      {canEdit && (
        <Button variant="outlined" startIcon={<EditIcon />} onClick={start} sx={{ mt: 1.5 }}>
          {commentary ? 'Edit Commentary' : 'Add Commentary'}
        </Button>
      )}
    </Box>
  );
}
