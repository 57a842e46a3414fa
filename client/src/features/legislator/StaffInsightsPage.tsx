import { NoWrap } from '../../components/NoWrap';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStaffInsightsQuery } from './legislator.generated';
import { useSession } from '../../app/session';
import { Page } from '../../components/Page';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { seatLabel } from './LegislatorCard';
import { ConnectionIssues, formatLongDate, isForbidden, LegislatorAvatar, PartyBadge } from './shared';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

export const STAFF_INSIGHTS_EMPTY = 'No legislators have staff commentary yet.';
export const STAFF_INSIGHTS_LOGGED_OUT = 'Please log in to view staff insights.';

const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } } as const;

/** SPEC §2.3 Staff insights (/staff-commentary): legislators that have staff commentary. */
export default function StaffInsightsPage() {
  const { user } = useSession();
  const { data, loading, error, refetch } = useSlicedFirstData(useStaffInsightsQuery({ skip: !user, fetchPolicy: 'cache-and-network' }));
  const items = data?.staffCommentaries ?? null;

  let body;
  if (!user) body = <Alert severity="info">{STAFF_INSIGHTS_LOGGED_OUT}</Alert>;
  else if (error && isForbidden(error)) body = <Alert severity="warning">{MESSAGES.STAFF_ONLY}</Alert>;
  else if (error && !items && isConnectionError(error)) body = <ConnectionIssues onRetry={() => void refetch().catch(() => undefined)} />;
  else if (error && !items) body = <Alert severity="error">{MESSAGES.LEGISLATOR_CONTENT_LOAD_FAILED}</Alert>;
  else if (loading && !items)
    body = (
      <Box sx={gridSx} role="status" aria-label="Loading staff insights">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={200} />
        ))}
      </Box>
    );
  else if (!items || items.length === 0) body = <Alert severity="info">{STAFF_INSIGHTS_EMPTY}</Alert>;
  else
    body = (
      <Box sx={gridSx} component="section" aria-label="Staff insights">
        {items.map((item) => {
          const l = item.legislator;
          const name = l?.fullName ?? 'Unknown legislator';
          return (
            <Card key={item.id} variant="outlined" component="article" aria-label={name} sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                  <LegislatorAvatar name={name} photo={l?.photo} party={l?.currentParty} size={56} />
                  <Stack spacing={0.5}>
                    <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2 }}>
                      {name}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <PartyBadge party={l?.currentParty} />
                      {l && <Typography variant="body2"><NoWrap>{seatLabel(l)}</NoWrap></Typography>}
                    </Stack>
                  </Stack>
                </Stack>
                {item.title && (
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {item.title}
                  </Typography>
                )}
                <Box sx={{ borderLeft: 4, borderColor: 'warning.main', bgcolor: 'action.hover', px: 2, py: 1.5, mt: 1, borderRadius: 1 }}>
                  <Typography variant="overline" color="text.secondary" component="div">
                    Staff commentary
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.staffCommentary ?? item.content}</Typography>
                </Box>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                  Last updated {formatLongDate(item.updatedAt)}
                </Typography>
              </CardContent>
              {l && (
                <CardActions>
                  <Button component={RouterLink} to={`/legislators/${l.id}`} size="small">
                    View legislator
                  </Button>
                </CardActions>
              )}
            </Card>
          );
        })}
      </Box>
    );

  return (
    <Page title="Staff Insights" subtitle="Internal staff commentary on legislators">
      {body}
    </Page>
  );
}
