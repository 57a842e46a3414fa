import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import { useUpdateStorySettingsMutation } from './SettingsTab.generated';
import type { StoryHeader_StoryFragment } from './StoryPage.generated';
import { MESSAGES } from '../../errors/messages';
import { parseTags } from './story-utils';

/** SPEC §2.3 Settings (owner): open to join, requires approval (editable only while open), tags. */
export function SettingsTab({ story }: { story: StoryHeader_StoryFragment }) {
  const [openToJoin, setOpenToJoin] = useState(story.openToJoin);
  const [requiresApproval, setRequiresApproval] = useState(story.requiresApproval);
  const [tags, setTags] = useState(story.tags.join(', '));
  const [result, setResult] = useState<{ ok: boolean } | null>(null);
  const [save, { loading }] = useUpdateStorySettingsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      const { data } = await save({
        variables: {
          storyId: story.id,
          input: { isOpenToJoin: openToJoin, ...(openToJoin ? { requiresApproval } : {}), tags: parseTags(tags) },
        },
      });
      if (data) setTags(data.updateStorySettings.tags.join(', '));
      setResult({ ok: true });
    } catch {
      setResult({ ok: false });
    }
  };

  return (
    <Box component="form" onSubmit={(e: FormEvent) => void submit(e)} aria-label="Story settings" sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Settings
      </Typography>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} sx={{ mb: 2 }} role={result.ok ? 'status' : 'alert'}>
          {result.ok ? MESSAGES.STORY_SETTINGS_SAVED : MESSAGES.STORY_SETTINGS_FAILED}
        </Alert>
      )}
      <Stack spacing={2}>
        <FormControlLabel control={<Switch checked={openToJoin} onChange={(e) => setOpenToJoin(e.target.checked)} />} label="Open to join" />
        <FormControlLabel
          control={<Switch checked={requiresApproval} disabled={!openToJoin} onChange={(e) => setRequiresApproval(e.target.checked)} />}
          label="Requires approval"
        />
        <TextField label="Tags" value={tags} onChange={(e) => setTags(e.target.value)} helperText="Separate tags with commas" fullWidth />
        <Box>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? 'Saving...' : 'Save Settings'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
