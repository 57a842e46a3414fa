import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useRollCallSearchQuery, type RollCallSearchQuery } from './key-vote.generated';
import type { OrganizationPosition } from '../../__generated__/types';
import { Page } from '../../components/Page';
import { errorDetail, userMessage } from '../../errors/classify';
import { formatDate } from '../../components/dates';
import { ordinal, rollCallName } from './roll-calls';
import { useAddKeyVote } from './useAddKeyVote';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { RetryAlert } from '../../components/RetryAlert';

type RollCall = NonNullable<RollCallSearchQuery['rollCalls']>['items'][number];

const SEARCH_DEBOUNCE_MS = 250;
const RESULTS = 10;

/** A roll call is dated by its Eastern-time day, as the key vote stores it. */
const ROLL_CALL_ZONE = 'America/New_York';

/**
 * Add Key Vote (staff; issue #15 item 9): search the imported roll calls by bill or words of the
 * question, pick one — bill, Congress, date, outcome and tallies come from it — and give only the
 * organization's position and a description. A bill whose votes are not imported yet can still be
 * added by its id (it stays Pending until they are).
 */
export default function NewKeyVotePage() {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [chosen, setChosen] = useState<RollCall | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const { data, loading, error, refetch } = useSlicedFirstData(useRollCallSearchQuery({ variables: { search: debounced || undefined, limit: RESULTS, offset: 0 }, fetchPolicy: 'cache-and-network' }));
  const results = data?.rollCalls;

  return (
    <Page title="Add Key Vote" subtitle="Choose an imported roll call; its bill, date, outcome and tallies are filled in for you." maxWidth={860}>
      <Stack spacing={3}>
        {chosen ? (
          <FromRollCall rollCall={chosen} onChange={() => setChosen(null)} />
        ) : (
          <Paper variant="outlined" component="section" aria-labelledby="rc-search-heading" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="rc-search-heading" variant="h6" component="h2" gutterBottom>
              1. Find the roll call
            </Typography>
            <TextField
              label="Search roll calls"
              placeholder="H.R. 1, a roll-call number or words of the question"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              fullWidth
              autoFocus
              slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
            />
            <Box sx={{ mt: 2 }} aria-live="polite">
              {error && !results ? (
                <RetryAlert onRetry={() => refetch()}>
                  {userMessage(error, 'Failed to load the roll calls.')}
                </RetryAlert>
              ) : !results ? (
                <Stack spacing={1} role="status" aria-label="Loading roll calls">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} variant="rounded" height={72} />
                  ))}
                </Stack>
              ) : results.items.length === 0 ? (
                <Typography color="text.secondary">
                  {debounced ? `No imported roll call matches “${debounced}”.` : 'No roll calls have been imported yet (npm run import:votes).'} You can still add a
                  bill by its id below.
                </Typography>
              ) : (
                <>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {results.total > results.items.length ? `The ${results.items.length} newest of ${results.total}; narrow the search to see others.` : `${results.total} found`}
                    {loading ? ' · updating…' : ''}
                  </Typography>
                  <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Roll calls">
                    {results.items.map((rc) => (
                      <li key={rc.id}>
                        <RollCallOption rollCall={rc} onChoose={() => setChosen(rc)} />
                      </li>
                    ))}
                  </Stack>
                </>
              )}
            </Box>
          </Paper>
        )}
        {!chosen && <ByBillId />}
      </Stack>
    </Page>
  );
}

function Tally({ rc }: { rc: RollCall }) {
  const t = rc.tally;
  return (
    <Typography variant="body2" color="text.secondary">
      Yea {t.yea} · Nay {t.nay}
      {t.present ? ` · Present ${t.present}` : ''} · Not voting {t.notVoting}
      {t.vicePresident ? ` · Vice President: ${t.vicePresident === 'YEA' ? 'Yea' : 'Nay'}` : ''}
    </Typography>
  );
}

