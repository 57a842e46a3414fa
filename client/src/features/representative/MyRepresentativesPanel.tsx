import { lazy, memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyAddressQuery, useMyRepresentativesQuery, type AddressForm_AddressFragment } from './representative.generated';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { ConnectionIssues, formatLongDate, gqlCode } from '../legislator/shared';
import { DistrictChoice } from './DistrictChoice';
import { RepresentativeCard } from './RepresentativeCard';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { LazyPart } from '../../components/LazyPart';

// Most members have saved their address and see their representatives: the form (and the text
// field modules it is made of, ~8 KB gzip) loads only when it is shown (npm run budget).
const AddressForm = lazy(() => import('./AddressForm').then((m) => ({ default: m.AddressForm })));

/** SPEC §4 Address save / §9: the panel refreshes 1000 ms after a save. */
export const ADDRESS_REFETCH_MS = 1000;

// By the panel's width, not the window's (the dashboard puts it in a side column on wide screens).
const listSx = { p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: '1fr', '@container (min-width: 560px)': { gridTemplateColumns: 'repeat(2, 1fr)' } } as const;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The address form's shape while its code loads: the same rows, so nothing moves when it arrives. */
function AddressFormSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading the address form">
      <Skeleton variant="rounded" height={56} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr', '@container (min-width: 400px)': { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Box>
      <Skeleton variant="rounded" height={79} />
      <Skeleton variant="rounded" height={37} width={130} sx={{ alignSelf: 'flex-end' }} />
    </Stack>
  );
}

/**
 * The form in its lazy part. Memoized, with stable callbacks: on a page the gateway drew, the part
 * hydrates when its code arrives, and if it received new props before that React would redraw it
 * from its fallback (the form the member sees, and may be typing in, would blink into the skeleton)
 * — while the panel re-renders as its queries settle.
 */
const AddressFormPart = memo(function AddressFormPart({ address, onSaved, onCancel }: { address: AddressForm_AddressFragment | null | undefined; onSaved(): void; onCancel?: () => void }) {
  return (
    <LazyPart fallback={<AddressFormSkeleton />}>
      <AddressForm key={address?.updatedAt ?? 'new'} address={address} onSaved={onSaved} onCancel={onCancel} />
    </LazyPart>
  );
});

/** SPEC §2.3 Dashboard: My Representatives, with the Address form inside. */
export function MyRepresentativesPanel() {
  const address = useSlicedFirstData(useMyAddressQuery({ fetchPolicy: 'cache-and-network' }));
  // Drawn on the server (a member page the gateway draws), the representatives are asked for only
  // once the address is known to be saved: without one the answer is an error, which the browser
  // could not be handed, and the page would not be drawn there. The browser asks for both at once.
  const noAddressSaved = address.data !== undefined && !address.data.myAddress;
  const reps = useSlicedFirstData(
    useMyRepresentativesQuery({
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: true,
      skip: import.meta.env.SSR && (address.data === undefined || noAddressSaved),
    }),
  );
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // Apollo's refetch is one function per query for its whole life: onSaved stays the same too.
  const refetchReps = reps.refetch;
  const onSaved = useCallback(() => {
    setSaved(true);
    setEditing(false);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void refetchReps().catch(() => undefined);
    }, ADDRESS_REFETCH_MS);
  }, [refetchReps]);
  const stopEditing = useCallback(() => setEditing(false), []);

  const data = reps.data?.myRepresentatives;
  const repsCode = gqlCode(reps.error);
  const noAddress = !data && (repsCode === 'NOT_FOUND' || (noAddressSaved && !reps.error));
  const addressLoadProblem = address.error
    ? gqlCode(address.error) === 'INTERNAL_SERVER_ERROR'
      ? MESSAGES.ADDRESS_LOAD_SERVER_ERROR
      : isConnectionError(address.error)
        ? null
        : MESSAGES.ADDRESS_LOAD_FAILED
    : null;

  const form = (onCancel?: () => void) => (
    <>
      {addressLoadProblem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {addressLoadProblem}
        </Alert>
      )}
      <AddressFormPart address={address.data?.myAddress} onSaved={onSaved} onCancel={onCancel} />
    </>
  );

  let body: ReactNode;
  // The form first: with no address saved there is nothing to wait for.
  if (noAddress)
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Enter your address to see your representative and senators.
        </Typography>
        {form()}
      </>
    );
  else if (!data && reps.loading)
    body = (
      <Stack spacing={1.5} role="status" aria-label="Loading your representatives">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  else if (!data && reps.error && isConnectionError(reps.error)) body = <ConnectionIssues onRetry={() => void reps.refetch().catch(() => undefined)} />;
  else if (!data && reps.error)
    body = (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          {repsCode === 'INTERNAL_SERVER_ERROR' || repsCode === 'BAD_USER_INPUT'
            ? MESSAGES.REPRESENTATIVES_SERVER_ERROR
            : `Failed to fetch your representatives: ${reps.error.message}`}
        </Alert>
        {form()}
      </>
    );
  else if (!data) body = <Alert severity="error">{MESSAGES.REPRESENTATIVES_NO_DATA}</Alert>;
  else if (editing) body = form(stopEditing);
  else
    body = (
      <Stack spacing={2}>
        {data.notice && (
          <Alert severity={data.uncertain ? 'warning' : 'info'} role="note">
            {data.notice}
          </Alert>
        )}
        <DistrictChoice data={data} />
        <Group title="Senators">
          {data.senators.length ? (
            <Box component="ul" sx={listSx} aria-label="Senators">
              {data.senators.map((p) => (
                <RepresentativeCard key={p.id} person={p} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">No senators for this address.</Typography>
          )}
        </Group>
        {/* While a split ZIP code waits for the member's choice, the candidates above show each representative. */}
        {!data.needsChoice && (
          <Group title={data.representatives.length > 1 ? 'Representatives' : 'Representative'}>
            {data.representatives.length ? (
              <Box component="ul" sx={listSx} aria-label="Representatives">
                {data.representatives.map((p) => (
                  <RepresentativeCard key={p.id} person={p} />
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">No representative found for this address.</Typography>
            )}
          </Group>
        )}
        <Typography variant="caption" color="text.secondary">
          {data.congress ? `${data.congress}th Congress` : 'Congress unknown'}
          {data.dataUpdatedAt ? ` · data as of ${formatLongDate(data.dataUpdatedAt.slice(0, 10))}` : ''}
          {address.data?.myAddress ? ` · for ${address.data.myAddress.city}, ${address.data.myAddress.state} ${address.data.myAddress.zipCode}` : ''}
        </Typography>
      </Stack>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-reps-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography id="my-reps-title" variant="h5" component="h2">
          My Representatives
        </Typography>
        {data && !editing && (
          <Button size="small" onClick={() => setEditing(true)}>
            Change address
          </Button>
        )}
      </Stack>
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
          {MESSAGES.ADDRESS_SAVED}
        </Alert>
      )}
      {body}
    </Paper>
  );
}
