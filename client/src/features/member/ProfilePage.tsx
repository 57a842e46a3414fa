import { ROLE_LABEL } from '../story/story-utils';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
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
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  useMyArticlesQuery,
  useMyStoriesQuery,
  useProfilePageQuery,
  type ProfileHeader_MemberFragment,
} from '../../__generated__/graphql';
import { useSession } from '../../app/session';
import { formatShortDate } from '../../components/dates';
import { Page } from '../../components/Page';
import { PageLoader } from '../../components/PageLoader';
import { useToast } from '../../components/toasts';
import { errorDetail, userMessage } from '../../errors/classify';
import { useUpdateProfile } from './useUpdateProfile';

export const PROFILE_LOGGED_OUT = 'Please log in to view your profile.';
const PROFILE_LOAD_FAILED = 'Failed to load your profile. Please try again.';
const PROFILE_UPDATE_FAILED = 'Failed to update your profile';

const TABS = ['stories', 'articles', 'settings'] as const;
type TabKey = (typeof TABS)[number];
const TAB_LABELS: Record<TabKey, string> = { stories: 'My Stories', articles: 'Submitted Articles', settings: 'Settings' };

/** SPEC §2.3 Profile page. */
export function ProfilePage() {
  const { user } = useSession();
  const [tab, setTab] = useState<TabKey>('stories');
  const { data, loading, error, refetch } = useProfilePageQuery({ skip: !user });

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
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        >
          {userMessage(error, PROFILE_LOAD_FAILED)}
        </Alert>
      </Page>
    );
  }

  const member = data.me;
  return (
    <Page title="My Profile" maxWidth={960}>
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
          {TABS.map((key) => (
            <Tab key={key} value={key} label={TAB_LABELS[key]} id={`profile-tab-${key}`} aria-controls={`profile-panel-${key}`} />
          ))}
        </Tabs>
        {TABS.map((key) => (
          <Box key={key} role="tabpanel" id={`profile-panel-${key}`} aria-labelledby={`profile-tab-${key}`} hidden={tab !== key} sx={{ p: { xs: 2, sm: 3 } }}>
            {tab === key && key === 'stories' && <MyStories />}
            {tab === key && key === 'articles' && <MyArticles />}
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
            {member.username ?? 'No username yet'}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Shown to other members as <strong>{member.displayName}</strong> · Member since {formatShortDate(member.createdAt)}
          </Typography>
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
          <ToggleButton value="real">Real name</ToggleButton>
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
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Try again</Button>}>
        {userMessage(error, 'Failed to load. Please try again.')}
      </Alert>
    );
  }
  if (empty) return <Typography color="text.secondary">{empty}</Typography>;
  return <>{children}</>;
}

function MyStories() {
  const { data, loading, error, refetch } = useMyStoriesQuery();
  const stories = data?.myStories ?? [];
  return (
    <TabState
      loading={loading && !data}
      error={!data ? error : undefined}
      empty={stories.length === 0 ? 'You are not on any stories yet. Stories you create, and those you join by accepting an invitation, will be listed here.' : null}
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

const USERNAME_RULE = /^[A-Za-z0-9._-]{3,30}$/;
const USERNAME_HELP = '3–30 letters, digits, dots, dashes or underscores.';

function ProfileSettings({ member }: { member: ProfileHeader_MemberFragment }) {
  const { save, saving } = useSaveProfile(member);
  const [username, setUsername] = useState(member.username ?? '');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  useEffect(() => setUsername(member.username ?? ''), [member.username]);

  const onSaveUsername = async (event: FormEvent) => {
    event.preventDefault();
    const value = username.trim();
    if (!USERNAME_RULE.test(value)) {
      setUsernameError(USERNAME_HELP);
      return;
    }
    setUsernameError(null);
    await save({ username: value }, 'Username saved');
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
          When this is off, other members see you as “Anonymous”.
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={onSaveUsername} aria-label="Username">
        <Typography variant="h6" component="h3" gutterBottom>
          Username
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={Boolean(usernameError)}
            helperText={usernameError ?? USERNAME_HELP}
            autoComplete="username"
            size="small"
            sx={{ minWidth: { sm: 280 } }}
          />
          <Button type="submit" variant="contained" disabled={saving || username.trim() === (member.username ?? '')}>
            Save username
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}

export default ProfilePage;
