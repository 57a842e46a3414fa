import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';

/**
 * What a screen that threw while rendering shows instead (app/RouteErrorBoundary.tsx), including a
 * page bundle that failed to download after a deploy. Offers a reload rather than a blank screen.
 */
export function RouteErrorPage() {
  usePageTitle('Something went wrong');
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Something went wrong.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This page could not be shown. Reloading usually fixes it; if it doesn't, please try again in a few minutes.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <Button component={RouterLink} to="/" reloadDocument variant="outlined">
          Go to the home page
        </Button>
      </Stack>
    </Box>
  );
}
