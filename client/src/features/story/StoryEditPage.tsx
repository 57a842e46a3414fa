import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import { useStoryPageQuery } from './StoryPage.generated';
import { useUpdateStoryMutation } from './StoryEditPage.generated';
import type { StoryVisibility } from '../../__generated__/types';
import { useSession } from '../../app/session';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { Page } from '../../components/Page';
import { StoryBasicsFields } from './StoryBasicsFields';
import { MESSAGES } from '../../errors/messages';
import { gqlCode, parseTags, serverMessage } from './story-utils';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

/**
 * /stories/{id}/edit (SPEC shows no content): the owner's screen for title, description,
 * visibility and tags. Featured is offered to admin-level members only, as the API allows.
 */
export default function StoryEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { roles } = useSession();
  const { data, loading, error, refetch } = useSlicedFirstData(useStoryPageQuery({ variables: { id } }));
  const story = data?.story;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<StoryVisibility>('PRIVATE');
  const [tags, setTags] = useState('');
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading: saving }] = useUpdateStoryMutation();

  useEffect(() => {
    if (!story) return;
    setTitle(story.title);
    setDescription(story.description);
    setVisibility(story.visibility);
    setTags(story.tags.join(', '));
  }, [story]);

  if (loading && !story) {
    return (
      <Page title="Edit story" maxWidth={760}>
        <Skeleton variant="rounded" height={360} aria-label="Loading story" />
      </Page>
    );
  }
  if (!story) {
    return (
      <Page title="Edit story" maxWidth={760}>
        <LoadProblem
          kind={problemKind(gqlCode(error)) === 'failed' ? 'failed' : 'not-found'}
          message={problemKind(gqlCode(error)) === 'failed' ? MESSAGES.STORY_LOAD_FAILED : MESSAGES.STORY_NOT_FOUND}
          onRetry={() => void refetch().catch(() => undefined)}
          back={{ to: '/stories', label: 'Back to stories' }}
        />
      </Page>
    );
  }
  if (!story.viewerCan.edit) {
    return (
      <Page title="Edit story" maxWidth={760}>
        <LoadProblem kind="not-allowed" message="Only the story's owner can edit it." back={{ to: `/stories/${story.id}`, label: 'Back to the story' }} />
      </Page>
    );
  }

  const canFeature = roles.includes('admin') || roles.includes('super_admin') || story.visibility === 'FEATURED';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      title: title.trim() ? undefined : MESSAGES.STORY_TITLE_REQUIRED,
      description: description.trim() ? undefined : MESSAGES.STORY_DESCRIPTION_REQUIRED,
    };
    setErrors(next);
    if (next.title || next.description) return;
    setFailure(null);
    try {
      await save({ variables: { id, input: { title: title.trim(), description: description.trim(), visibility, tags: parseTags(tags) } } });
      navigate(`/stories/${id}`);
    } catch (err) {
      setFailure(serverMessage(err, MESSAGES.UNEXPECTED));
    }
  };

  return (
    <Page title="Edit story" maxWidth={760}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack spacing={3}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <StoryBasicsFields
              idPrefix="edit"
              title={title}
              description={description}
              visibility={visibility}
              onTitle={setTitle}
              onDescription={setDescription}
              onVisibility={setVisibility}
              errors={errors}
              canFeature={canFeature}
            />
            <TextField label="Tags" value={tags} onChange={(e) => setTags(e.target.value)} helperText="Separate tags with commas" fullWidth />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(`/stories/${id}`)}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Page>
  );
}
