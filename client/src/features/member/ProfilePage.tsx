import { lazy, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '../../components/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMyArticlesQuery, useMyStoriesQuery, useProfilePageQuery, type ProfileHeader_MemberFragment } from './profile.generated';
import { useSession } from '../../app/session';
import { formatShortDate } from '../../components/dates';
import { Page } from '../../components/Page';
import { PageLoader } from '../../components/PageLoader';
import { useToast } from '../../components/toasts';
import { errorDetail, userMessage } from '../../errors/classify';
import { ROLE_LABEL } from '../story/story-utils';
import { TipOutcomeNotice } from '../tip/TipOutcomeNotice';
import { useUpdateProfile } from './useUpdateProfile';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { RetryAlert } from '../../components/RetryAlert';

// Its own chunk: the time-zone picker and the preference rows load only when Settings is opened.
const NotificationSettings = lazy(() => import('../notification/NotificationSettings'));
// The My tips tab's list, when that tab is opened.
const MyTipsList = lazy(() => import('../tip/MyTipsList').then((m) => ({ default: m.MyTipsList })));

export const PROFILE_LOGGED_OUT = 'Please log in to view your profile.';
const PROFILE_LOAD_FAILED = 'Failed to load your profile. Please try again.';
const PROFILE_UPDATE_FAILED = 'Failed to update your profile';

const TABS = ['stories', 'articles', 'tips', 'settings'] as const;
type TabKey = (typeof TABS)[number];
const TAB_LABELS: Record<TabKey, string> = { stories: 'My Stories', articles: 'Submitted Articles', tips: 'My tips', settings: 'Settings' };

/** Staff submit articles; every member sends tips, which live under "My tips" (issue 58 item 9). */
export function profileTabs(isStaff: boolean): TabKey[] {
  return TABS.filter((key) => key !== 'articles' || isStaff);
}

/** The tab a `?tab=` asks for; the old link to the tips (`articles`) opens My tips for a member. */
export function profileTab(asked: string | null, isStaff: boolean): TabKey {
  const tabs: readonly string[] = profileTabs(isStaff);
  if (asked && tabs.includes(asked)) return asked as TabKey;
  return asked === 'articles' ? 'tips' : 'stories';
}

/** SPEC §2.3 Profile page. */
export function ProfilePage() {
  const { user, isStaff } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tabs = profileTabs(isStaff);
  const tab = profileTab(asked, isStaff);
  const setTab = (value: TabKey) => setParams(value === 'stories' ? {} : { tab: value }, { replace: true });
  const { data, loading, error, refetch } = useSlicedFirstData(useProfilePageQuery({ skip: !user }));

  if (!user) {
    return (
      <Page title="My Profile">
        <Alert severity="info">{PROFILE_LOGGED_OUT}</Alert>
      </Page>
    );
  }
  if (loading && !data) return <PageLoader label="Loading your profile…" />;
  if (!data) {
    return (
      <Page title="My Profile">
        <RetryAlert onRetry={() => refetch()}>
          {userMessage(error, PROFILE_LOAD_FAILED)}
        </RetryAlert>
      </Page>
    );
  }

  const member = data.me;
  return (
    <Page title="My Profile" maxWidth={960}>
      <TipOutcomeNotice />
      <ProfileHeader member={member} />
      <Paper variant="outlined" sx={{ mt: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setTab(value)}
          aria-label="Profile sections"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
        >
          {tabs.map((key) => (
            <Tab key={key} value={key} label={TAB_LABELS[key]} id={`profile-tab-${key}`} aria-controls={`profile-panel-${key}`} />
          ))}
        </Tabs>
        {tabs.map((key) => (
          <Box key={key} role="tabpanel" id={`profile-panel-${key}`} aria-labelledby={`profile-tab-${key}`} hidden={tab !== key} sx={{ p: { xs: 2, sm: 3 } }}>
            {tab === key && key === 'stories' && <MyStories isStaff={isStaff} />}
            {tab === key && key === 'articles' && <MyArticles />}
            {tab === key && key === 'tips' && (
              <LazyPart fallback={<PageLoader />}>
                <MyTipsList />
              </LazyPart>
            )}
            {tab === key && key === 'settings' && <ProfileSettings member={member} />}
          </Box>
        ))}
      </Paper>
    </Page>
  );
}

function useSaveProfile(member: ProfileHeader_MemberFragment) {
  const [update, { loading }] = useUpdateProfile();
  const toast = useToast();
  const save = async (changes: Parameters<typeof update>[1], success?: string) => {
    try {
      await update(member, changes);
      if (success) toast({ title: success, status: 'success' });
      return true;
    } catch (err) {
      toast({ title: PROFILE_UPDATE_FAILED, description: errorDetail(err), status: 'error' });
      return false;
    }
  };
  return { save, saving: loading };
}

function ProfileHeader({ member }: { member: ProfileHeader_MemberFragment }) {
  const { save, saving } = useSaveProfile(member);
  const name = member.username ?? member.email ?? '?';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Avatar aria-hidden sx={{ width: 72, height: 72, fontSize: '2rem', bgcolor: 'primary.main' }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {member.username ?? 'No display name yet'}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Shown to other members as <strong>{member.displayName}</strong> · Member since {formatShortDate(member.createdAt)}
          </Typography>
          {member.teamDisplayName && member.teamDisplayName !== member.displayName && (
            <Typography variant="body2" color="text.secondary">
              Staff and the owners of stories you work on see <strong>{member.teamDisplayName}</strong>
            </Typography>
          )}
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={member.showRealName ? 'real' : 'anonymous'}
          onChange={(_, value: 'real' | 'anonymous' | null) => {
            if (value) void save({ showRealName: value === 'real' });
          }}
          disabled={saving}
          aria-label="How other members see you"
        >
          <ToggleButton value="real">Display name</ToggleButton>
          <ToggleButton value="anonymous">Anonymous</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </Paper>
  );
}

function TabState({ loading, error, empty, onRetry, children }: { loading: boolean; error: unknown; empty: string | null; onRetry(): void; children: ReactNode }) {
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label="Loading" />
      </Box>
    );
  }
  if (error) {
    return (
      <RetryAlert onRetry={async () => onRetry()}>{userMessage(error, 'Failed to load. Please try again.')}</RetryAlert>
    );
  }
  if (empty) return <Typography color="text.secondary">{empty}</Typography>;
  return <>{children}</>;
}

