import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyVoteRow_KeyVoteFragment } from './key-vote.generated';
import { formatCardDate } from '../legislator/shared';
import { KeyVoteLikeButton, OrganizationPositionBadge } from './KeyVoteBits';

/** One key vote (SPEC §2.3): bill id, title, position badge, congress, vote date, outcome (default Pending). */
export function KeyVoteRow({
  keyVote,
  compact = false,
  action,
}: {
  keyVote: KeyVoteRow_KeyVoteFragment;
  /** Always stacked (narrow panels). */
  compact?: boolean;
  /** A call to action beside the outcome (the dashboard's Take action). */
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="li" aria-label={keyVote.title} sx={{ p: compact ? 1.5 : 2, listStyle: 'none' }}>
      <Stack direction={compact ? 'column' : { xs: 'column', sm: 'row' }} spacing={compact ? 1 : 1.5} sx={{ justifyContent: 'space-between', alignItems: compact ? undefined : { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mb: 0.5 }}>
            <Typography variant="overline" sx={{ lineHeight: 1.5, fontWeight: 700 }}>
              {keyVote.billId}
            </Typography>
            <OrganizationPositionBadge position={keyVote.organizationPosition} />
          </Stack>
          <Link component={RouterLink} to={`/key-votes/${keyVote.id}`} variant="subtitle1" sx={{ fontWeight: 600, display: 'block' }}>
            {keyVote.title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {keyVote.congressNumber}th Congress · {keyVote.voteDate ? formatCardDate(keyVote.voteDate) : 'No vote date'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {action}
          <Chip size="small" variant="outlined" label={`Outcome: ${keyVote.outcome || 'Pending'}`} />
          <KeyVoteLikeButton keyVote={keyVote} />
        </Stack>
      </Stack>
    </Paper>
  );
}
