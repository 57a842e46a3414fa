import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Role } from '../../__generated__/types';
import { ROLE_LABELS, roleNames, type RoleName } from './roles';

export const ROLE_COLORS: Record<RoleName, 'default' | 'primary' | 'secondary' | 'info'> = {
  USER: 'default',
  STAFF: 'info',
  ADMIN: 'primary',
  SUPER_ADMIN: 'secondary',
};

/** A member's roles as badges, in the fixed order (SPEC §2.3 admin user list). */
export function RoleBadges({ roles }: { roles: readonly Role[] | null | undefined }) {
  const sorted = roleNames(roles);
  if (sorted.length === 0) return <Typography variant="body2" color="text.secondary">No roles</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {sorted.map((role) => (
        <Chip key={role} label={ROLE_LABELS[role]} size="small" color={ROLE_COLORS[role]} variant={role === 'USER' ? 'outlined' : 'filled'} />
      ))}
    </Stack>
  );
}
