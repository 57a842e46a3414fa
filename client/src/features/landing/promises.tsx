import type { ReactElement } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import CampaignIcon from '@mui/icons-material/Campaign';
import ForumIcon from '@mui/icons-material/Forum';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import TipsAndUpdatesIcon from '@mui/icons-material/TipsAndUpdates';

export interface MemberPromise {
  icon: ReactElement;
  title: string;
  body: string;
}

/** What membership brings (SPEC §1), shared by the landing and about pages. */
export const promises: MemberPromise[] = [
  {
    icon: <AutoStoriesIcon />,
    title: 'Exclusive, members-only content',
    body: 'Stories our policy team curates from across the news, with staff commentary and context you will not find in the headlines.',
  },
  {
    icon: <ForumIcon />,
    title: 'A direct line to our team',
    body: 'Ask questions, comment on what you read and hear back from the staff who work on these issues every day.',
  },
  {
    icon: <NotificationsActiveIcon />,
    title: 'Updates as things move',
    body: 'Follow the stories you care about and see new articles, key votes and commentary on your dashboard as they land.',
  },
  {
    icon: <TipsAndUpdatesIcon />,
    title: 'Share tips and sources',
    body: 'Spotted something we should know about? Send us the link or a private note. Your tips shape what we look into next.',
  },
  {
    icon: <AccountBalanceIcon />,
    title: 'Know who represents you',
    body: 'Save your address once to see your representative and senators, and follow the votes we track on the bills that matter.',
  },
  {
    icon: <CampaignIcon />,
    title: 'Act when it counts',
    body: 'Key votes show where the bills we track stand and how lawmakers voted, so you know when and where your voice makes a difference.',
  },
];

/** The square badge each promise's icon sits on (landing and about pages). */
export const iconBadge = {
  width: 48,
  height: 48,
  borderRadius: 3,
  display: 'grid',
  placeItems: 'center',
  bgcolor: 'rgba(27, 54, 93, 0.08)',
  color: 'primary.main',
  '& svg': { fontSize: 26 },
} as const;
