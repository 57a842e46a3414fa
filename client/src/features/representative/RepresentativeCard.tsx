import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NoWrap } from '../../components/NoWrap';
import type { RepresentativeCard_RepresentativeFragment } from './representative.generated';
import { formatLongDate, LegislatorAvatar, PartyBadge } from '../legislator/shared';

export function RepresentativeCard({ person }: { person: RepresentativeCard_RepresentativeFragment }) {
  const seat =
    person.role === 'Senator' || person.district === null || person.district === undefined
      ? person.state
      : person.district === 0
        ? `${person.state} at-large`
        : `${person.state}-${person.district}`;
  return (
    <Paper variant="outlined" component="li" aria-label={person.name.full} sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack direction="row" spacing={1.5}>
        <LegislatorAvatar name={person.name.full} photo={person.photo} party={person.party} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{person.name.full}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {person.role} · <NoWrap>{seat}</NoWrap>
            </Typography>
            <PartyBadge party={person.party} />
          </Stack>
          <Typography variant="caption" color="text.secondary" component="div">
            Term: {formatLongDate(person.term.start)} – {formatLongDate(person.term.end)}
          </Typography>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {person.phone && (
              <Link variant="body2" href={`tel:${person.phone}`}>
                {person.phone}
              </Link>
            )}
            {person.url && (
              <Link variant="body2" href={person.url} target="_blank" rel="noopener noreferrer">
                Website
              </Link>
            )}
            {person.contactForm && (
              <Link variant="body2" href={person.contactForm} target="_blank" rel="noopener noreferrer">
                Contact form
              </Link>
            )}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
