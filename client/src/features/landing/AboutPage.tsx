import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { AppLink } from '../../app/app-navigation';
import { brand } from '../../app/brand';
import { useSession } from '../../app/session-context';
import { usePageTitle } from '../../components/usePageTitle';
import { iconBadge, promises } from './promises';

const faqs = [
  {
    question: 'Who can join?',
    answer:
      'Anyone who shares our goals: members, supporters, volunteers and people who simply want to follow the issues closely. ' +
      'Sign up with an email address and a password, confirm your email, and you are in. Our staff use the same portal with a few extra tools.',
  },
  {
    question: 'What do members get?',
    answer:
      'Curated stories with staff commentary, updates on the stories you follow, the key votes we track, your own representative and senators ' +
      'from a saved address, and a direct line to our team through comments, tips and proposed changes to stories.',
  },
  {
    question: 'How are stories curated?',
    answer:
      'Our policy team gathers reporting from many sources into timelines, so you can see how an issue developed, month by month. ' +
      'Members can submit article links and propose changes to a story’s title or description; other members vote on proposals and our staff review them. ' +
      'Stories our editors recommend are marked as Editor’s Pick.',
  },
  {
    question: 'How do I contact the team or share a tip?',
    answer:
      'Choose “Send a tip” from the + button (or under My tips in your profile), paste the link and, if you like, add a private note: ' +
      'only our staff read it. People on our team review every tip; when they publish one, it is credited to you, and your profile shows what became of each.',
  },
  {
    question: 'Will other members see my name?',
    answer:
      'Only if you want them to. In your profile you choose whether to show your real name or to appear anonymously, and you can change your mind at any time. ' +
      'Your comments and contributions show the name you choose, never your email address.',
  },
  {
    question: 'Does it cost anything?',
    answer:
      'No. Joining the portal is free, and everything in it is open to every member. Donations help sustain our work, but they are never required to read, comment or share a tip.',
  },
];

/** About the portal and its FAQ (SPEC §1, §2.1). */
export function AboutPage() {
  usePageTitle('About');
  const { user } = useSession();
  const [expanded, setExpanded] = useState<number | false>(0);

  return (
    <>
      <Box component="section" aria-labelledby="about-title" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
          <Typography variant="overline" component="p" color="secondary.dark">
            About the {brand.productName}
          </Typography>
          <Typography id="about-title" variant="h1" sx={{ mt: 1, mb: 3 }}>
            A home for the people behind {brand.organisationName}.
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' } }} color="text.secondary">
            {brand.organisationName} works on public policy because laws shape everyday life. Our members make that work possible,
            so we built them a place of their own: to follow the issues in depth, to see how their legislators vote, and to tell
            us what they are seeing where they live.
          </Typography>
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" aria-labelledby="promise-title" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography id="promise-title" variant="h2" sx={{ mb: { xs: 4, md: 5 } }}>
          Our promise to members
        </Typography>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          {promises.map((item) => (
            <Grid key={item.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Stack direction="row" spacing={2}>
                <Box aria-hidden sx={{ ...iconBadge, flexShrink: 0 }}>
                  {item.icon}
                </Box>
                <Box>
                  <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
                    {item.title}
                  </Typography>
                  <Typography color="text.secondary">{item.body}</Typography>
                </Box>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="faq-title" sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
          <Typography id="faq-title" variant="h2" sx={{ mb: { xs: 3, md: 4 } }}>
            Frequently asked questions
          </Typography>
          <div>
            {faqs.map((faq, index) => (
              <Accordion
                key={faq.question}
                expanded={expanded === index}
                onChange={(_, isOpen) => setExpanded(isOpen ? index : false)}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  aria-controls={`faq-${index}-content`}
                  id={`faq-${index}-header`}
                  sx={{ px: { xs: 2, sm: 3 }, py: 0.5, '& .MuiAccordionSummary-content': { my: 1.5 } }}
                >
                  <Typography sx={{ fontWeight: 600, fontSize: '1.05rem' }}>{faq.question}</Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${index}-content`} sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
                  <Typography color="text.secondary">{faq.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </div>
        </Container>
      </Box>

      <Container component="section" maxWidth="md" aria-labelledby="join-title" sx={{ py: { xs: 7, md: 10 }, textAlign: 'center' }}>
        <Typography id="join-title" variant="h2" sx={{ mb: 2 }}>
          {user ? 'Pick up where the story is.' : 'Ready to join us?'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
          {user
            ? 'See what our team is following right now, or catch up on your dashboard.'
            : 'Membership takes a minute and costs nothing. Or have a look around first.'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {user ? (
            <Button component={AppLink} to="/dashboard" variant="contained" size="large">
              Go to your dashboard
            </Button>
          ) : (
            <Button component={AppLink} to="/signup" variant="contained" color="secondary" size="large">
              Join the Alliance
            </Button>
          )}
          <Button component={AppLink} to="/stories" variant="outlined" size="large">
            Browse stories
          </Button>
        </Stack>
      </Container>
    </>
  );
}

export default AboutPage;
