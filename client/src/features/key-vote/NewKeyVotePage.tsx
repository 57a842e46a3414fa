import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { OrganizationPosition } from '../../__generated__/graphql';
import { Page } from '../../components/Page';
import { errorDetail } from '../../errors/classify';
import { useAddKeyVote } from './useAddKeyVote';

/** Add Key Vote (staff): a bill id and the organisation's position; imported roll calls on that bill are linked by the server. */
export default function NewKeyVotePage() {
  const navigate = useNavigate();
  const [add, { loading }] = useAddKeyVote();
  const [billId, setBillId] = useState('');
  const [position, setPosition] = useState<OrganizationPosition>('SUPPORT');
  const [title, setTitle] = useState('');
  const [congress, setCongress] = useState('');
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const congressInvalid = congress.trim() !== '' && !/^\d{1,3}$/.test(congress.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!billId.trim() || congressInvalid || loading) return;
    setFailure(null);
    try {
      const created = await add({
        billId: billId.trim(),
        organizationPosition: position,
        title: title.trim() || undefined,
        description: description.trim() || undefined,
        congressNumber: congress.trim() ? Number(congress.trim()) : undefined,
      });
      if (created) navigate(`/key-votes/${created.id}`);
    } catch (e) {
      setFailure(`Failed to add key vote: ${errorDetail(e)}`);
    }
  };

  return (
    <Page title="Add Key Vote" maxWidth={720}>
      <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label="Bill id"
            required
            value={billId}
            onChange={(e) => setBillId(e.target.value)}
            helperText="For example H.R. 1 or S. 5 (hr1-118 picks a Congress). Imported roll calls on this bill are linked."
            autoFocus
          />
          <FormControl>
            <FormLabel id="org-position-label">Our position</FormLabel>
            <RadioGroup row aria-labelledby="org-position-label" value={position} onChange={(e) => setPosition(e.target.value as OrganizationPosition)}>
              <FormControlLabel value="SUPPORT" control={<Radio />} label="We support" />
              <FormControlLabel value="OPPOSE" control={<Radio />} label="We oppose" />
              <FormControlLabel value="OTHER" control={<Radio />} label="Tracking, no position" />
            </RadioGroup>
          </FormControl>
          <TextField label="Title (optional)" value={title} onChange={(e) => setTitle(e.target.value)} helperText="Defaults to the bill's subject from the roll call." />
          <TextField
            label="Congress (optional)"
            value={congress}
            onChange={(e) => setCongress(e.target.value)}
            error={congressInvalid}
            helperText={congressInvalid ? 'Enter a Congress number such as 118.' : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField label="Description (optional)" value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={3} />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/key-votes">
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={loading || !billId.trim() || congressInvalid}>
              {loading ? 'Adding...' : 'Add Key Vote'}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Page>
  );
}
