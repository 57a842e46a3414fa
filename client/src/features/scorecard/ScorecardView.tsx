import { lazy, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LazyPart } from '../../components/LazyPart';
import { OrganizationPositionBadge, VOTE_POSITION_LABEL } from '../key-vote/KeyVoteBits';
import { ALIGNMENT_COLOR, ALIGNMENT_LABEL, alignmentSentence, legislatorLabel, percentText, shortDate, type Card } from './scorecard-words';

// @mui/x-charts is large: the charts load only when a scorecard is on the screen.
const ComparisonChart = lazy(() => import('./ScorecardCharts').then((m) => ({ default: m.ComparisonChart })));
const VotesOverTimeChart = lazy(() => import('./ScorecardCharts').then((m) => ({ default: m.VotesOverTimeChart })));

function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  return (
    <LazyPart fallback={<Box sx={{ height }} aria-hidden />} failed={<Typography color="text.secondary">The chart could not be loaded; the table below has the same numbers.</Typography>}>
      {children}
    </LazyPart>
  );
}

/**
 * One legislator's scorecard over the current Congress (the member's page and the public one):
 * the alignment, the comparison with the state delegation and the party, and every key vote
 * beside the organization's position — each chart with a table of the same numbers.
 */
export function ScorecardView({ card, headingLevel = 'h2' }: { card: Card; headingLevel?: 'h2' | 'h3' }) {
  const l = card.legislator;
  const a = card.alignment;
  const id = `scorecard-${l.bioguideId}`;
  const sub = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Box>
          <Typography id={id} variant="h5" component={headingLevel}>
            {legislatorLabel(l)}
          </Typography>
          <Typography color="text.secondary">
            {l.title ?? 'Former member of Congress'}
            {!l.inOffice && ' · no longer in office'}
          </Typography>
        </Box>

        {a.keyVotes === 0 && a.counted === 0 ? (
          <Typography sx={{ fontWeight: 600 }}>No key votes yet</Typography>
        ) : (
          <Box>
            <Typography variant="h3" component="p" data-testid={`alignment-${l.bioguideId}`}>
              {percentText(a.percent)}
            </Typography>
            <Typography>{alignmentSentence(card)}.</Typography>
            <Typography variant="body2" color="text.secondary">
              Present and not voting are not counted: {a.notCounted} key {a.notCounted === 1 ? 'vote' : 'votes'} left out of the percentage.
            </Typography>
          </Box>
        )}

        <Box component="section" aria-labelledby={`${id}-compare`}>
          <Typography id={`${id}-compare`} variant="h6" component={sub}>
            Compared with their state and party
          </Typography>
          <ChartSlot height={200}>
            <ComparisonChart card={card} />
          </ChartSlot>
          <TableContainer>
            <Table size="small">
              <caption>Alignment over the {a.congress}th Congress (sitting members only in the averages)</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Who
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Alignment
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[
                  { who: l.name, percent: a.percent },
                  { who: `${card.delegation.label} (${card.delegation.legislators})`, percent: card.delegation.percent },
                  { who: `${card.party.label} (${card.party.legislators})`, percent: card.party.percent },
                ].map((r) => (
                  <TableRow key={r.who}>
                    <TableCell component="th" scope="row">
                      {r.who}
                    </TableCell>
                    <TableCell align="right">{percentText(r.percent)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>

        <Box component="section" aria-labelledby={`${id}-votes`}>
          <Typography id={`${id}-votes`} variant="h6" component={sub}>
            Key votes
          </Typography>
          {card.votes.length === 0 ? (
            <Typography color="text.secondary">No key votes yet</Typography>
          ) : (
            <>
              <ChartSlot height={220}>
                <VotesOverTimeChart card={card} />
              </ChartSlot>
              <TableContainer>
                <Table size="small">
                  <caption>How they voted on each key vote, oldest first, beside our position</caption>
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        Key vote
                      </TableCell>
                      <TableCell component="th" scope="col">
                        Our position
                      </TableCell>
                      <TableCell component="th" scope="col">
                        Their vote
                      </TableCell>
                      <TableCell component="th" scope="col" align="right">
                        {l.state} delegation
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {card.votes.map((v) => (
                      <TableRow key={v.keyVoteId}>
                        <TableCell component="th" scope="row">
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {v.billId}
                          </Typography>
                          <Typography variant="body2">{v.title}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {shortDate(v.voteDate)}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          <OrganizationPositionBadge position={v.organizationPosition} />
                        </TableCell>
                        <TableCell>
                          {v.position && <Typography variant="body2">{VOTE_POSITION_LABEL[v.position]}</Typography>}
                          <Typography variant="body2" sx={{ color: ALIGNMENT_COLOR[v.alignment], fontWeight: 600 }}>
                            {ALIGNMENT_LABEL[v.alignment]}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">
                          <Typography variant="body2">
                            {v.delegationWithUs} with us, {v.delegationAgainstUs} against
                          </Typography>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </Box>
        {!l.inOffice && <Alert severity="info">This legislator has left office; their votes still count in their state delegation&apos;s history.</Alert>}
      </Stack>
    </Paper>
  );
}
