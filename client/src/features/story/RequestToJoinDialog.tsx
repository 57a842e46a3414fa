import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '../../components/TextField';
import { useRequestToJoinStoryMutation } from './RequestToJoinDialog.generated';
import { MESSAGES } from '../../errors/messages';
import Box from '@mui/material/Box';
import { ShownAsNote } from '../member/ShownAsNote';

interface Props {
  storyId: string;
  storyTitle: string;
  open: boolean;
  onClose(): void;
  onSent(accepted: boolean): void;
}

/** SPEC §2.3 Request to Join: a dialog with an optional message. */
export function RequestToJoinDialog({ storyId, storyTitle, open, onClose, onSent }: Props) {
  const [message, setMessage] = useState('');
  const [failed, setFailed] = useState(false);
  // The answer carries the story as the requester now sees it (viewerCan, role), so the button goes.
  const [run, { loading }] = useRequestToJoinStoryMutation();

  const send = async () => {
    setFailed(false);
    try {
      const { data } = await run({ variables: { storyId, message: message.trim() || null } });
      setMessage('');
      onSent(data?.requestToJoinStory.status === 'ACCEPTED');
    } catch {
      setFailed(true);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="join-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="join-dialog-title">Request to Join</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Ask the owner of “{storyTitle}” to let you collaborate.</DialogContentText>
        {failed && <Alert severity="error" sx={{ mb: 2 }}>{MESSAGES.JOIN_REQUEST_FAILED}</Alert>}
        <TextField label="Message (optional)" value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={3} fullWidth />
        <Box sx={{ mt: 2 }}>
          <ShownAsNote />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void send()} disabled={loading}>
          {loading ? 'Sending...' : 'Send Request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