function MyStories({ isStaff }: { isStaff: boolean }) {
  const { data, loading, error, refetch } = useMyStoriesQuery();
  const stories = data?.myStories ?? [];
  return (
    <TabState
      loading={loading && !data}
      error={!data ? error : undefined}
      empty={
        stories.length === 0
          ? isStaff
            ? 'You have no stories yet. Stories you create, and those you collaborate on, will be listed here.'
            : 'You are not on any story yet. When our staff invite you to collaborate on a story, accept the invitation and it will be listed here.'
          : null
      }
      onRetry={() => void refetch().catch(() => undefined)}
    >
      <List disablePadding>
        {stories.map((story) => (
          <ListItem key={story.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={`/stories/${story.id}`}>
              <ListItemText
                primary={story.title}
                secondary={`${ROLE_LABEL[story.userRole]} · ${story.isFeatured ? 'Featured' : story.isGlobal ? 'Public' : 'Private'} · Created ${formatShortDate(story.createdAt)}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </TabState>
  );
}

function MyArticles() {
  const { data, loading, error, refetch } = useMyArticlesQuery();
  const articles = data?.myArticles ?? [];
  return (
    <TabState
      loading={loading && !data}
      error={!data ? error : undefined}
      empty={articles.length === 0 ? 'You have not submitted any articles yet. Articles you submit will be listed here.' : null}
      onRetry={() => void refetch().catch(() => undefined)}
    >
      <List disablePadding>
        {articles.map((article) => (
          <ListItem key={article.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={`/articles/${article.id}`}>
              <ListItemText
                primary={article.title}
                secondary={`${article.publication ?? 'Unknown source'} · Submitted ${formatShortDate(article.submittedAt)}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </TabState>
  );
}

/** The server's rules (gateway/src/modules/member/display-name.ts), checked here for a quick answer. */
export const DISPLAY_NAME_HELP = "2–40 letters, digits and spaces; . ' - _ allowed between them. Leave it empty to have none.";
const NAME_CHARS = /^[\p{L}\p{M}\p{Nd} .'’\-_]+$/u;

export function displayNameProblem(raw: string): string | null {
  const name = raw.trim().replace(/\s+/gu, ' ');
  if (!name) return null;
  const length = [...name].length;
  if (length < 2) return 'Your display name must be at least 2 characters long.';
  if (length > 40) return 'Your display name may be at most 40 characters long.';
  if (!NAME_CHARS.test(name)) return "Your display name may contain only letters, digits, spaces and the marks . ' - _";
  if (!/^[\p{L}\p{Nd}]/u.test(name)) return 'Your display name must start with a letter or a digit.';
  return null;
}

function ProfileSettings({ member }: { member: ProfileHeader_MemberFragment }) {
  const { save, saving } = useSaveProfile(member);
  const [name, setName] = useState(member.username ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  useEffect(() => setName(member.username ?? ''), [member.username]);
  const [update] = useUpdateProfile();
  const toast = useToast();

  const onSaveName = async (event: FormEvent) => {
    event.preventDefault();
    const problem = displayNameProblem(name);
    setNameError(problem);
    if (problem) return;
    try {
      const value = name.trim().replace(/\s+/gu, ' ');
      await update(member, { username: value });
      setNameError(null);
      toast({ title: value ? 'Display name saved' : 'Display name removed', status: 'success' });
    } catch (err) {
      // The server's rule or 'That display name is already taken.', next to the field; the text stays.
      setNameError(errorDetail(err));
    }
  };

  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          Privacy
        </Typography>
        <FormControlLabel
          control={<Switch checked={member.showRealName} disabled={saving} onChange={(e) => void save({ showRealName: e.target.checked })} />}
          label="Show my real name"
        />
        <Typography variant="body2" color="text.secondary">
          {member.showRealName && member.username
            ? `Other members see your display name, “${member.username}”, on your commentary, proposals and the articles credited to you.`
            : member.showRealName
              ? 'Add a display name below: until you do, other members see you as “Anonymous”.'
              : 'Other members see you as “Anonymous”. Turn this on to show your display name instead.'}
        </Typography>
        {member.teamDisplayName && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {`Staff, in their tools, and the owners of stories you work on always see your display name${member.username ? `, “${member.username}”` : `; until you choose one, “${member.teamDisplayName}”`}.`}
          </Typography>
        )}
      </Box>
      <Box component="form" noValidate onSubmit={onSaveName} aria-label="Display name">
        <Typography variant="h6" component="h3" gutterBottom>
          Display name
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Display name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(nameError)}
            helperText={nameError ?? DISPLAY_NAME_HELP}
            autoComplete="name"
            size="small"
            sx={{ minWidth: { sm: 320 } }}
          />
          <Button type="submit" variant="contained" disabled={saving || name.trim() === (member.username ?? '')}>
            Save name
          </Button>
        </Stack>
      </Box>
      <LazyPart fallback={<CircularProgress size={24} aria-label="Loading your email preferences" />}>
        <NotificationSettings />
      </LazyPart>
    </Stack>
  );
}

export default ProfilePage;
