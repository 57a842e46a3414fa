import { NoWrap } from '../../components/NoWrap';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CreateFab } from '../../components/CreateFab';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLegislatorPageQuery, type LegislatorTermRow_TermFragment } from '../../__generated__/graphql';
import { useSession } from '../../app/session';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { Page } from '../../components/Page';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { seatLabel } from './LegislatorCard';
import { ConnectionIssues, formatLongDate, gqlCode, isForbidden, LegislatorAvatar, PartyBadge } from './shared';

const termType = (type: string) => (type.toLowerCase() === 'sen' ? 'Senator' : 'Representative');
const termSeat = (t: LegislatorTermRow_TermFragment) =>
  t.district === null || t.district === undefined ? t.state : t.district === 0 ? `${t.state} (at-large)` : `${t.state}-${t.district}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
    </Box>
  );
}

const fieldsGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const;

/** SPEC §2.3 Legislator detail (/legislators/:legislatorId). */
export default function LegislatorDetailPage() {
  const { legislatorId = '' } = useParams();
  const { user, isStaff } = useSession();
  const { data, loading, error, refetch } = useLegislatorPageQuery({ variables: { id: legislatorId }, fetchPolicy: 'cache-and-network' });
  const back = (
    <Button component={RouterLink} to="/legislators" size="small">
      ← Back to legislators
    </Button>
  );

  const l = data?.legislator;
  if (!l) {
    let content: ReactNode;
    if (loading) content = <Skeleton variant="rounded" height={320} role="status" aria-label="Loading legislator" />;
    else if (error && isForbidden(error)) content = <LoadProblem kind="not-allowed" message={MESSAGES.STAFF_ONLY} back={{ to: '/dashboard', label: 'Go to your dashboard' }} />;
    else if (error && isConnectionError(error)) content = <ConnectionIssues onRetry={() => void refetch().catch(() => undefined)} />;
    else if (error && problemKind(gqlCode(error)) === 'failed')
      content = (
        <LoadProblem
          kind="failed"
          message={MESSAGES.LEGISLATOR_DETAILS_LOAD_FAILED}
          onRetry={() => void refetch().catch(() => undefined)}
          back={{ to: '/legislators', label: 'Back to legislators' }}
        />
      );
    else content = <LoadProblem kind="not-found" message="Legislator not found." back={{ to: '/legislators', label: 'Back to legislators' }} />;
    return (
      <Page title="Legislator" actions={back}>
        {content}
      </Page>
    );
  }

  const name = [l.firstName, l.middleName, l.lastName].filter(Boolean).join(' ') + (l.suffix ? `, ${l.suffix}` : '');
  const term = l.currentTerm;
  const previous = l.terms.length > 1 ? [...l.terms].sort((a, b) => b.startDate.localeCompare(a.startDate)) : [];
  const commentary = l.staffCommentary;

  return (
    <Page title={name} actions={back} maxWidth={1000}>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <LegislatorAvatar name={l.fullName} photo={l.photo} party={l.currentParty} size={112} />
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <PartyBadge party={l.currentParty} />
                <Typography>
                  {term ? termType(term.type) : (l.role ?? 'Legislator')} · <NoWrap>{seatLabel(l)}</NoWrap>
                </Typography>
              </Stack>
              {l.leadershipRole && <Chip label={l.leadershipRole} variant="outlined" sx={{ alignSelf: 'flex-start' }} />}
              {l.alignment.percent !== null && l.alignment.percent !== undefined && (
                <Typography color="text.secondary">
                  Voted with the organization's position on {Math.round(l.alignment.percent)}% of key votes ({l.alignment.agreed} of{' '}
                  {l.alignment.counted})
                </Typography>
              )}
            </Stack>
          </Stack>
        </Paper>

        {term && (
          <Section title="Current Term">
            <Box sx={fieldsGrid}>
              <Field label="Role" value={termType(term.type)} />
              <Field label="State" value={<NoWrap>{termSeat(term)}</NoWrap>} />
              <Field label="Party" value={term.party} />
              <Field label="Start date" value={formatLongDate(term.startDate)} />
              <Field label="End date" value={formatLongDate(term.endDate)} />
              <Field label="Office" value={term.office} />
              <Field label="Phone" value={term.phone && <Link href={`tel:${term.phone}`}>{term.phone}</Link>} />
              <Field
                label="Website"
                value={
                  term.url && (
                    <Link href={term.url} target="_blank" rel="noopener noreferrer">
                      {term.url}
                    </Link>
                  )
                }
              />
            </Box>
          </Section>
        )}

        <Section title="Personal Information">
          <Box sx={fieldsGrid}>
            <Field label="Gender" value={l.gender ? (l.gender === 'M' ? 'Male' : 'Female') : null} />
            <Field label="Birthday" value={l.birthday ? formatLongDate(l.birthday) : null} />
            <Field label="Bioguide ID" value={l.bioguideId} />
          </Box>
        </Section>

        <Section title="Committees">
          {l.committees.length === 0 ? (
            <Typography color="text.secondary">No committee assignments.</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 1 } }}>
              {l.committees.map((c) => (
                <Box component="li" key={c.id}>
                  <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                  {c.subcommittee && <Typography variant="body2">Subcommittee: {c.subcommittee}</Typography>}
                  {c.title && (
                    <Typography variant="body2" color="text.secondary">
                      {c.title}
                    </Typography>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </Section>

        {user && (
          <Section title="Staff Commentary">
            {commentary ? (
              <Box sx={{ borderLeft: 4, borderColor: 'warning.main', bgcolor: 'warning.50', pl: 2, py: 1 }}>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{commentary.staffCommentary ?? commentary.content}</Typography>
                <Typography variant="caption" color="text.secondary">
                  Last updated {formatLongDate(commentary.updatedAt)}
                </Typography>
              </Box>
            ) : (
              <Typography color="text.secondary">No staff commentary yet.</Typography>
            )}
            {isStaff && (
              <Button component={RouterLink} to={`/staff/legislators/${l.id}/edit-commentary`} variant="contained" sx={{ mt: 2 }}>
                {commentary ? 'Edit Commentary' : 'Add Commentary'}
              </Button>
            )}
          </Section>
        )}

        {previous.length > 0 && (
          <Section title="Previous Terms">
            <TableContainer>
              <Table size="small" aria-label="Previous terms">
                <TableHead>
                  <TableRow>
                    <TableCell>Role</TableCell>
                    <TableCell>State</TableCell>
                    <TableCell>Party</TableCell>
                    <TableCell>Start</TableCell>
                    <TableCell>End</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {previous.map((t) => (
                    <TableRow key={t.id}>
                      <TableCell>{termType(t.type)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{termSeat(t)}</TableCell>
                      <TableCell>{t.party ?? '—'}</TableCell>
                      <TableCell>{formatLongDate(t.startDate)}</TableCell>
                      <TableCell>{formatLongDate(t.endDate)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Section>
        )}
      </Stack>
      <CreateFab context="legislator" contextId={legislatorId} />
    </Page>
  );
}
