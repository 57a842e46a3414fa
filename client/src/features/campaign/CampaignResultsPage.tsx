import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import RefreshIcon from '@mui/icons-material/RefreshOutlined';
import { supabaseAuthSource } from '../../apollo/links';
import { useSession } from '../../app/session-context';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { gqlCode } from '../legislator/shared';
import { useCampaignMemberActionsQuery, useCampaignResultsQuery, type CampaignResultsQuery, type CampaignTally_TallyFragment } from './campaign.generated';
import { Loading, LoadingShape } from './Loading';
import { formatDateTime } from './campaign-dates';
import { CHANNEL_LABEL, CHANNELS, OUTCOME_LABEL, OUTCOMES, seatLabel, STATUS_LABEL } from './campaign-words';

type Results = NonNullable<CampaignResultsQuery['campaignResults']>;

/** How often the numbers are asked for again while the page is open (staff watch them move). */
export const RESULTS_POLL_MS = 10_000;
const OUTCOME_COLORS = { CONTACTED: '#2e7d32', VOICEMAIL: '#0277bd', UNAVAILABLE: '#ef6c00', SKIPPED: '#9e9e9e' } as const;

function Section({ title, id, children, actions }: { title: string; id: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  // The chart is a picture of the table beside it: one label says what it shows.
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
      {children}
    </Box>
  );
}

