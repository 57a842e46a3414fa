import { lazy, Suspense, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useMyStoryInvitesQuery } from './InvitesPanel.generated';
import { useStoryPageQuery, type StoryHeader_StoryFragment } from './StoryPage.generated';
import { CreateFab } from '../../components/CreateFab';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { formatShortDate } from '../../components/dates';
import { useToast } from '../../components/toasts';
import { usePageTitle } from '../../components/usePageTitle';
import { MESSAGES } from '../../errors/messages';
import { InvitesPanel } from './InvitesPanel';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { TimelineTab } from './TimelineTab';
import { gqlCode, serverMessage, storyRolesLine, VISIBILITY_LABEL } from './story-utils';
import { useFollowStory } from './useFollowStory';
import { useMarkStoryVisited } from './useMarkStoryVisited';

// The timeline is what nearly every visit shows; the other tabs load when opened (bundle budget).
// Staff moderation controls load for staff only.
// Loaded when first opened (MUI's Dialog and Modal are not needed to show the story).
const RequestToJoinDialog = lazy(() => import('./RequestToJoinDialog').then((m) => ({ default: m.RequestToJoinDialog })));
const StoryModeration = lazy(() => import('../moderation/StoryModeration').then((m) => ({ default: m.StoryModeration })));
const ProposalsTab = lazy(() => import('./ProposalsTab').then((m) => ({ default: m.ProposalsTab })));
const AddArticleTab = lazy(() => import('./AddArticleTab').then((m) => ({ default: m.AddArticleTab })));
const CollaboratorsTab = lazy(() => import('./CollaboratorsTab').then((m) => ({ default: m.CollaboratorsTab })));
const SettingsTab = lazy(() => import('./SettingsTab').then((m) => ({ default: m.SettingsTab })));

type TabId = 'timeline' | 'proposals' | 'add-article' | 'collaborators' | 'settings';

