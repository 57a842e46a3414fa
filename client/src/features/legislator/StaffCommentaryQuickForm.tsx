import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import { useEditCommentaryPageQuery } from './legislator.generated';
import type { CreateFormProps } from '../../components/CreateFab.types';
import { QuickCreateShell } from '../../components/QuickCreateShell';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { useSaveStaffCommentary } from './useSaveStaffCommentary';

/**
 * The floating button's Commentary on a legislator page (issue #15 item 8): writes that
 * legislator's staff commentary right in the modal — the current text to edit, or a new one.
 * A failure shows the server's message and keeps what was typed.
 */
export default function StaffCommentaryQuickForm({ contextId = '', onCreated, onClose }: CreateFormProps) {
  const { data, loading, error } = useEditCommentaryPageQuery({ variables: { id: contextId }, fetchPolicy: 'cache-and-network' });
  const legislator = data?.legislator;
  const existing = legislator?.staffCommentary ?? null;
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [save] = useSaveStaffCommentary(legislator?.id ?? contextId);
  const toast = useToast();

  useEffect(() => {
    if (!touched && existing) setText(existing.staffCommentary ?? existing.content);
  }, [existing, touched]);

  const blank = text.trim() === '';

  return (
    <QuickCreateShell
      submitLabel={existing ? 'Update Commentary' : 'Save Commentary'}
      canSubmit={Boolean(legislator) && !blank}
      onClose={onClose}
      failureMessage={(err) => userMessage(err, MESSAGES.LEGISLATOR_COMMENTARY_SAVE_FAILED)}
      onSubmit={async () => {
        const outcome = await save(existing, text);
        toast({ title: outcome === 'updated' ? MESSAGES.LEGISLATOR_COMMENTARY_UPDATED : MESSAGES.LEGISLATOR_COMMENTARY_ADDED, status: 'success' });
        onCreated(`/legislators/${legislator!.id}`);
      }}
    >
      {!legislator ? (
        loading ? (
          <Skeleton variant="rounded" height={160} aria-label="Loading the legislator" />
        ) : (
          <Alert severity="error">{error ? userMessage(error, MESSAGES.LEGISLATOR_CONTENT_LOAD_FAILED) : 'Legislator not found.'}</Alert>
        )
      ) : (
        <>
          <Typography color="text.secondary">
            Staff commentary on <strong>{legislator.fullName}</strong>: internal, read by staff only, shown first on the legislator’s page.
          </Typography>
          <TextField
            label="Staff commentary"
            value={text}
            onChange={(e) => {
              setTouched(true);
              setText(e.target.value);
            }}
            multiline
            minRows={6}
            fullWidth
            autoFocus
            error={touched && blank}
            helperText={touched && blank ? 'Commentary cannot be blank.' : existing ? 'Saving replaces the current commentary.' : undefined}
          />
        </>
      )}
    </QuickCreateShell>
  );
}
