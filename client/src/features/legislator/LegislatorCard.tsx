import { NoWrap } from '../../components/NoWrap';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LegislatorCard_LegislatorFragment } from './legislator.generated';
import { LegislatorAvatar, PartyBadge } from './shared';

export function seatLabel(l: Pick<LegislatorCard_LegislatorFragment, 'role' | 'state' | 'district'>): string {
  const state = l.state ?? '';
  if (l.role === 'Senator' || l.district === null || l.district === undefined) return state;
  return l.district === 0 ? `${state} (at-large)` : `${state}-${l.district}`;
}

/** A legislator card on the staff dashboard (SPEC §2.3): photo or initials, party and state, View Details. */
/** Alignment over the current Congress, as the staff list shows it (null while it loads). */
export interface CardAlignment {
  percent: number | null;
  agreed: number;
  counted: number;
}

export function LegislatorCard({ legislator, alignment }: { legislator: LegislatorCard_LegislatorFragment; alignment?: CardAlignment | null }) {
  return (
    <Card variant="outlined" component="article" aria-label={legislator.fullName} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <LegislatorAvatar name={legislator.fullName} photo={legislator.photo} party={legislator.currentParty} />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2 }}>
              {legislator.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {legislator.role ?? 'Legislator'} · <NoWrap>{seatLabel(legislator)}</NoWrap>
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              <PartyBadge party={legislator.currentParty} />
              {legislator.hasStaffCommentary && <Chip size="small" variant="outlined" color="secondary" label="Staff commentary" />}
            </Stack>
            {alignment && (
              <Typography variant="body2" data-testid="card-alignment">
                {alignment.percent === null ? 'Alignment: no key votes counted yet' : `Alignment: ${alignment.percent}% (${alignment.agreed} of ${alignment.counted})`}
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={`/legislators/${legislator.id}`} size="small" aria-label={`View Details: ${legislator.fullName}`}>
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}
