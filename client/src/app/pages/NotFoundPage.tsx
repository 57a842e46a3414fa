import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppLink } from '../app-navigation';
import { usePageTitle } from '../../components/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography variant="overline" color="secondary.dark" component="p">
        Error 404
      </Typography>
      <Typography variant="h2" component="h1" gutterBottom>
        Page not found.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you were looking for isn't here. It may have moved, or the link may be mistyped.
      </Typography>
      <Button component={AppLink} to="/" variant="contained" size="large">
        Back to the home page
      </Button>
    </Box>
  );
}

export default NotFoundPage;