function RollCallOption({ rollCall: rc, onChoose }: { rollCall: RollCall; onChoose(): void }) {
  const name = rollCallName(rc);
  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {rc.billId} · {name}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {rc.question} — {rc.result ?? 'no result recorded'}
        </Typography>
        <Tally rc={rc} />
      </Box>
      {rc.keyVote ? (
        <Stack sx={{ alignItems: 'flex-end' }}>
          <Chip size="small" label="Already a key vote" />
          <Link component={RouterLink} to={`/key-votes/${rc.keyVote.id}`} variant="body2" sx={{ mt: 0.5 }}>
            Open it
          </Link>
        </Stack>
      ) : (
        <Button variant="contained" onClick={onChoose} aria-label={`Use ${rc.billId}, ${name}`}>
          Use this vote
        </Button>
      )}
    </Paper>
  );
}

function PositionField({ value, onChange }: { value: OrganizationPosition; onChange(v: OrganizationPosition): void }) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Our position</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value as OrganizationPosition)}>
        <FormControlLabel value="SUPPORT" control={<Radio />} label="We support" />
        <FormControlLabel value="OPPOSE" control={<Radio />} label="We oppose" />
        <FormControlLabel value="OTHER" control={<Radio />} label="Tracking, no position" />
      </RadioGroup>
    </FormControl>
  );
}

/** Step 2: what the roll call gives (read-only) and the two things staff decide. */
function FromRollCall({ rollCall: rc, onChange }: { rollCall: RollCall; onChange(): void }) {
  const navigate = useNavigate();
  const [add, { loading }] = useAddKeyVote();
  const [position, setPosition] = useState<OrganizationPosition>('SUPPORT');
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    try {
      const created = await add({ rollCallId: rc.id, organizationPosition: position, description: description.trim() || undefined });
      if (created) navigate(`/key-votes/${created.id}`);
    } catch (e) {
      setFailure(`Failed to add key vote: ${errorDetail(e)}`);
    }
  };
  const facts: [string, string][] = [
    ['Bill', rc.billId ?? '—'],
    ['Congress', rc.billCongress ? ordinal(rc.billCongress) : '—'],
    ['Vote date', formatDate(rc.date, 'long', ROLL_CALL_ZONE)],
    ['Outcome', rc.result ?? 'Pending'],
    ['Title', rc.keyVoteTitle],
  ];
  return (
    <Paper variant="outlined" component="form" onSubmit={(e) => void submit(e)} noValidate aria-label="New key vote" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            2. {rollCallName(rc)}
          </Typography>
          <Button onClick={onChange} size="small">
            Choose another
          </Button>
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{rc.question}</Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 1, sm: 0 } } }}>
          {facts.map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </Box>
          ))}
          <dt>Tallies</dt>
          <dd>
            <Tally rc={rc} />
          </dd>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Every imported roll call on {rc.billId} is linked, so the key vote page shows each chamber’s tally. Staff can edit the title afterwards.
        </Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <PositionField value={position} onChange={setPosition} />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={3}
          helperText="Why the organization takes this position; members read it on the key vote page."
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/key-votes">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? 'Adding...' : 'Add Key Vote'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** A bill whose votes are not imported yet: by its id, with a title; it stays Pending until they are. */
function ByBillId() {
  const navigate = useNavigate();
  const [add, { loading }] = useAddKeyVote();
  const [billId, setBillId] = useState('');
  const [title, setTitle] = useState('');
  const [position, setPosition] = useState<OrganizationPosition>('SUPPORT');
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!billId.trim() || loading) return;
    setFailure(null);
    try {
      const created = await add({ billId: billId.trim(), organizationPosition: position, title: title.trim() || undefined, description: description.trim() || undefined });
      if (created) navigate(`/key-votes/${created.id}`);
    } catch (e) {
      setFailure(`Failed to add key vote: ${errorDetail(e)}`);
    }
  };
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="by-bill-content" id="by-bill-header">
        <Typography>A bill not voted on yet? Add it by its id</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate aria-label="Key vote by bill id">
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField label="Bill id" required value={billId} onChange={(e) => setBillId(e.target.value)} helperText="For example H.R. 1 or S. 5 (hr1-118 picks a Congress)." />
          <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} helperText="Required when no roll call on the bill is imported." />
          <PositionField value={position} onChange={setPosition} />
          <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} />
          <Box>
            <Button type="submit" variant="outlined" disabled={loading || !billId.trim()}>
              {loading ? 'Adding...' : 'Add by bill id'}
            </Button>
          </Box>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