function StoryHeader({ story }: { story: StoryHeader_StoryFragment }) {
  const toast = useToast();
  const [toggleFollow] = useFollowStory();
  const [joinOpen, setJoinOpen] = useState(false);
  const joinDialogMounted = useOpenedOnce(joinOpen);
  const [joinNotice, setJoinNotice] = useState<string | null>(null);

  const follow = async () => {
    try {
      await toggleFollow(story);
    } catch (error) {
      toast({ title: serverMessage(error, MESSAGES.FOLLOW_FAILED), status: 'error' });
    }
  };

  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <Chip size="small" label={VISIBILITY_LABEL[story.visibility]} color={story.visibility === 'PRIVATE' ? 'default' : 'primary'} variant="outlined" />
          </Stack>
          <Typography variant="h3" component="h1" sx={{ wordBreak: 'break-word' }}>
            {story.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            By {story.owner?.displayName ?? 'Anonymous'} · Created {formatShortDate(story.createdAt)} · {story.followerCount}{' '}
            {story.followerCount === 1 ? 'follower' : 'followers'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
          {story.viewerCan.follow && (
            <Button variant={story.isFollowing ? 'outlined' : 'contained'} aria-pressed={story.isFollowing} onClick={() => void follow()}>
              {story.isFollowing ? 'Following' : 'Follow'}
            </Button>
          )}
          {story.viewerCan.requestToJoin && (
            <Button variant="outlined" onClick={() => setJoinOpen(true)}>
              Request to Join
            </Button>
          )}
          {story.viewerCan.edit && (
            <Button component={RouterLink} to={`/stories/${story.id}/edit`} startIcon={<EditIcon />}>
              Edit
            </Button>
          )}
          {story.viewerCan.moderate && (
            <LazyPart fallback={null}>
              <StoryModeration story={story} />
            </LazyPart>
          )}
        </Stack>
      </Stack>
      <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{story.description}</Typography>
      <Typography variant="body2" color="text.secondary" role="note" aria-label="Story roles" sx={{ mt: 1.5 }}>
        {storyRolesLine(story.userRole, story.viewerCan)}
      </Typography>
      {story.tags.length > 0 && (
        <Box sx={{ mt: 2, display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-label="Tags">
          {story.tags.map((tag) => (
            <Chip key={tag} size="small" label={tag} />
          ))}
        </Box>
      )}
      {joinNotice && (
        <Alert severity="success" sx={{ mt: 2 }} role="status" onClose={() => setJoinNotice(null)}>
          {joinNotice}
        </Alert>
      )}
      {joinDialogMounted && (
        <Suspense fallback={null}>
          <RequestToJoinDialog
            storyId={story.id}
            storyTitle={story.title}
            open={joinOpen}
            onClose={() => setJoinOpen(false)}
            onSent={(accepted) => {
              setJoinOpen(false);
              setJoinNotice(accepted ? 'You joined this story.' : 'Your request to join was sent to the story owner.');
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}

function StorySkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading story">
      <Skeleton variant="text" width="60%" height={56} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
    </Box>
  );
}

/** SPEC §2.3 Story page. What the viewer may do comes from `viewerCan`, never from role logic here. */
export default function StoryPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useStoryPageQuery({ variables: { id } });
  const story = data?.story;
  usePageTitle(story?.title ?? 'Story');
  const invitedHere = (useMyStoryInvitesQuery({ fetchPolicy: 'cache-first' }).data?.myInvites ?? []).some((i) => i.storyId === id);
  useMarkStoryVisited(story);

  const can = story?.viewerCan;
  const tabs: { id: TabId; label: string }[] = story
    ? [
        { id: 'timeline', label: 'Timeline' },
        { id: 'proposals', label: `Proposals (${story.proposals.length})` },
        ...(can?.addArticles ? [{ id: 'add-article' as const, label: 'Add Article' }] : []),
        ...(can?.manageCollaborators ? [{ id: 'collaborators' as const, label: 'Collaborators' }] : []),
        ...(can?.changeSettings ? [{ id: 'settings' as const, label: 'Settings' }] : []),
      ]
    : [];
  const requested = params.get('tab') as TabId | null;
  const tab: TabId = tabs.some((t) => t.id === requested) ? requested! : 'timeline';
  const selectTab = (next: TabId) => setParams(next === 'timeline' ? {} : { tab: next }, { replace: true });

  let body;
  if (loading && !story) body = <StorySkeleton />;
  else if (!story && invitedHere && gqlCode(error) === 'NOT_FOUND') {
    // A private story opened from its invitation email: the invite above is the way in.
    body = <Alert severity="info">This story is private. Accept the invitation above to read it and collaborate.</Alert>;
  } else if (!story) {
    const kind = problemKind(gqlCode(error));
    body = (
      <LoadProblem
        kind={kind === 'failed' ? 'failed' : 'not-found'}
        message={kind === 'failed' ? MESSAGES.STORY_LOAD_FAILED : MESSAGES.STORY_NOT_FOUND}
        onRetry={() => void refetch().catch(() => undefined)}
        back={{ to: '/stories', label: 'Back to stories' }}
      />
    );
  } else {
    body = (
      <>
        <StoryHeader story={story} />
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={tab} onChange={(_, next: TabId) => selectTab(next)} variant="scrollable" allowScrollButtonsMobile aria-label="Story sections">
            {tabs.map((t) => (
              <Tab key={t.id} value={t.id} label={t.label} id={`story-tab-${t.id}`} aria-controls={`story-tabpanel-${t.id}`} />
            ))}
          </Tabs>
        </Box>
        <Paper
          variant="outlined"
          role="tabpanel"
          id={`story-tabpanel-${tab}`}
          aria-labelledby={`story-tab-${tab}`}
          sx={{ p: { xs: 2, sm: 3 }, mt: 2, borderRadius: 2 }}
        >
          {tab === 'timeline' && <TimelineTab storyId={story.id} articlesCount={story.articlesCount} canEdit={story.viewerCan.editTimeline} />}
          <LazyPart fallback={<Skeleton variant="rounded" height={160} aria-label="Loading" />}>
            {tab === 'proposals' && <ProposalsTab storyId={story.id} viewerCan={story.viewerCan} />}
            {tab === 'add-article' && <AddArticleTab storyId={story.id} />}
            {tab === 'collaborators' && <CollaboratorsTab storyId={story.id} />}
            {tab === 'settings' && <SettingsTab story={story} />}
          </LazyPart>
        </Paper>
      </>
    );
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      {/* An accepted invite's answer carries the story, so a loaded page updates from the cache;
          only a story that was not visible before (private) has to be asked for again. */}
      <InvitesPanel storyId={id} onAccepted={() => !story && void refetch().catch(() => undefined)} />
      {body}
      <CreateFab context="story" contextId={id} />
    </Box>
  );
}
