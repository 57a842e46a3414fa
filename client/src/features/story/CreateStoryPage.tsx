import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import { Page } from '../../components/Page';
import { StoryBasicsFields } from './StoryBasicsFields';
import { errorDetail } from '../../errors/classify';
import { formatMessage, MESSAGES } from '../../errors/messages';
import { parseTags } from './story-utils';
import { useCreateStory } from './useCreateStory';
import { useNoFirstData } from '../../app/first-content';

/** Full-page navigation (SPEC §2.3: "On success a full redirect to /stories/{id}"); replaceable in tests. */
export const fullRedirect = { to: (path: string) => window.location.assign(path) };

/** SPEC §2.3 Create story form, with the §5 defaults and validation. */
export default function CreateStoryPage() {
  useNoFirstData();
  const navigate = useNavigate();
  const createStory = useCreateStory();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<'PRIVATE' | 'PUBLIC'>('PRIVATE');
  const [openToJoin, setOpenToJoin] = useState(false);
  const [requiresApproval, setRequiresApproval] = useState(true);
  const [tags, setTags] = useState('');
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      title: title.trim() ? undefined : MESSAGES.STORY_TITLE_REQUIRED,
      description: description.trim() ? undefined : MESSAGES.STORY_DESCRIPTION_REQUIRED,
    };
    setErrors(next);
    if (next.title || next.description) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const story = await createStory({
        title: title.trim(),
        description: description.trim(),
        visibility,
        isOpenToJoin: openToJoin,
        requiresApproval: openToJoin ? requiresApproval : true,
        tags: parseTags(tags),
      });
      if (!story) throw new Error(MESSAGES.UNKNOWN);
      fullRedirect.to(`/stories/${story.id}`);
    } catch (error) {
      setFailure(formatMessage.storyCreateFailed(errorDetail(error)));
      setSubmitting(false);
    }
  };

  return (
    <Page title="Create a story" maxWidth={760}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack spacing={3}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <StoryBasicsFields
              idPrefix="story"
              title={title}
              description={description}
              visibility={visibility}
              onTitle={setTitle}
              onDescription={setDescription}
              onVisibility={setVisibility}
              errors={errors}
            />
            <Stack>
              <FormControlLabel
                control={<Checkbox checked={openToJoin} onChange={(e) => setOpenToJoin(e.target.checked)} />}
                label="Open to join"
              />
              {openToJoin && (
                <FormControlLabel
                  sx={{ ml: 3 }}
                  control={<Checkbox checked={requiresApproval} onChange={(e) => setRequiresApproval(e.target.checked)} />}
                  label="Require approval to join"
                />
              )}
            </Stack>
            <TextField
              label="Tags"
              value={tags}
              onChange={(e) => setTags(e.target.value)}
              helperText="Separate tags with commas"
              fullWidth
            />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate('/')}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitting ? 'Creating...' : 'Create Story'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Page>
  );
}