function Stat({ label, tally, hint }: { label: string; tally: CampaignTally_TallyFragment | number; hint?: string }) {
  const shown = typeof tally === 'number' ? String(tally) : tally.shown;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="div" role="group" aria-label={`${label}: ${shown}`}>
      <Typography variant="overline" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h4" component="div" data-testid={`stat-${label}`}>
        {shown}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

async function downloadCsv(keyVoteId: string): Promise<void> {
  const auth = supabaseAuthSource();
  const token = await auth.accessToken();
  const res = await fetch(`/api/key-votes/${keyVoteId}/campaign/results.csv`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(auth.anonKey ? { apikey: auth.anonKey } : {}) },
  });
  if (!res.ok) throw new Error(`The export failed (${res.status}).`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `campaign-results-${keyVoteId}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** Staff: what a key vote's campaign moved (/key-votes/:id/campaign/results, issue #56), asked for again every few seconds. */
export default function CampaignResultsPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useCampaignResultsQuery({ variables: { keyVoteId: id }, fetchPolicy: 'cache-and-network', pollInterval: RESULTS_POLL_MS });
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const results = data?.campaignResults;
  const back = (
    <Button component={RouterLink} to={`/key-votes/${id}`} size="small">
      ← Back to the key vote
    </Button>
  );
  if (!results || !data?.keyVote) {
    const none = gqlCode(error) === 'NOT_FOUND' && !/Key vote/.test(error?.message ?? '');
    const content =
      loading && !error ? (
        <Stack spacing={2} role="status" aria-label="Loading the results">
          <LoadingShape height={96} />
          <LoadingShape height={320} />
        </Stack>
      ) : none ? (
        <LoadProblem
          kind="not-found"
          title="No campaign yet"
          message="There is no campaign on this key vote yet: open one to ask members to contact their legislators."
          back={{ to: `/key-votes/${id}`, label: 'Back to the key vote' }}
          actions={
            <Button component={RouterLink} to={`/key-votes/${id}/campaign`} variant="contained" size="small">
              Open a campaign
            </Button>
          }
        />
      ) : error && problemKind(gqlCode(error)) === 'failed' ? (
        <LoadProblem kind="failed" message={userMessage(error, 'Failed to load the results.')} onRetry={() => void refetch().catch(() => undefined)} back={{ to: `/key-votes/${id}`, label: 'Back to the key vote' }} />
      ) : (
        <LoadProblem kind="not-found" message="Key vote not found" back={{ to: '/key-votes', label: 'Back to key votes' }} />
      );
    return (
      <Page title="Campaign results" actions={back} maxWidth={1100}>
        {content}
      </Page>
    );
  }

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(id);
    } catch (e) {
      toast({ title: e instanceof Error ? e.message : 'The export failed.', status: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page
      title={`Campaign results: ${data.keyVote.title}`}
      subtitle={`${data.keyVote.billId} · ${STATUS_LABEL[results.status]} · version ${results.version} · as of ${formatDateTime(results.asOf)}`}
      actions={
        <>
          {back}
          <Button size="small" startIcon={<RefreshIcon aria-hidden />} onClick={() => void refetch().catch(() => undefined)}>
            Refresh
          </Button>
          <Button size="small" variant="outlined" startIcon={<DownloadIcon aria-hidden />} disabled={exporting} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        </>
      }
      maxWidth={1100}
    >
      <Stack spacing={3}>
        <Alert severity="info" role="note">
          Members’ own actions only: those of staff accounts and previews are left out ({results.notCounted} so far). Any number under 5 shows as “fewer than 5”, here and
          in the export, so no small group of members can be told apart.
        </Alert>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }} aria-label="Totals" role="group">
          <Stat label="Actions" tally={results.actions} />
          <Stat label="Members" tally={results.members} />
          <Stat label="Reached an office" tally={results.reached} hint="Contacted or voicemail" />
          <Stat label="Not counted" tally={results.notCounted} hint="Staff and previews" />
        </Box>
        <ByChannel results={results} />
        <OverTime results={results} />
        <ByLegislator results={results} />
        <ByPlace results={results} />
        <MemberRows keyVoteId={id} />
      </Stack>
    </Page>
  );
}

function ByChannel({ results }: { results: Results }) {
  const cell = (c: string, o: string) => results.byChannel.find((x) => x.channel === c && x.outcome === o)!.actions;
  const label = `Actions by channel and outcome. ${CHANNELS.map((c) => `${CHANNEL_LABEL[c]}: ${OUTCOMES.map((o) => `${OUTCOME_LABEL[o]} ${cell(c, o).shown}`).join(', ')}`).join('. ')}.`;
  // No bar to draw (nothing counted yet, or every number hidden as under 5): the table says it.
  const nothingToDraw = results.byChannel.every((x) => !x.actions.value);
  return (
    <Section title="By channel and outcome" id="results-channel">
      {!nothingToDraw && (
        <Figure label={label}>
          <BarChart
            height={280}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: CHANNELS.map((c) => CHANNEL_LABEL[c]) }]}
            yAxis={[{ min: 0, tickMinStep: 1 }]}
            series={OUTCOMES.map((o) => ({
              label: OUTCOME_LABEL[o],
              color: OUTCOME_COLORS[o],
              data: CHANNELS.map((c) => cell(c, o).value),
              valueFormatter: (_v: number | null, ctx: { dataIndex: number }) => cell(CHANNELS[ctx.dataIndex]!, o).shown,
            }))}
          />
        </Figure>
      )}
      <TableContainer>
        <Table size="small" aria-labelledby="results-channel">
          <caption>Actions by channel (rows) and outcome (columns)</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Channel
              </TableCell>
              {OUTCOMES.map((o) => (
                <TableCell key={o} component="th" scope="col" align="right">
                  {OUTCOME_LABEL[o]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {CHANNELS.map((c) => (
              <TableRow key={c}>
                <TableCell component="th" scope="row">
                  {CHANNEL_LABEL[c]}
                </TableCell>
                {OUTCOMES.map((o) => (
                  <TableCell key={o} align="right">
                    {cell(c, o).shown}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}

function OverTime({ results }: { results: Results }) {
  const days = results.overTime;
  if (!days.length)
    return (
      <Section title="Over time" id="results-time">
        <Typography color="text.secondary">No actions yet. Numbers appear here as members record their calls and messages.</Typography>
      </Section>
    );
  const label = `Actions so far, by day: ${days.map((d) => `${d.day}: ${d.cumulative.shown}`).join('; ')}.`;
  return (
    <Section title="Over time" id="results-time">
      <Figure label={label}>
        <LineChart
          height={260}
          skipAnimation
          xAxis={[{ scaleType: 'point', data: days.map((d) => d.day) }]}
          yAxis={[{ min: 0, tickMinStep: 1 }]}
          series={[
            {
              label: 'Actions so far',
              showMark: true,
              data: days.map((d) => d.cumulative.value),
              valueFormatter: (_v: number | null, ctx: { dataIndex: number }) => days[ctx.dataIndex]!.cumulative.shown,
            },
          ]}
        />
      </Figure>
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader>
          <caption>Actions per day (Eastern time) and so far</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Day
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                That day
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                So far
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((d) => (
              <TableRow key={d.day}>
                <TableCell component="th" scope="row">
                  {d.day}
                </TableCell>
                <TableCell align="right">{d.actions.shown}</TableCell>
                <TableCell align="right">{d.cumulative.shown}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}

function ByLegislator({ results }: { results: Results }) {
  return (
    <Section title="By legislator" id="results-legislator">
      {results.byLegislator.length === 0 ? (
        <Typography color="text.secondary">No actions yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="results-legislator">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Legislator
                </TableCell>
                <TableCell component="th" scope="col">
                  Seat
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Actions
                </TableCell>
                {OUTCOMES.map((o) => (
                  <TableCell key={o} component="th" scope="col" align="right">
                    {OUTCOME_LABEL[o]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {results.byLegislator.map((l) => (
                <TableRow key={`${l.bioguide}-${l.chamber}`}>
                  <TableCell component="th" scope="row">
                    {l.name}
                    {l.party ? ` (${l.party.charAt(0)})` : ''}
                  </TableCell>
                  <TableCell>{seatLabel(l)}</TableCell>
                  <TableCell align="right">{l.actions.shown}</TableCell>
                  <TableCell align="right">{l.contacted.shown}</TableCell>
                  <TableCell align="right">{l.voicemail.shown}</TableCell>
                  <TableCell align="right">{l.unavailable.shown}</TableCell>
                  <TableCell align="right">{l.skipped.shown}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

function ByPlace({ results }: { results: Results }) {
  return (
    <Section title="By state and district" id="results-place">
      {results.byPlace.length === 0 ? (
        <Typography color="text.secondary">No actions yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="results-place">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  State or district
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Actions
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.byPlace.map((p) => (
                <TableRow key={`${p.chamber}-${p.label}`}>
                  <TableCell component="th" scope="row">
                    {p.label}
                  </TableCell>
                  <TableCell align="right">{p.actions.shown}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

const PAGE = 50;

/** Who did what: for super admins only (the server answers nobody else). */
function MemberRows({ keyVoteId }: { keyVoteId: string }) {
  const { isSuperAdmin } = useSession();
  const [offset, setOffset] = useState(0);
  const { data, loading } = useCampaignMemberActionsQuery({ variables: { keyVoteId, limit: PAGE, offset }, skip: !isSuperAdmin, fetchPolicy: 'cache-and-network' });
  if (!isSuperAdmin) return null;
  const page = data?.campaignActions;
  return (
    <Section title="Members’ actions (super admins only)" id="results-members">
      {!page ? (
        loading ? <Loading height={160} label="Loading members’ actions" /> : <Typography color="text.secondary">Not available.</Typography>
      ) : page.items.length === 0 ? (
        <Typography color="text.secondary">No actions yet.</Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-labelledby="results-members">
              <TableHead>
                <TableRow>
                  {['Member', 'Legislator', 'Channel', 'Outcome', 'Version', 'Counted', 'Last change'].map((h) => (
                    <TableCell key={h} component="th" scope="col">
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {page.items.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.memberEmail}</TableCell>
                    <TableCell>{r.legislator}</TableCell>
                    <TableCell>{CHANNEL_LABEL[r.channel]}</TableCell>
                    <TableCell>{OUTCOME_LABEL[r.outcome]}</TableCell>
                    <TableCell>{r.version}</TableCell>
                    <TableCell>{r.counted ? 'Yes' : 'No (staff or preview)'}</TableCell>
                    <TableCell>{formatDateTime(r.updatedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {offset + 1}–{Math.min(offset + PAGE, page.total)} of {page.total}
            </Typography>
            <Button size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              Previous
            </Button>
            <Button size="small" disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
              Next
            </Button>
          </Stack>
        </>
      )}
    </Section>
  );
}
