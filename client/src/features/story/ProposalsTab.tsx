import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import { useStoryProposalsQuery, type ProposalRow_ProposalFragment } from './ProposalsTab.generated';
import type { StoryHeader_StoryFragment } from './StoryPage.generated';
import { formatShortDate } from '../../components/dates';
import { useToast } from '../../components/toasts';
import { MESSAGES } from '../../errors/messages';
import { serverMessage } from './story-utils';
import { useCreateProposal } from './useCreateProposal';
import { useDecideProposal } from './useDecideProposal';
import { useVoteOnProposal } from './useVoteOnProposal';
import { ShownAsNote } from '../member/ShownAsNote';

type Can = StoryHeader_StoryFragment['viewerCan'];
const STATUS_LABEL = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

function ProposalForm({ storyId, onDone }: { storyId: string; onDone(): void }) {
  const [field, setField] = useState<'title' | 'description'>('title');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useCreateProposal(storyId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setFailure(null);
    try {
      await create(field === 'title' ? { title: text.trim() } : { description: text.trim() });
      onDone();
    } catch (error) {
      setFailure(serverMessage(error, MESSAGES.UNEXPECTED));
    }
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={(e: FormEvent) => void submit(e)} aria-label="New proposal" sx={{ p: 2, mb: 3 }}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormControl>
          <FormLabel id="proposal-kind-label">Proposal type</FormLabel>
          <RadioGroup row aria-labelledby="proposal-kind-label" value={field} onChange={(e) => setField(e.target.value as 'title' | 'description')}>
            <FormControlLabel value="title" control={<Radio />} label="Title Change" />
            <FormControlLabel value="description" control={<Radio />} label="Description Change" />
          </RadioGroup>
        </FormControl>
        <TextField
          label={field === 'title' ? 'New title' : 'New description'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline={field === 'description'}
          minRows={field === 'description' ? 3 : undefined}
          fullWidth
        />
        <ShownAsNote />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!text.trim() || loading}>
            {loading ? 'Submitting...' : 'Submit Proposal'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

type Current = { title: string; description: string | null };

function ProposalRow({ storyId, proposal, can, current }: { storyId: string; proposal: ProposalRow_ProposalFragment; can: Can; current: Current | null }) {
  const toast = useToast();
  const [vote] = useVoteOnProposal(storyId);
  const [decide, { loading: deciding }] = useDecideProposal(storyId);
  const pending = proposal.status === 'PENDING';
  const what = proposal.title != null ? 'Title Change' : 'Description Change';
  const fail = (error: unknown) => toast({ title: serverMessage(error, MESSAGES.UNEXPECTED), status: 'error' });
  const label = proposal.title ?? proposal.description ?? '';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={`${what}: ${label}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" label={STATUS_LABEL[proposal.status] ?? 'Rejected'} color={pending ? 'warning' : proposal.status === 'APPROVED' ? 'success' : 'default'} />
            <Typography variant="overline">{what}</Typography>
          </Stack>
          {pending && current ? (
            // The text it would replace, beside the proposed one (issue 58 item 4).
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 1.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                Proposed
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
                {label}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                Now
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {(proposal.title != null ? current.title : current.description) || 'No description yet'}
              </Typography>
            </Box>
          ) : (
            <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{label}</Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Proposed by {proposal.proposerDisplayName} on {formatShortDate(proposal.createdAt)}
          </Typography>
        </Box>
        <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' }, flexShrink: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {pending && can.vote ? (
              <>
                <IconButton
                  aria-label={`Vote up (${proposal.votesUp})`}
                  aria-pressed={proposal.userVote === 'UP'}
                  color={proposal.userVote === 'UP' ? 'primary' : 'default'}
                  onClick={() => void vote(proposal, 'UP').catch(fail)}
                >
                  <ThumbUpIcon fontSize="small" />
                </IconButton>
                <Typography variant="body2">{proposal.votesUp}</Typography>
                <IconButton
                  aria-label={`Vote down (${proposal.votesDown})`}
                  aria-pressed={proposal.userVote === 'DOWN'}
                  color={proposal.userVote === 'DOWN' ? 'primary' : 'default'}
                  onClick={() => void vote(proposal, 'DOWN').catch(fail)}
                >
                  <ThumbDownIcon fontSize="small" />
                </IconButton>
                <Typography variant="body2">{proposal.votesDown}</Typography>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {proposal.votesUp} up · {proposal.votesDown} down
              </Typography>
            )}
          </Stack>
          {pending && can.decideProposals && (
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="contained" color="success" disabled={deciding} onClick={() => void decide(proposal.id, 'APPROVED').catch(fail)}>
                Approve
              </Button>
              <Button size="small" variant="outlined" color="error" disabled={deciding} onClick={() => void decide(proposal.id, 'REJECTED').catch(fail)}>
                Reject
              </Button>
            </Stack>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** SPEC §2.3 Proposals: list with status, proposer, date, counts; voting only while pending. */
export function ProposalsTab({ storyId, viewerCan }: { storyId: string; viewerCan: Can }) {
  const [formOpen, setFormOpen] = useState(false);
  const { data, loading, error } = useStoryProposalsQuery({ variables: { id: storyId } });
  const proposals = data?.story.proposals ?? [];
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          Proposals
        </Typography>
        {viewerCan.propose && !formOpen && (
          <Button variant="contained" onClick={() => setFormOpen(true)}>
            New Proposal
          </Button>
        )}
      </Stack>
      {formOpen && <ProposalForm storyId={storyId} onDone={() => setFormOpen(false)} />}
      {loading && !data ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading proposals">
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={88} />
        </Stack>
      ) : error && !data ? (
        <Alert severity="error">{MESSAGES.STORY_LOAD_FAILED}</Alert>
      ) : proposals.length === 0 ? (
        <Typography color="text.secondary">No proposals yet.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="Proposals" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {proposals.map((p) => (
            <ProposalRow key={p.id} storyId={storyId} proposal={p} can={viewerCan} current={data?.story ? { title: data.story.title, description: data.story.description ?? null } : null} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
