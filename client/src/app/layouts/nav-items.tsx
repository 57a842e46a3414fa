import type { ReactElement } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import InsightsIcon from '@mui/icons-material/Insights';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import RateReviewIcon from '@mui/icons-material/RateReview';
import PersonIcon from '@mui/icons-material/Person';
import type { Session } from '../session';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactElement;
}

export interface NavSection {
  heading: string;
  items: NavItem[];
}

/** The sidebar for this session (SPEC §2.2, §6): what each audience sees, in order. */
export function sidebarSections(session: Pick<Session, 'user' | 'isStaff' | 'isSuperAdmin'>): NavSection[] {
  const sections: NavSection[] = [
    {
      heading: 'Browse',
      items: [
        { label: 'Stories', to: '/stories', icon: <AutoStoriesIcon /> },
        { label: 'Key Votes', to: '/key-votes', icon: <HowToVoteIcon /> },
      ],
    },
  ];
  if (session.user) {
    sections.push({
      heading: 'Your account',
      items: [
        { label: 'Dashboard', to: '/dashboard', icon: <DashboardIcon /> },
        { label: 'My Legislators', to: '/my-legislators', icon: <AccountBalanceIcon /> },
        { label: 'My Profile', to: '/profile', icon: <PersonIcon /> },
      ],
    });
  }
  if (session.user && (session.isStaff || session.isSuperAdmin)) {
    sections.push({
      heading: 'Staff',
      items: [
        { label: 'Legislators', to: '/legislators', icon: <AccountBalanceIcon /> },
        { label: 'Legislative Dashboard', to: '/staff/legislative-dashboard', icon: <InsightsIcon /> },
        { label: 'Staff Insights', to: '/staff-commentary', icon: <RateReviewIcon /> },
        { label: 'Tip Queue', to: '/staff/tips', icon: <MoveToInboxIcon /> },
        // The moderation log's icon: the same work (what staff took down), no extra bytes on every member page.
        { label: 'Reported Comments', to: '/staff/reports', icon: <FactCheckIcon /> },
      ],
    });
  }
  if (session.user && session.isSuperAdmin) {
    sections.push({
      heading: 'Administration',
      items: [
        { label: 'Admin Dashboard', to: '/admin/users', icon: <AdminPanelSettingsIcon /> },
        { label: 'Access Requests', to: '/admin/access-requests', icon: <HowToRegIcon /> },
        { label: 'Moderation Log', to: '/admin/moderation', icon: <FactCheckIcon /> },
      ],
    });
  }
  return sections;
}

/**
 * Header links of the public layout (SPEC §2.2), besides the sign-in/sign-up pair. The labels are
 * the sidebar's (issue #14: one set of navigation labels), not SPEC §2.2's Browse Updates and
 * My Account, which named the same pages differently in the two places.
 */
export function publicHeaderLinks(signedIn: boolean): { label: string; to: string }[] {
  const links = [{ label: 'About', to: '/about' }];
  if (signedIn) {
    links.push(
      { label: 'Stories', to: '/stories' },
      { label: 'Key Votes', to: '/key-votes' },
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'My Profile', to: '/profile' },
    );
  }
  return links;
}
