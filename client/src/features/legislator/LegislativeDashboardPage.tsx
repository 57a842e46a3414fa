import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import { useHealthQuery } from '../../app/health.generated';
import { useLegislativeDashboardQuery, useLegislatorAlignmentsQuery } from './legislator.generated';
import { CollapsibleFilters } from '../../components/CollapsibleFilters';
import { Page } from '../../components/Page';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { LegislatorCard } from './LegislatorCard';
import { ConnectionIssues, isForbidden, partyColors } from './shared';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

const PARTIES = ['Republican', 'Democrat', 'Independent'] as const;
const SORTS = { name: 'Name', high: 'Alignment, highest first', low: 'Alignment, lowest first' } as const;
type Sort = keyof typeof SORTS;
/** Cards rendered per step: the full import is ≈540 legislators. */
export const CARDS_PER_STEP = 60;

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** SPEC §2.3 Staff legislative dashboard (/staff/legislative-dashboard and /legislators). */
export default function LegislativeDashboardPage() {
  const health = useHealthQuery({ fetchPolicy: 'network-only', pollInterval: 30_000 });
  const online = !health.error && health.data?.health.status === 'ok';
  const { data, loading, error, refetch } = useSlicedFirstData(useLegislativeDashboardQuery({ fetchPolicy: 'cache-and-network' }));

  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [party, setParty] = useState('');
  const [hasCommentary, setHasCommentary] = useState(false);
  const [debug, setDebug] = useState(false);
  const [sort, setSort] = useState<Sort>('name');
  const alignments = useLegislatorAlignmentsQuery({ fetchPolicy: 'cache-and-network' });
  const alignmentOf = useMemo(
    () => new Map((alignments.data?.legislators ?? []).map((l) => [l.id, l.congressAlignment])),
    [alignments.data],
  );

  const [visible, setVisible] = useState(CARDS_PER_STEP);
  useEffect(() => setVisible(CARDS_PER_STEP), [search, state, party, hasCommentary, debug, sort]);

  const legislators = data?.legislators ?? null;
  const states = useMemo(
    () => [...new Set((legislators ?? []).map((l) => l.state).filter((s): s is string => Boolean(s)))].sort(),
    [legislators],
  );
  const shown = useMemo(() => {
    if (!legislators) return [];
    if (debug) return legislators;
    const q = search.trim().toLowerCase();
    const filtered = legislators.filter(
      (l) =>
        (!q || l.fullName.toLowerCase().includes(q)) &&
        (!state || l.state === state) &&
        (!party || (l.currentParty ?? '').toLowerCase().startsWith(party.toLowerCase())) &&
        (!hasCommentary || Boolean(l.hasStaffCommentary)),
    );
    if (sort === 'name') return filtered;
    // Stable: equal alignments keep the name order; nothing counted goes last either way.
    const sign = sort === 'high' ? -1 : 1;
    const p = (id: string) => alignmentOf.get(id)?.percent ?? null;
    return [...filtered].sort((a, b) => {
      const pa = p(a.id);
      const pb = p(b.id);
      if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
      return sign * (pa - pb);
    });
  }, [legislators, debug, search, state, party, hasCommentary, sort, alignmentOf]);

  const retry = () => void refetch().catch(() => undefined);

  let body;
  if (error && isForbidden(error)) body = <Alert severity="warning">{MESSAGES.STAFF_ONLY}</Alert>;
  else if (error && !legislators && isConnectionError(error)) body = <ConnectionIssues onRetry={retry} />;
  else if (error && !legislators) body = <Alert severity="error">{MESSAGES.LEGISLATOR_DATA_LOAD_FAILED}</Alert>;
  else if (loading && !legislators)
    body = (
      <Box sx={gridSx} role="status" aria-label="Loading legislators">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={140} />
        ))}
      </Box>
    );
  else if (shown.length === 0) body = <Alert severity="info">{MESSAGES.LEGISLATORS_EMPTY}</Alert>;
  else
    body = (
      <Box sx={gridSx} component="section" aria-label="Legislators">
        {shown.slice(0, visible).map((l) => (
          <LegislatorCard key={l.id} legislator={l} alignment={alignmentOf.get(l.id)} />
        ))}
      </Box>
    );
  const more = shown.length > visible && (
    <Stack sx={{ mt: 3, alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setVisible((v) => v + CARDS_PER_STEP)}>
        Show more ({shown.length - visible} more)
      </Button>
    </Stack>
  );

  return (
    <Page
      title="Legislative Dashboard"
      subtitle={legislators ? `${shown.length} of ${legislators.length} legislators` : undefined}
      actions={
        <Chip
          role="status"
          label={health.loading && !health.data ? 'Checking backend…' : online ? 'Backend online' : 'Backend offline'}
          color={online ? 'success' : health.loading && !health.data ? 'default' : 'error'}
          variant="outlined"
        />
      }
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="form" role="search" aria-label="Filter legislators" onSubmit={(e) => e.preventDefault()}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label="Search by name"
            type="search"
            size="small"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ minWidth: 220, flexGrow: 1 }}
          />
          <CollapsibleFilters activeCount={[state, party].filter(Boolean).length + (hasCommentary ? 1 : 0) + (debug ? 1 : 0) + (sort === 'name' ? 0 : 1)}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
              <FormControl size="small" sx={{ minWidth: 140 }}>
                <InputLabel id="leg-state-label">State</InputLabel>
                <Select labelId="leg-state-label" label="State" value={state} onChange={(e) => setState(e.target.value)}>
                  <MenuItem value="">All states</MenuItem>
                  {states.map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <FormControl size="small" sx={{ minWidth: 160 }}>
                <InputLabel id="leg-party-label">Party</InputLabel>
                <Select labelId="leg-party-label" label="Party" value={party} onChange={(e) => setParty(e.target.value)}>
                  <MenuItem value="">All parties</MenuItem>
                  {PARTIES.map((p) => (
                    <MenuItem key={p} value={p}>
                      <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: partyColors(p).bg, mr: 1 }} />
                      {p}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <FormControl size="small" sx={{ minWidth: 200 }}>
                <InputLabel id="leg-sort-label">Sort by</InputLabel>
                <Select labelId="leg-sort-label" label="Sort by" value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
                  {(Object.keys(SORTS) as Sort[]).map((s) => (
                    <MenuItem key={s} value={s}>
                      {SORTS[s]}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <FormControlLabel
                control={<Checkbox checked={hasCommentary} onChange={(e) => setHasCommentary(e.target.checked)} />}
                label="Has Staff Commentary"
              />
              <FormControlLabel control={<Switch checked={debug} onChange={(e) => setDebug(e.target.checked)} />} label="Debug mode" />
            </Stack>
          </CollapsibleFilters>
        </Stack>
        {debug && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Debug mode: filters are ignored; showing every legislator returned by the server.
          </Typography>
        )}
      </Paper>
      {error && legislators && isConnectionError(error) && <ConnectionIssues onRetry={retry} />}
      {body}
      {more}
    </Page>
  );
}
