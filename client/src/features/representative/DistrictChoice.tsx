import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyRepresentativesPanel_RepsFragment } from './representative.generated';
import { errorDetail } from '../../errors/classify';
import { RepresentativeCard } from './RepresentativeCard';
import { useChooseDistrict } from './useChooseDistrict';

/** 'NY‑8' with a non-breaking hyphen (it never wraps as 'NY-' / '8'); 'WY at-large' for district 0. */
export function districtLabel(state: string, district: number): string {
  return district === 0 ? `${state} at\u2011large` : `${state}\u2011${district}`;
}

/**
 * A ZIP code split between districts (issue #14 item 7): each candidate district with its
 * representative, and "This is my district". Once chosen, one line says so with a Change button.
 */
export function DistrictChoice({ data }: { data: MyRepresentativesPanel_RepsFragment }) {
  const [changing, setChanging] = useState(false);
  const [choose, { loading }] = useChooseDistrict();
  const [failure, setFailure] = useState<string | null>(null);
  if (data.candidates.length === 0) return null;

  const pick = async (district: number) => {
    setFailure(null);
    try {
      await choose(district);
      setChanging(false);
    } catch (error) {
      setFailure(errorDetail(error));
    }
  };

  if (data.chosenDistrict !== null && data.chosenDistrict !== undefined && !changing) {
    const state = data.candidates[0]!.state;
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          Your district: <strong style={{ whiteSpace: 'nowrap' }}>{districtLabel(state, data.chosenDistrict)}</strong> — you chose it because your ZIP code is split
          between {data.candidates.length} districts.
        </Typography>
        <Button size="small" onClick={() => setChanging(true)} sx={{ flexShrink: 0 }}>
          Change district
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="district-choice-title">
      <Typography id="district-choice-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        Which district is yours?
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Not sure? Your voter registration card, or your state&apos;s election office, lists your congressional district.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {failure}
        </Alert>
      )}
      <Box component="ul" aria-label="Candidate districts" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {data.candidates.map((c) => (
          <Paper component="li" key={c.district} variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>District {districtLabel(c.state, c.district)}</Typography>
            <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
              {c.representatives.length ? (
                c.representatives.map((p) => <RepresentativeCard key={p.id} person={p} />)
              ) : (
                <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none' }}>
                  No representative on record.
                </Typography>
              )}
            </Box>
            <Button
              variant={data.chosenDistrict === c.district ? 'contained' : 'outlined'}
              onClick={() => void pick(c.district)}
              disabled={loading}
              // WCAG 2.5.3: the name starts with the visible text, then says which district.
              aria-label={`This is my district: ${districtLabel(c.state, c.district)}`}
              sx={{ mt: 'auto', alignSelf: 'flex-start' }}
            >
              This is my district
            </Button>
          </Paper>
        ))}
      </Box>
      {changing && (
        <Button size="small" onClick={() => setChanging(false)} sx={{ mt: 1 }}>
          Keep {districtLabel(data.candidates[0]!.state, data.chosenDistrict ?? 0)}
        </Button>
      )}
    </Box>
  );
}
