import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
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
import type { CampaignChannel } from '../../__generated__/types';
import { DataTable } from '../../components/DataTable';
import { PanelSection } from '../../components/PanelSection';
import { Loading, LoadingShape } from '../../components/Loading';
import { formatDateTime } from './campaign-dates';
import { CHANNEL_LABEL, CHANNELS, OUTCOME_LABEL, OUTCOMES, seatLabel, STATUS_LABEL } from './campaign-words';

type Results = NonNullable<CampaignResultsQuery['campaignResults']>;

/** How often the numbers are asked for again while the page is open (staff watch them move). */
export const RESULTS_POLL_MS = 10_000;
const OUTCOME_COLORS = { CONTACTED: '#2e7d32', VOICEMAIL: '#0277bd', UNAVAILABLE: '#ef6c00', SKIPPED: '#9e9e9e' } as const;

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
    <PanelSection title="By channel and outcome" id="results-channel">
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
      <DataTable
        labelledBy="results-channel"
        caption="Actions by channel (rows) and outcome (columns)"
        rows={CHANNELS}
        rowKey={(c) => c}
        columns={[
          { header: 'Channel', rowHeader: true, cell: (c) => CHANNEL_LABEL[c] },
          ...OUTCOMES.map((o) => ({ header: OUTCOME_LABEL[o], numeric: true, cell: (c: CampaignChannel) => cell(c, o).shown })),
        ]}
      />
    </PanelSection>
  );
}

function OverTime({ results }: { results: Results }) {
  const days = results.overTime;
  if (!days.length)
    return (
      <PanelSection title="Over time" id="results-time">
        <Typography color="text.secondary">No actions yet. Numbers appear here as members record their calls and messages.</Typography>
      </PanelSection>
    );
  const label = `Actions so far, by day: ${days.map((d) => `${d.day}: ${d.cumulative.shown}`).join('; ')}.`;
  return (
    <PanelSection title="Over time" id="results-time">
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
      <DataTable
        caption="Actions per day (Eastern time) and so far"
        stickyHeader
        sx={{ maxHeight: 320 }}
        rows={days}
        rowKey={(d) => d.day}
        columns={[
          { header: 'Day', rowHeader: true, cell: (d) => d.day },
          { header: 'That day', numeric: true, cell: (d) => d.actions.shown },
          { header: 'So far', numeric: true, cell: (d) => d.cumulative.shown },
        ]}
      />
    </PanelSection>
  );
}

function ByLegislator({ results }: { results: Results }) {
  return (
    <PanelSection title="By legislator" id="results-legislator">
      {results.byLegislator.length === 0 ? (
        <Typography color="text.secondary">No actions yet.</Typography>
      ) : (
        <DataTable
          labelledBy="results-legislator"
          rows={results.byLegislator}
          rowKey={(l) => `${l.bioguide}-${l.chamber}`}
          columns={[
            { header: 'Legislator', rowHeader: true, cell: (l) => `${l.name}${l.party ? ` (${l.party.charAt(0)})` : ''}` },
            { header: 'Seat', cell: (l) => seatLabel(l) },
            { header: 'Actions', numeric: true, cell: (l) => l.actions.shown },
            { header: OUTCOME_LABEL.CONTACTED, numeric: true, cell: (l) => l.contacted.shown },
            { header: OUTCOME_LABEL.VOICEMAIL, numeric: true, cell: (l) => l.voicemail.shown },
            { header: OUTCOME_LABEL.UNAVAILABLE, numeric: true, cell: (l) => l.unavailable.shown },
            { header: OUTCOME_LABEL.SKIPPED, numeric: true, cell: (l) => l.skipped.shown },
          ]}
        />
      )}
    </PanelSection>
  );
}

function ByPlace({ results }: { results: Results }) {
  return (
    <PanelSection title="By state and district" id="results-place">
      {results.byPlace.length === 0 ? (
        <Typography color="text.secondary">No actions yet.</Typography>
      ) : (
        <DataTable
          labelledBy="results-place"
          rows={results.byPlace}
          rowKey={(p) => `${p.chamber}-${p.label}`}
          columns={[
            { header: 'State or district', rowHeader: true, cell: (p) => p.label },
            { header: 'Actions', numeric: true, cell: (p) => p.actions.shown },
          ]}
        />
      )}
    </PanelSection>
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
    <PanelSection title="Members’ actions (super admins only)" id="results-members">
      {!page ? (
        loading ? <Loading height={160} label="Loading members’ actions" /> : <Typography color="text.secondary">Not available.</Typography>
      ) : page.items.length === 0 ? (
        <Typography color="text.secondary">No actions yet.</Typography>
      ) : (
        <>
          <DataTable
            labelledBy="results-members"
            rows={page.items}
            rowKey={(r) => r.id}
            columns={[
              { header: 'Member', cell: (r) => r.memberEmail },
              { header: 'Legislator', cell: (r) => r.legislator },
              { header: 'Channel', cell: (r) => CHANNEL_LABEL[r.channel] },
              { header: 'Outcome', cell: (r) => OUTCOME_LABEL[r.outcome] },
              { header: 'Version', cell: (r) => r.version },
              { header: 'Counted', cell: (r) => (r.counted ? 'Yes' : 'No (staff or preview)') },
              { header: 'Last change', cell: (r) => formatDateTime(r.updatedAt) },
            ]}
          />
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
    </PanelSection>
  );
}
