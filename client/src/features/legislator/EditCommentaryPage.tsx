import { NoWrap } from '../../components/NoWrap';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import { useEditCommentaryPageQuery } from './legislator.generated';
import { Page } from '../../components/Page';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { seatLabel } from './LegislatorCard';
import { ConnectionIssues, formatLongDate, isForbidden, LegislatorAvatar, PartyBadge } from './shared';
import { useSaveStaffCommentary } from './useSaveStaffCommentary';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

/** SPEC §9: the commentary success message clears after 3 s. */
export const COMMENTARY_SUCCESS_MS = 3000;

/** SPEC §2.3 Edit commentary (/staff/legislators/:legislatorId/edit-commentary), staff only (route guard). */
export default function EditCommentaryPage() {
  const { legislatorId = '' } = useParams();
  const { data, loading, error, refetch } = useSlicedFirstData(useEditCommentaryPageQuery({ variables: { id: legislatorId }, fetchPolicy: 'cache-and-network' }));
  const legislator = data?.legislator;
  const existing = legislator?.staffCommentary ?? null;
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { saving }] = useSaveStaffCommentary(legislator?.id ?? legislatorId);

  useEffect(() => {
    if (!touched && existing) setText(existing.staffCommentary ?? existing.content);
  }, [existing, touched]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), COMMENTARY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const back = `/legislators/${legislator?.id ?? legislatorId}`;

  if (!legislator) {
    let content;
    if (loading) content = <Skeleton variant="rounded" height={280} role="status" aria-label="Loading legislator" />;
    else if (error && isForbidden(error)) content = <Alert severity="warning">{MESSAGES.STAFF_ONLY}</Alert>;
    else if (error && isConnectionError(error)) content = <ConnectionIssues onRetry={() => void refetch().catch(() => undefined)} />;
    else if (error) content = <Alert severity="error">{MESSAGES.LEGISLATOR_CONTENT_LOAD_FAILED}</Alert>;
    else content = <Alert severity="info">Legislator not found.</Alert>;
    return <Page title="Edit Staff Commentary">{content}</Page>;
  }

  const blank = text.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || saving) return;
    setFailure(null);
    setSuccess(null);
    try {
      const outcome = await save(existing, text);
      setTouched(false);
      setSuccess(outcome === 'updated' ? MESSAGES.LEGISLATOR_COMMENTARY_UPDATED : MESSAGES.LEGISLATOR_COMMENTARY_ADDED);
    } catch (e) {
      setFailure(isConnectionError(e) ? MESSAGES.CONNECTION_ERROR : existing ? MESSAGES.LEGISLATOR_COMMENTARY_SAVE_FAILED : MESSAGES.LEGISLATOR_COMMENTARY_CREATE_FAILED);
    }
  };

  return (
    <Page title="Edit Staff Commentary" maxWidth={900}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <LegislatorAvatar name={legislator.fullName} photo={legislator.photo} party={legislator.currentParty} />
          <Stack spacing={0.5}>
            <Typography variant="h5" component="h2">
              {legislator.fullName}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <PartyBadge party={legislator.currentParty} />
              <Typography color="text.secondary">
                {legislator.role ?? 'Legislator'} · <NoWrap>{seatLabel(legislator)}</NoWrap>
              </Typography>
            </Stack>
          </Stack>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }} noValidate>
        <Stack spacing={2}>
          {success && (
            <Alert severity="success" role="status">
              {success}
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label="Staff commentary"
            multiline
            minRows={10}
            fullWidth
            value={text}
            onChange={(e) => {
              setTouched(true);
              setText(e.target.value);
            }}
            helperText={existing ? `Last updated ${formatLongDate(existing.updatedAt)}` : 'No staff commentary yet.'}
          />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={back}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={blank || saving}>
              {saving ? 'Saving...' : existing ? 'Update Commentary' : 'Save Commentary'}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Page>
  );
}
