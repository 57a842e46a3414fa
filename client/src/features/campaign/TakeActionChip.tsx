import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';

/** On a key vote's dashboard card: straight to its open campaign. */
export function TakeActionChip({ keyVote }: { keyVote: { id: string; campaign: { id: string; status: string } | null } }) {
  if (!keyVote.campaign) return null;
  return (
    <Button component={RouterLink} to={`/key-votes/${keyVote.id}/take-action`} variant="contained" size="small">
      Take action
    </Button>
  );
}
