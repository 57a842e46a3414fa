import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ALIGNMENT_LABEL, percentText, shortDate, votedOn, type Card } from './scorecard-words';

/*
 * The scorecard's two charts, in a module of their own: @mui/x-charts loads only when a scorecard
 * is shown (ScorecardView renders this through LazyPart). Each chart is a picture of the table
 * ScorecardView writes beside it; one label says what it shows.
 */

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** This legislator beside their state delegation and their party (sitting members), in percent. */
export function ComparisonChart({ card }: { card: Card }) {
  const rows = [
    { label: 'This legislator', percent: card.alignment.percent },
    { label: card.delegation.label, percent: card.delegation.percent },
    { label: card.party.label, percent: card.party.percent },
  ];
  const label = `Alignment compared: ${rows.map((r) => `${r.label} ${percentText(r.percent)}`).join(', ')}.`;
  return (
    <Figure label={label}>
      <BarChart
        height={200}
        skipAnimation
        layout="horizontal"
        margin={{ left: 8, right: 16 }}
        yAxis={[{ scaleType: 'band', data: rows.map((r) => r.label), width: 130 }]}
        xAxis={[{ min: 0, max: 100, tickInterval: [0, 25, 50, 75, 100], valueFormatter: (v: number) => `${v}%` }]}
        series={[{ data: rows.map((r) => r.percent ?? 0), color: '#1a3a5c', valueFormatter: (_v: number | null, ctx: { dataIndex: number }) => percentText(rows[ctx.dataIndex]!.percent) }]}
        hideLegend
      />
    </Figure>
  );
}

const SCORE = { WITH_US: 1, AGAINST_US: -1 } as Record<string, number>;

/** Their votes per key vote over time: up with us, down against us, none when not counted. */
export function VotesOverTimeChart({ card }: { card: Card }) {
  const votes = votedOn(card);
  if (!votes.length) return <Typography color="text.secondary">No key votes yet</Typography>;
  const label = `Votes per key vote over time: ${votes.map((v) => `${v.billId}, ${shortDate(v.voteDate)}: ${ALIGNMENT_LABEL[v.alignment]}`).join('; ')}.`;
  return (
    <Figure label={label}>
      <BarChart
        height={220}
        skipAnimation
        margin={{ left: 8, right: 8 }}
        xAxis={[{ scaleType: 'band', data: votes.map((v) => `${v.billId}\n${shortDate(v.voteDate)}`) }]}
        yAxis={[{ min: -1, max: 1, tickInterval: [-1, 0, 1], width: 72, valueFormatter: (v: number) => (v > 0 ? 'With us' : v < 0 ? 'Against' : '') }]}
        series={[
          {
            data: votes.map((v) => SCORE[v.alignment] ?? 0),
            valueFormatter: (_v: number | null, ctx: { dataIndex: number }) => ALIGNMENT_LABEL[votes[ctx.dataIndex]!.alignment],
          },
        ]}
        colors={['#1a3a5c']}
        hideLegend
      />
    </Figure>
  );
}
