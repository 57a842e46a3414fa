import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyVoteTakeAction_KeyVoteFragment } from './campaign.generated';
import { LegislatorAvatar } from '../legislator/shared';
import { formatDateTime } from '../../components/dates';

/**
 * "You've contacted 2 of 3" (as campaign-words.ts writes it). Kept here, like the bar below, so the
 * key vote page carries no other module of the campaign screens (npm run budget).
 */
const progressSentence = (p: { contacted: number; total: number }) => `You\u2019ve contacted ${p.contacted} of ${p.total}`;

const ALIGNMENT_COLOR = { WITH_US: 'success', AGAINST_US: 'error', NO_VOTE: 'default', NO_POSITION: 'default', NOT_YET: 'default' } as const;
const ALIGNMENT_LABEL = { WITH_US: 'With us', AGAINST_US: 'Against us', NO_VOTE: 'No vote', NO_POSITION: 'Voted', NOT_YET: 'Not in yet' } as const;

/**
 * On a key vote's page: the entry to its Take action flow while a campaign is open (staff also
 * before it opens, as a preview; they get their campaign tools), and, once the member has
 * contacted their legislators, how each of them voted.
 */
export function TakeActionEntry({ keyVote, canManage }: { keyVote: KeyVoteTakeAction_KeyVoteFragment; canManage: boolean }) {
  const campaign = keyVote.campaign;
  const contacts = keyVote.myCampaignContacts ?? [];
  if (!campaign && !contacts.length && !canManage) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="take-action-title" sx={{ p: { xs: 2, sm: 3 }, borderColor: campaign ? 'primary.main' : undefined }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Typography id="take-action-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {campaign ? 'Take action' : 'Your calls and messages'}
        </Typography>
        {campaign?.preview && <Chip size="small" color="warning" label="Preview: not open yet" />}
      </Stack>
      {campaign && (
        <Stack spacing={1.5}>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{campaign.positionText}</Typography>
          {campaign.progress.total > 0 && (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {progressSentence(campaign.progress)}
              </Typography>
              <Box
                role="progressbar"
                aria-label={progressSentence(campaign.progress)}
                aria-valuemin={0}
                aria-valuemax={campaign.progress.total}
                aria-valuenow={campaign.progress.contacted}
                sx={{ mt: 0.5, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
              >
                <Box sx={{ width: `${Math.round((campaign.progress.contacted / campaign.progress.total) * 100)}%`, height: '100%', bgcolor: 'primary.main' }} />
              </Box>
            </Box>
          )}
          {campaign.closesAt && (
            <Typography variant="body2" color="text.secondary">
              Open until {formatDateTime(campaign.closesAt)}
            </Typography>
          )}
          <Box>
            <Button component={RouterLink} to={`/key-votes/${keyVote.id}/take-action`} variant="contained" size="large">
              {campaign.progress.complete ? 'See what you did' : campaign.progress.done > 0 ? 'Continue' : 'Take action'}
            </Button>
          </Box>
        </Stack>
      )}
      {contacts.length > 0 && (
        <Box sx={{ mt: campaign ? 2 : 0 }}>
          {campaign && (
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Your calls and messages
            </Typography>
          )}
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label="How the legislators you contacted voted">
            {contacts.map((c) => (
              <Stack key={c.id} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center', listStyle: 'none' }}>
                <LegislatorAvatar name={c.legislator.name.full} photo={c.legislator.photo} party={c.legislator.party} size={40} />
                <Typography sx={{ flexGrow: 1 }}>{c.sentence}</Typography>
                <Chip size="small" variant="outlined" color={ALIGNMENT_COLOR[c.alignment]} label={ALIGNMENT_LABEL[c.alignment]} />
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
      {canManage && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={`/key-votes/${keyVote.id}/campaign`} variant="outlined" size="small">
            {campaign ? 'Edit campaign' : 'Campaign'}
          </Button>
          <Button component={RouterLink} to={`/key-votes/${keyVote.id}/campaign/results`} variant="outlined" size="small">
            Campaign results
          </Button>
        </Stack>
      )}
      {!campaign && !contacts.length && canManage && (
        <Alert severity="info" sx={{ mt: 2 }}>
          No campaign is open on this key vote. Open one to ask members to call or write their own members of Congress.
        </Alert>
      )}
    </Paper>
  );
}
