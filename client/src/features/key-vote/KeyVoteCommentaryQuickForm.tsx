import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import { useKeyVotePageQuery } from './key-vote.generated';
import type { CommentaryType } from '../../__generated__/types';
import type { CreateFormProps } from '../../components/CreateFab.types';
import { QuickCreateShell } from '../../components/QuickCreateShell';
import { userMessage } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { COMMENTARY_MAX, useAddCommentary } from '../commentary/useCommentary';

const KIND_LABEL: Record<CommentaryType, string> = {
  REGULAR: 'Reader commentary (everyone signed in reads it)',
  STAFF: 'Staff commentary (staff only)',
  OWNER: 'Owner note (yours as the key vote’s author)',
};

/**
 * The floating button's Commentary on a key vote page (issue #15 item 8): commentary on that key
 * vote, shown on its page under the same rules as on articles. Staff may choose staff commentary,
 * the key vote's author an owner note. A failure shows the server's message and keeps the text.
 */
export default function KeyVoteCommentaryQuickForm({ contextId = '', onCreated, onClose }: CreateFormProps) {
  const { data, loading, error } = useKeyVotePageQuery({ variables: { id: contextId } });
  const kv = data?.keyVote;
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<CommentaryType>('REGULAR');
  const [makePublic, setMakePublic] = useState(false);
  const [add] = useAddCommentary();

  const kinds: CommentaryType[] = kv
    ? [...(kv.viewerCan.comment ? ['REGULAR' as const] : []), ...(kv.viewerCan.addStaffCommentary ? ['STAFF' as const] : []), ...(kv.viewerCan.addOwnerNote ? ['OWNER' as const] : [])]
    : [];
  const type = kinds.includes(chosen) ? chosen : (kinds[0] ?? 'REGULAR');
  const trimmed = text.trim();

  return (
    <QuickCreateShell
      submitLabel={type === 'OWNER' ? (makePublic ? 'Add Public Note' : 'Add Private Note') : type === 'STAFF' ? 'Add Staff Commentary' : 'Add Commentary'}
      canSubmit={Boolean(kv && trimmed && text.length <= COMMENTARY_MAX)}
      onClose={onClose}
      failureMessage={(err) => userMessage(err, 'Failed to add commentary. Please try again.')}
      onSubmit={async () => {
        await add({ keyVoteId: kv!.id, content: trimmed, commentaryType: type, isPublic: type === 'OWNER' ? makePublic : true });
        onCreated(`/key-votes/${kv!.id}`);
      }}
    >
      {!kv ? (
        loading ? (
          <Skeleton variant="rounded" height={160} aria-label="Loading the key vote" />
        ) : (
          <Alert severity="error">{error ? userMessage(error, MESSAGES.KEY_VOTE_LOAD_FAILED) : MESSAGES.KEY_VOTE_NOT_FOUND}</Alert>
        )
      ) : (
        <>
          <Typography color="text.secondary">
            On <strong>{kv.title}</strong> ({kv.billId}); it appears on the key vote’s page.
          </Typography>
          {kinds.length > 1 && (
            <FormControl>
              <FormLabel id="kv-commentary-kind">Kind</FormLabel>
              <RadioGroup aria-labelledby="kv-commentary-kind" value={type} onChange={(e) => setChosen(e.target.value as CommentaryType)}>
                {kinds.map((k) => (
                  <FormControlLabel key={k} value={k} control={<Radio />} label={KIND_LABEL[k]} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
          <TextField
            label="Commentary"
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, COMMENTARY_MAX))}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            helperText={`${text.length}/${COMMENTARY_MAX}`}
            slotProps={{ htmlInput: { maxLength: COMMENTARY_MAX } }}
          />
          {type === 'OWNER' && (
            <FormControlLabel control={<Checkbox checked={makePublic} onChange={(e) => setMakePublic(e.target.checked)} />} label="Make this note public" />
          )}
        </>
      )}
    </QuickCreateShell>
  );
}
