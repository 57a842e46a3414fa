import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useDashboardFollowedStoriesQuery } from './dashboard.generated';
import { useMyAddressQuery } from '../representative/representative.generated';
import { brand } from '../../app/brand';
import { useSession } from '../../app/session';
import { focusRingOnDark } from '../../app/theme';
import { FOLLOWED_STORIES_SHOWN, REPRESENTATIVES_ANCHOR } from './dashboard-constants';
import { rememberWelcomeHeight, WelcomeSpace } from './WelcomeSpace';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { useBrowserSnapshot } from '../../components/useHydrated';

const dismissKey = (userId: string) => `dashboard-welcome-dismissed:${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(dismissKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** Takes the member to the address form and puts the cursor in its first field. */
function goToAddressForm() {
  const panel = document.getElementById(REPRESENTATIVES_ANCHOR);
  if (!panel) return;
  panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const field = panel.querySelector<HTMLInputElement>('input:not([type=hidden])');
  (field ?? panel).focus({ preventScroll: true });
}

/** Read by screen readers, not shown. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface Step {
  done: boolean;
  title: string;
  why: string;
  action: React.ReactNode;
}

/**
 * Issue #14: a first-visit welcome with the next steps (save your address, follow a story), shown
 * until both are done or the member hides it. Nothing shows until both answers are known, so it
 * never flashes for a member who has already done them; meanwhile it holds the space it took last
 * time (WelcomeSpace), so the page below does not jump when it appears.
 */
export default function WelcomePanel() {
  const { user } = useSession();
  const address = useSlicedFirstData(useMyAddressQuery({ fetchPolicy: 'cache-first' }));
  const followed = useSlicedFirstData(useDashboardFollowedStoriesQuery({ variables: { limit: FOLLOWED_STORIES_SHOWN }, fetchPolicy: 'cache-first' }));
  // Hidden earlier in this browser (storage): not known on the server, which draws the panel; a
  // page it drew is hydrated as drawn, then the panel goes.
  const hiddenBefore = useBrowserSnapshot(() => (user ? readDismissed(user.id) : false), false);
  const [hiddenNow, setDismissed] = useState(false);
  const dismissed = hiddenBefore || hiddenNow;
  const panel = useRef<HTMLElement>(null);
  const loaded = Boolean(address.data && followed.data);
  const shown = Boolean(user && !dismissed && loaded && !(address.data?.myAddress && followed.data?.followedStories.length));
  // How much room to hold next time: the panel's height while shown, none once it is not. Read by a
  // ResizeObserver, after the browser's own layout: reading offsetHeight in a layout effect forced
  // a layout of the whole page in the middle of React's commit (87 ms on a phone-speed CPU).
  useEffect(() => {
    const element = panel.current;
    if (!user || !shown || !element) return;
    if (typeof ResizeObserver === 'undefined') {
      rememberWelcomeHeight(user.id, element.offsetHeight);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      rememberWelcomeHeight(user.id, height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [user, shown]);
  useEffect(() => {
    if (user && loaded && !shown) rememberWelcomeHeight(user.id, 0);
  }, [user, loaded, shown]);

  if (!user || dismissed) return null;
  if (!address.data || !followed.data) return <WelcomeSpace />;
  const steps: Step[] = [
    {
      done: Boolean(address.data.myAddress),
      title: 'Save your address',
      why: 'See your senators and representative, and how they voted on the bills we track.',
      action: (
        <Button variant="contained" color="secondary" size="small" onClick={goToAddressForm}>
          Add your address
        </Button>
      ),
    },
    {
      done: followed.data.followedStories.length > 0,
      title: 'Follow a story',
      why: 'Its new articles come to your dashboard, first in Recent Updates.',
      action: (
        <Button component={RouterLink} to="/stories" variant="contained" color="secondary" size="small">
          Browse stories
        </Button>
      ),
    },
  ];
  if (steps.every((s) => s.done)) return null;

  const hide = () => {
    try {
      window.localStorage.setItem(dismissKey(user.id), '1');
    } catch {
      // Private browsing without storage: hidden for this visit only.
    }
    setDismissed(true);
  };

  return (
    <Paper ref={panel} component="section" aria-labelledby="welcome-heading" sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'primary.main', color: 'primary.contrastText', '--focus-ring': focusRingOnDark }}>
      <Typography id="welcome-heading" variant="h5" component="h2">
        Welcome to the {brand.productName}
      </Typography>
      <Typography sx={{ mt: 0.5, opacity: 0.9 }}>Two steps make this dashboard yours:</Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {steps.map((step) => (
          <Box
            component="li"
            key={step.title}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.08)' }}
          >
            {step.done ? (
              <CheckCircleIcon sx={{ color: 'secondary.main', mt: 0.25 }} aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon sx={{ mt: 0.25, opacity: 0.8 }} aria-hidden />
            )}
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, textDecoration: step.done ? 'line-through' : 'none' }}>
                {step.title}
                {step.done && <Box component="span" sx={visuallyHidden}> (done)</Box>}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.9 }}>
                {step.why}
              </Typography>
              {!step.done && <Box sx={{ mt: 1 }}>{step.action}</Box>}
            </Box>
          </Box>
        ))}
      </Stack>
      <Box sx={{ mt: 1.5, textAlign: 'right' }}>
        <Button size="small" onClick={hide} sx={{ color: 'inherit' }}>
          Hide this
        </Button>
      </Box>
    </Paper>
  );
}
