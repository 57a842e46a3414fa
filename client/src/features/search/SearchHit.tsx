import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCalendarDay, formatShortDate } from '../../components/dates';
import type { SearchHit_EdgeFragment } from './search.generated';
import { Highlighted } from './Highlighted';

const POSITIONS: Record<string, string> = { SUPPORT: 'We support', OPPOSE: 'We oppose', OTHER: 'Our position: other' };

/** The line above a hit's title: what it is and when, from its own fields. */
function meta(edge: SearchHit_EdgeFragment): string {
  const n = edge.node;
  switch (n.__typename) {
    case 'Story':
      return ['Story', n.visibility === 'PRIVATE' ? 'Private' : null, formatShortDate(n.createdAt)].filter(Boolean).join(' · ');
    case 'Article':
      return ['Article', n.publication, formatShortDate(n.publishedAt ?? n.submittedAt)].filter(Boolean).join(' · ');
    case 'Commentary':
      return ['Commentary', n.displayName, formatShortDate(n.createdAt)].filter(Boolean).join(' · ');
    case 'KeyVote':
      return ['Key vote', n.billId, n.voteDate ? formatCalendarDay(n.voteDate, 'short') : null, POSITIONS[n.organizationPosition]].filter(Boolean).join(' · ');
    case 'Legislator':
      return [n.role ?? 'Legislator', n.currentParty, n.state].filter(Boolean).join(' · ');
    default:
      return '';
  }
}

/** One search hit: what it is, its title (the link) with the matched words marked, and its snippet. */
export function SearchHit({ edge }: { edge: SearchHit_EdgeFragment }) {
  const isCommentary = edge.node.__typename === 'Commentary';
  const title = <Highlighted parts={edge.title} />;
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5, fontWeight: 600, letterSpacing: 0.2 }}>
        {meta(edge)}
      </Typography>
      {edge.context && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          On: {edge.context}
        </Typography>
      )}
      {edge.url ? (
        <Link
          component={RouterLink}
          to={edge.url}
          variant={isCommentary ? 'body1' : 'subtitle1'}
          underline="hover"
          sx={{ fontWeight: isCommentary ? 400 : 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {title}
        </Link>
      ) : (
        <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      )}
      {edge.snippet.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <Highlighted parts={edge.snippet} />
        </Typography>
      )}
    </Paper>
  );
}
