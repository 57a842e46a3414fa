import { lazy, useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';
import { LazyPart } from '../../components/LazyPart';
import { Loading } from '../../components/Loading';
import { PanelSection } from '../../components/PanelSection';
import { DistrictChoice } from './DistrictChoice';
import { useMyAddressQuery, useMyRepresentativesQuery } from './representative.generated';

// Most members have saved their address: the form loads only when it is shown.
const AddressForm = lazy(() => import('./AddressForm').then((m) => ({ default: m.AddressForm })));

/**
 * The steps a page that works from the member's own legislators (take action, my legislators)
 * shows first when the server says it needs them: the address, then for a ZIP code split between
 * districts the district. `idPrefix` names the sections' headings on that page.
 */
export function AddressStep({ idPrefix, onSaved }: { idPrefix: string; onSaved(): void }) {
  const address = useMyAddressQuery({ fetchPolicy: 'cache-first' });
  return (
    <PanelSection title="First, your address" id={`${idPrefix}-address`}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        We find your own representative and senators from your address. It is saved with your profile and used for nothing else.
      </Typography>
      <LazyPart fallback={<Loading height={260} label="Loading the address form" />}>
        <AddressForm address={address.data?.myAddress} onSaved={onSaved} />
      </LazyPart>
    </PanelSection>
  );
}

/** A split ZIP code: the existing district choice; `onChosen` once the member has chosen (the page then asks the server again). */
export function DistrictStep({ idPrefix, onChosen }: { idPrefix: string; onChosen(): void }) {
  const reps = useMyRepresentativesQuery({ fetchPolicy: 'cache-and-network' });
  const data = reps.data?.myRepresentatives;
  const chosen = data?.chosenDistrict ?? null;
  const first = useRef(chosen);
  useEffect(() => {
    if (chosen !== first.current) onChosen();
  }, [chosen, onChosen]);
  return (
    <PanelSection title="Which district is yours?" id={`${idPrefix}-district`}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your ZIP code is split between congressional districts. Choose yours so we can show your own representative.
      </Typography>
      {data ? <DistrictChoice data={data} /> : <Loading height={160} label="Loading your districts" />}
    </PanelSection>
  );
}
