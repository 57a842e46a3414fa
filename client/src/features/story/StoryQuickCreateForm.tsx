import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '../../components/TextField';
import type { CreateFormProps } from '../../components/CreateFab.types';
import { QuickCreateShell } from '../../components/QuickCreateShell';
import { errorDetail } from '../../errors/classify';
import { formatMessage } from '../../errors/messages';
import { useCreateStory } from './useCreateStory';

/**
 * The floating button's Story kind (SPEC §2.3 quick-create): title, content, a public checkbox
 * checked by default. Submit is disabled while either field is blank after trimming.
 */
export default function StoryQuickCreateForm({ onCreated, onClose }: CreateFormProps) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const createStory = useCreateStory();

  return (
    <QuickCreateShell
      submitLabel="Create Story"
      canSubmit={Boolean(title.trim() && content.trim())}
      onClose={onClose}
      failureMessage={(error) => formatMessage.storyCreateFailed(errorDetail(error))}
      onSubmit={async () => {
        const story = await createStory({ title: title.trim(), description: content.trim(), visibility: isPublic ? 'PUBLIC' : 'PRIVATE' });
        onCreated(story ? `/stories/${story.id}` : null);
      }}
    >
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required autoFocus fullWidth />
      <TextField label="Content" value={content} onChange={(e) => setContent(e.target.value)} required multiline minRows={3} fullWidth />
      <FormControlLabel control={<Checkbox checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />} label="Public" />
    </QuickCreateShell>
  );
}
