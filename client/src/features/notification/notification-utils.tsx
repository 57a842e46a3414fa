import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import HowToVoteIcon from '@mui/icons-material/HowToVoteOutlined';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import type { EmailMode, NotificationKind } from '../../__generated__/types';
import { dateParts, formatDate } from '../../components/dates';

/** One icon per kind, the same in the bell, the page and the preferences. */
export const KIND_ICON: Record<NotificationKind, SvgIconComponent> = {
  STORY_INVITE: GroupAddIcon,
  JOIN_REQUEST_DECIDED: CheckCircleIcon,
  PROPOSAL_DECIDED: RateReviewIcon,
  TIP_DECIDED: LightbulbIcon,
  ACCESS_REQUEST_DECIDED: AdminPanelSettingsIcon,
  STORY_ARTICLE: ArticleIcon,
  KEY_VOTE: HowToVoteIcon,
  STAFF_COMMENTARY: ForumIcon,
  TAKE_ACTION: CampaignIcon,
  LEGISLATOR_VOTE: HowToVoteIcon,
  // The outcome of a report is a decision like a proposal's: the same icon, no extra bytes on every page.
  REPORT_DECIDED: RateReviewIcon,
};

export const EMAIL_MODE_LABEL: Record<EmailMode, string> = {
  IMMEDIATE: 'Right away',
  DAILY: 'Daily digest',
  WEEKLY: 'Weekly digest',
  OFF: 'No email',
};


/** 'Just now', '5 min ago', '3 h ago', 'Yesterday', 'Nov 20' (this year) or 'Nov 20, 2025'. */
export function timeAgo(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const seconds = Math.max(0, (now.getTime() - at.getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  if (seconds < 2 * 86_400) return 'Yesterday';
  return dateParts(at).year === dateParts(now).year ? formatDate(at, 'monthDay') : formatDate(at, 'short');
}
