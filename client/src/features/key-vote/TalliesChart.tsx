import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyVoteTallies_KeyVoteFragment } from './key-vote.generated';
import { VOTE_POSITION_LABEL } from './KeyVoteBits';
import { rollCallName } from './roll-calls';

const BARS = [
  { key: 'yea', label: 'Yea', color: '#2e7d32' },
  { key: 'nay', label: 'Nay', color: '#c62828' },
  { key: 'present', label: 'Present', color: '#757575' },
  { key: 'notVoting', label: 'Not Voting', color: '#bdbdbd' },
] as const;

/** Vote tallies per roll call, each as a simple horizontal bar chart (counts also in text). */
export function TalliesChart({ keyVote }: { keyVote: KeyVoteTallies_KeyVoteFragment }) {
  if (keyVote.tallies.length === 0) {
    return <Typography color="text.secondary">No roll call has been linked to this key vote yet.</Typography>;
  }
  return (
    <Stack spacing={2}>
      {keyVote.tallies.map((t) => {
        const max = Math.max(1, t.yea, t.nay, t.present, t.notVoting);
        return (
          <Paper key={t.rollCallId} variant="outlined" sx={{ p: 2, m: 0 }} component="figure" aria-label={`Tally for ${rollCallName(t)}`}>
            <Typography variant="subtitle2" component="figcaption">
              {rollCallName(t)}
            </Typography>
            {t.question && (
              <Typography variant="body2" color="text.secondary">
                {t.question}
              </Typography>
            )}
            {t.result && <Typography variant="body2">Result: {t.result}</Typography>}
            <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'max-content 1fr max-content', gap: 1, alignItems: 'center' }}>
              {BARS.map((b) => {
                const value = t[b.key];
                return (
                  <Box key={b.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ minWidth: 80 }}>
                      {b.label}
                    </Typography>
                    <Box aria-hidden sx={{ height: 14, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
                      <Box sx={{ width: `${(value / max) * 100}%`, height: '100%', bgcolor: b.color }} />
                    </Box>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                      {value}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
            {t.vicePresident && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                Vice President's tie-breaking vote: {VOTE_POSITION_LABEL[t.vicePresident]}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
