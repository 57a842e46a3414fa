import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '../app-navigation';
import { brand } from '../brand';
import { focusRingOnDark } from '../theme';
import { BrandMark } from './BrandMark';

const footerLinks = [
  { label: 'About the portal', to: '/about' },
  { label: 'Become a member', to: '/signup' },
  { label: 'Browse stories', to: '/stories' },
  { label: 'Key votes', to: '/key-votes' },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'rgba(255,255,255,0.8)', py: { xs: 5, md: 6 }, '--focus-ring': focusRingOnDark }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 420 }}>
            <BrandMark tone="light" />
            <Typography variant="body2" sx={{ mt: 2 }}>
              {brand.tagline}
            </Typography>
          </Box>
          <Box component="nav" aria-label="Footer">
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link component={AppLink} to={link.to} sx={{ color: '#FFFFFF' }}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(255,255,255,0.14)', color: 'rgba(255,255,255,0.66)' }}>
          © {new Date().getFullYear()} {brand.organisationName}. Member-supported, member-powered.
        </Typography>
      </Container>
    </Box>
  );
}
