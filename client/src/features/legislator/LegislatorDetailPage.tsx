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
import { useLegislatorPageQuery, type LegislatorPageQuery, type LegislatorTermRow_TermFragment } from './legislator.generated';
import { useSession } from '../../app/session';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { Page } from '../../components/Page';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { seatLabel } from './LegislatorCard';
import { ConnectionIssues, formatLongDate, gqlCode, isForbidden, LegislatorAvatar, PartyBadge } from './shared';
import { groupCommittees } from './committees';
import { StaffCommentarySection } from './StaffCommentarySection';
import { OrganizationPositionBadge, VotePositionChip } from '../key-vote/KeyVoteBits';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

const termType = (type: string) => (type.toLowerCase() === 'sen' ? 'Senator' : 'Representative');
const termSeat = (t: LegislatorTermRow_TermFragment) =>
  t.district === null || t.district === undefined ? t.state : t.district === 0 ? `${t.state} (at-large)` : `${t.state}-${t.district}`;

function Section({ title, children, highlight = false }: { title: string; children: ReactNode; highlight?: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, ...(highlight ? { borderColor: 'warning.main', borderWidth: 2 } : {}) }}>
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

/**
 * SPEC §2.3 Legislator detail (/legislators/:legislatorId), laid out for reading (issue #15 item 6):
 * staff commentary first (edited in place), then the current term and how to reach them, their
 * positions on the key votes with agreement, committees grouped with their subcommittees, personal
 * information and the previous terms (the current one left out), newest first.
 */
export default function LegislatorDetailPage() {
  const { legislatorId = '' } = useParams();
  const { user, isStaff } = useSession();
  const { data, loading, error, refetch } = useSlicedFirstData(useLegislatorPageQuery({ variables: { id: legislatorId }, fetchPolicy: 'cache-and-network' }));
  const back = (
    <Button component={RouterLink} to="/legislators" size="small">
      ← Back to legislators
    </Button>
  );

  const l = data?.legislator;
  if (!l) {
    let title = 'Legislator';
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
    else {
      title = 'Legislator not found';
      content = (
        <LoadProblem
          kind="not-found"
          message={`No legislator has the id “${legislatorId}”. They may have left Congress before the last import, or the link is mistyped.`}
          back={{ to: '/legislators', label: 'Back to legislators' }}
        />
      );
    }
    return (
      <Page title={title} actions={back}>
        {content}
      </Page>
    );
  }

  const name = [l.firstName, l.middleName, l.lastName].filter(Boolean).join(' ') + (l.suffix ? `, ${l.suffix}` : '');
  const term = l.currentTerm;
  const previous = l.terms.filter((t) => t.id !== term?.id).sort((a, b) => b.startDate.localeCompare(a.startDate));
  const committees = groupCommittees(l.committees);

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

        {user && (
          <Section title="Staff Commentary" highlight>
            <StaffCommentarySection legislatorId={l.id} commentary={l.staffCommentary} canEdit={isStaff} />
          </Section>
        )}

        {term && (
          <Section title="Current Term and Contact">
            <Box sx={fieldsGrid}>
              <Field label="Role" value={termType(term.type)} />
              <Field label="State" value={<NoWrap>{termSeat(term)}</NoWrap>} />
              <Field label="Party" value={term.party} />
              <Field label="Term" value={`${formatLongDate(term.startDate)} – ${formatLongDate(term.endDate)}`} />
              <Field label="Office" value={term.address ?? term.office} />
              <Field label="Phone" value={term.phone && <Link href={`tel:${term.phone}`}>{term.phone}</Link>} />
              <Field
                label="Website"
                value={
                  term.url && (
                    <Link href={term.url} target="_blank" rel="noopener noreferrer">
                      {term.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                    </Link>
                  )
                }
              />
              <Field
                label="Contact form"
                value={
                  term.contactForm && (
                    <Link href={term.contactForm} target="_blank" rel="noopener noreferrer">
                      Write to their office
                    </Link>
                  )
                }
              />
            </Box>
          </Section>
        )}

        <Section title="Key Votes">
          <KeyVotePositions alignment={l.alignment} />
        </Section>

        <Section title="Committees">
          {committees.length === 0 ? (
            <Typography color="text.secondary">No committee assignments.</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 1.5 } }}>
              {committees.map((c) => (
                <Box component="li" key={c.name}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>
                      {c.name}
                    </Typography>
                    {c.title && <Chip size="small" color="primary" label={c.title} />}
                    {!c.member && <Chip size="small" variant="outlined" label="Subcommittees only" />}
                  </Stack>
                  {c.subcommittees.length > 0 && (
                    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', pl: 2, m: 0, mt: 0.75, borderLeft: 2, borderColor: 'divider' }}>
                      {c.subcommittees.map((sc) => (
                        <Stack component="li" key={sc.id} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                          <Typography variant="body2">{sc.name}</Typography>
                          {sc.title && <Chip size="small" variant="outlined" color="primary" label={sc.title} />}
                        </Stack>
                      ))}
                    </Stack>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </Section>

        <Section title="Personal Information">
          <Box sx={fieldsGrid}>
            <Field label="Gender" value={l.gender ? (l.gender === 'M' ? 'Male' : 'Female') : null} />
            <Field label="Birthday" value={l.birthday ? formatLongDate(l.birthday) : null} />
            <Field label="Bioguide ID" value={l.bioguideId} />
          </Box>
        </Section>

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
      <CreateFab context="legislator" contextId={l.id} />
    </Page>
  );
}

type Alignment = NonNullable<LegislatorPageQuery['legislator']>['alignment'];

const AGREEMENT = (agrees: boolean | null | undefined) =>
  agrees === true ? { label: 'Agreed', color: 'success' as const } : agrees === false ? { label: 'Disagreed', color: 'error' as const } : { label: 'Not counted', color: 'default' as const };

/** The legislator's recorded position on each key vote, against the organization's (support → Yea, oppose → Nay). */
function KeyVotePositions({ alignment }: { alignment: Alignment }) {
  if (alignment.votes.length === 0) return <Typography color="text.secondary">No recorded votes on the organization’s key votes yet.</Typography>;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {alignment.counted
          ? `Agreed on ${alignment.agreed} of ${alignment.counted} counted key votes. Present, not voting and positions of “other” are not counted.`
          : 'None of these votes counts toward agreement yet (present, not voting, or a position of “other”).'}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Positions on key votes">
          <TableHead>
            <TableRow>
              <TableCell>Key vote</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Organization</TableCell>
              <TableCell>Voted</TableCell>
              <TableCell>Agreement</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {alignment.votes.map((v) => {
              const a = AGREEMENT(v.agrees);
              return (
                <TableRow key={v.keyVoteId}>
                  <TableCell sx={{ minWidth: 180 }}>
                    <Link component={RouterLink} to={`/key-votes/${v.keyVoteId}`}>
                      {v.title}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {v.billId}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{v.voteDate ? formatLongDate(v.voteDate) : '—'}</TableCell>
                  <TableCell>
                    <OrganizationPositionBadge position={v.organizationPosition} />
                  </TableCell>
                  <TableCell>
                    <VotePositionChip position={v.position} />
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={a.label} color={a.color} variant={a.color === 'default' ? 'outlined' : 'filled'} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
