import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import { useMyAccessRequestQuery } from './access-request.generated';
import type { Role } from '../../__generated__/types';
import { formatDateTime } from '../../components/dates';
import { userMessage } from '../../errors/classify';
import { formatMessage, MESSAGES } from '../../errors/messages';
import { REASON_MAX, ROLE_WORDS, useAskForAccess } from './useAccessRequests';

interface Props {
  /** The page the member was turned away from; the server asks for the lowest role that opens it. */
  page: string;
  /** That role, as the guard that turned them away knows it (RequireStaff: Staff; RequireSuperAdmin: Super Admin). */
  role: Role;
  /** Called when the member starts a request (the Access Denied page then stops its redirect). */
  onEngage?(): void;
}

/**
 * 'Request access' on the Access Denied page (issue #15 item 3): an optional reason, one pending
 * request at a time. A pending request is shown instead of the form; a declined one with the
 * super admin's note, and the member may ask again.
 */
export function RequestAccessForm({ page, role, onEngage }: Props) {
  const { data, loading } = useMyAccessRequestQuery({ fetchPolicy: 'cache-and-network' });
  const [ask, asking] = useAskForAccess();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = data?.myAccessRequest ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onEngage?.();
    setProblem(null);
    try {
      const { data: answer } = await ask(reason, page);
      if (answer) setSubmitted(formatMessage.adminRequestSubmitted(answer.requestAccess.requestId));
    } catch (error) {
      setProblem(userMessage(error, MESSAGES.ADMIN_REQUEST_FAILED));
    }
  };

  if (loading && !data) return <Skeleton variant="rounded" height={120} aria-label="Loading your access request" />;

  if (latest?.status === 'PENDING') {
    return (
      <Stack spacing={1.5}>
        {submitted && (
          <Alert severity="success" role="status">
            {submitted}
          </Alert>
        )}
        <Alert severity="info">
          Your request for {ROLE_WORDS[latest.requestedRole]} access, sent {formatDateTime(latest.createdAt)}, is waiting for a super administrator.
          You will be told here and by email once it has been reviewed.
          {latest.reason && (
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              Your reason: “{latest.reason}”
            </Box>
          )}
        </Alert>
      </Stack>
    );
  }

  const trimmedLength = reason.length;
  return (
    <Stack component="form" spacing={1.5} onSubmit={(e) => void submit(e)} onFocus={onEngage} noValidate aria-labelledby="request-access-heading">
      <Typography id="request-access-heading" variant="h6" component="h2">
        Request access
      </Typography>
      {latest?.status === 'REJECTED' && (
        <Alert severity="warning">
          Your request of {formatDateTime(latest.createdAt)} was declined{latest.decisionNote ? `: “${latest.decisionNote}”` : '.'} You can ask again with more
          details.
        </Alert>
      )}
      <Typography color="text.secondary">
        Ask the super administrators for {ROLE_WORDS[role]} access, the least that opens <code>{page}</code>. Saying why helps them decide; it is
        optional.
      </Typography>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <TextField
        label="Why do you need access? (optional)"
        value={reason}
        onChange={(e) => setReason(e.target.value.slice(0, REASON_MAX))}
        multiline
        minRows={3}
        fullWidth
        helperText={`${trimmedLength}/${REASON_MAX}`}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={asking.loading}>
          {asking.loading ? 'Submitting...' : 'Request access'}
        </Button>
      </Box>
    </Stack>
  );
}
