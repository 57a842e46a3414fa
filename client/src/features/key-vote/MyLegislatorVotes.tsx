import { NoWrap } from '../../components/NoWrap';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyLegislatorVotes_KeyVoteFragment } from './key-vote.generated';
import { LegislatorAvatar, PartyBadge } from '../legislator/shared';
import { VotePositionChip } from './KeyVoteBits';

/** ★ How the signed-in member's own representative and senators voted on this key vote. */
export function MyLegislatorVotes({ keyVote }: { keyVote: MyLegislatorVotes_KeyVoteFragment }) {
  const mine = keyVote.myLegislators;
  if (!mine) {
    return (
      <Typography color="text.secondary">
        Save your address on <Link component={RouterLink} to="/dashboard">your dashboard</Link> to see how your representative and senators voted.
      </Typography>
    );
  }
  if (mine.length === 0) return <Typography color="text.secondary">We could not find your legislators for this vote.</Typography>;
  return (
    <Box component="ul" aria-label="How your legislators voted" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}>
      {mine.map((m) => {
        const l = m.legislator;
        return (
          <Paper key={`${l.id}-${m.voteId ?? ''}`} component="li" variant="outlined" aria-label={l.name.full} sx={{ p: 1.5, listStyle: 'none' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <LegislatorAvatar name={l.name.full} photo={l.photo} party={l.party} size={44} />
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{l.name.full}</Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    {l.role},{' '}
                    <NoWrap>
                      {l.state}
                      {l.district !== null && l.district !== undefined && l.role !== 'Senator' ? (l.district === 0 ? ' at-large' : `-${l.district}`) : ''}
                    </NoWrap>
                  </Typography>
                  <PartyBadge party={l.party} />
                </Stack>
              </Box>
              <VotePositionChip position={m.position} />
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}
