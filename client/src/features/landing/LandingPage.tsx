import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { AppLink } from '../../app/app-navigation';
import { brand } from '../../app/brand';
import { useSession } from '../../app/session-context';
import { focusRingOnDark } from '../../app/theme';
import { usePageTitle } from '../../components/usePageTitle';
import { iconBadge, promises } from './promises';

const steps = [
  { title: 'Join in a minute', body: 'Create your account with an email address and a password. Joining the portal is free.' },
  { title: 'Follow what matters to you', body: 'Pick the stories you want to keep up with and save your address to meet your legislators.' },
  { title: 'Speak up', body: 'Comment, vote on articles, share tips and propose changes to stories. Our staff read what members send.' },
];

/** The public front door (SPEC §1, §2.1). */
export function LandingPage() {
  usePageTitle();
  const { user } = useSession();
  const cta = user
    ? { to: '/stories', label: 'Browse the latest updates' }
    : { to: '/signup', label: 'Join the Alliance' };

  return (
    <>
      <Box
        component="section"
        aria-labelledby="landing-title"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          color: '#FFFFFF',
          background: 'linear-gradient(135deg, #0F2240 0%, #1B365D 55%, #274A7A 100%)',
          '--focus-ring': focusRingOnDark,
        }}
      >
        <Box aria-hidden sx={heroGlow} />
        <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 7, md: 12 } }}>
          <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="overline" component="p" sx={{ color: 'secondary.light' }}>
                {brand.organisationName} · {brand.productName}
              </Typography>
              <Typography id="landing-title" variant="h1" sx={{ mt: 1.5, mb: 2.5 }}>
                Stay close to the issues that shape your community.
              </Typography>
              <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255,255,255,0.85)', mb: 4, maxWidth: 560 }}>
                The Member Portal is where our members get the whole story: exclusive reporting from our policy team,
                updates the moment things move, and a direct line to the people doing the work.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
                <Button component={AppLink} to={cta.to} variant="contained" color="secondary" size="large" endIcon={<ArrowForwardIcon />}>
                  {cta.label}
                </Button>
                <Button
                  component={AppLink}
                  to="/about"
                  size="large"
                  variant="outlined"
                  sx={{ color: '#FFFFFF', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255,255,255,0.08)' } }}
                >
                  How it works
                </Button>
              </Stack>
              {!user && (
                <Typography sx={{ mt: 3, color: 'rgba(255,255,255,0.8)' }}>
                  Already a member?{' '}
                  <Link component={AppLink} to="/login" sx={{ color: 'secondary.light', fontWeight: 600 }}>
                    Sign in
                  </Link>
                </Typography>
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Box
                component="img"
                src="/images/story-1.svg"
                alt=""
                // The page's largest element on a phone: fetched ahead of the scripts (Lighthouse's LCP discovery).
                fetchPriority="high"
                sx={{
                  display: 'block',
                  width: '100%',
                  maxWidth: 560,
                  mx: 'auto',
                  aspectRatio: '16 / 10',
                  objectFit: 'cover',
                  borderRadius: 4,
                  boxShadow: '0 30px 60px rgba(5, 14, 30, 0.45)',
                  border: '1px solid rgba(255,255,255,0.14)',
                }}
              />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" aria-labelledby="promises-title" sx={{ py: { xs: 7, md: 11 } }}>
        <Box sx={{ maxWidth: 680, mb: { xs: 5, md: 7 } }}>
          <Typography variant="overline" component="p" color="secondary.dark">
            What members get
          </Typography>
          <Typography id="promises-title" variant="h2" sx={{ mt: 1, mb: 2 }}>
            More than a newsletter. A seat at the table.
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
            Our work depends on people who stay informed and speak up. The portal gives you the context to do both.
          </Typography>
        </Box>
        <Grid container spacing={3}>
          {promises.map((item) => (
            <Grid key={item.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%', transition: 'box-shadow 160ms, transform 160ms', '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' } }}>
                <CardContent sx={{ p: 3.5 }}>
                  <Box aria-hidden sx={iconBadge}>
                    {item.icon}
                  </Box>
                  <Typography variant="h5" component="h3" sx={{ mt: 2.5, mb: 1 }}>
                    {item.title}
                  </Typography>
                  <Typography color="text.secondary">{item.body}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="steps-title" sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
          <Typography id="steps-title" variant="h2" sx={{ mb: { xs: 4, md: 6 } }}>
            How it works
          </Typography>
          <Grid container spacing={{ xs: 4, md: 6 }} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {steps.map((step, index) => (
              <Grid key={step.title} size={{ xs: 12, md: 4 }} component="li">
                <Typography aria-hidden sx={{ fontSize: '2.6rem', fontWeight: 700, color: 'secondary.dark', lineHeight: 1 }}>
                  {String(index + 1).padStart(2, '0')}
                </Typography>
                <Typography variant="h5" component="h3" sx={{ mt: 1.5, mb: 1 }}>
                  {step.title}
                </Typography>
                <Typography color="text.secondary">{step.body}</Typography>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" aria-labelledby="cta-title" sx={{ py: { xs: 7, md: 10 } }}>
        <Box
          sx={{
            borderRadius: 5,
            px: { xs: 3, sm: 6, md: 8 },
            py: { xs: 5, md: 7 },
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
            backgroundImage: `radial-gradient(circle at 90% 10%, ${alpha('#FFFFFF', 0.35)}, transparent 45%)`,
          }}
        >
          <Box sx={{ maxWidth: 620 }}>
            <Typography id="cta-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
              Your voice is stronger with others beside it.
            </Typography>
            <Typography sx={{ fontSize: '1.1rem' }}>
              {user
                ? 'Catch up on the stories our team is following and add what you know.'
                : 'Join the members who keep us informed, hold us to account and help decide what we work on next.'}
            </Typography>
          </Box>
          <Button component={AppLink} to={cta.to} variant="contained" size="large" sx={{ flexShrink: 0 }}>
            {user ? 'Browse stories' : 'Become a member'}
          </Button>
        </Box>
      </Container>
    </>
  );
}

export default LandingPage;

const heroGlow = {
  position: 'absolute',
  inset: 0,
  backgroundImage:
    'radial-gradient(circle at 80% 30%, rgba(58,90,140,0.55), transparent 45%), radial-gradient(circle at 10% 90%, rgba(255,255,255,0.06), transparent 35%)',
} as const;

