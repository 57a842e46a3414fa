import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSession } from './session';

/**
 * The role lookup failed: say so and offer a retry. Nothing is granted meanwhile (SPEC §6's
 * client-side fallbacks are deliberately not implemented: docs/decisions/0004-roles-come-from-the-server.md).
 */
export function RolesBanner() {
  const { user, rolesError, retryRoles } = useSession();
  if (!user || !rolesError) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={retryRoles} sx={{ whiteSpace: 'nowrap' }}>
          Try again
        </Button>
      }
    >
      We could not load your roles, so staff and admin areas are hidden for now.
    </Alert>
  );
}
