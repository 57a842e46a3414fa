import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Page } from './Page';

/** A friendly stand-in for a screen whose feature has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'background.paper' }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <ConstructionIcon aria-hidden sx={{ fontSize: 44, color: 'secondary.dark' }} />
          <Typography variant="h5" component="p">
            This part of the portal is being built and will be ready soon.
          </Typography>
          <Link component={RouterLink} to="/about">
            See what the portal offers
          </Link>
        </Stack>
      </Paper>
    </Page>
  );
}

export default ComingSoon;
