import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ALL_ROLES, ROLE_LABELS, ROLE_POWERS } from './roles';

/** The admin screen's "What each role may do" (issue #58 item 2): what Admin adds to Staff is visible before anyone grants it. */
export function RolePowers() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="admin-role-powers-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="admin-role-powers-heading" variant="h6" component="h2" gutterBottom>
        What each role may do
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1.25 }, '& dt:first-of-type': { mt: 0 }, '& dd': { m: 0, color: 'text.secondary' } }}>
        {ALL_ROLES.map((role) => (
          <Box key={role} sx={{ display: 'contents' }}>
            <dt>{ROLE_LABELS[role]}</dt>
            <dd>{ROLE_POWERS[role]}</dd>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
