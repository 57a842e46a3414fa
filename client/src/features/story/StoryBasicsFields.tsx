import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '../../components/TextField';
import type { StoryVisibility } from '../../__generated__/types';

export interface StoryBasics {
  title: string;
  description: string;
  visibility: StoryVisibility;
}

/**
 * Title, description and visibility: the fields the create and edit screens share (SPEC §5:
 * title and description required). 'Featured' is offered only when the caller may feature.
 */
export function StoryBasicsFields<V extends StoryVisibility>(props: {
  idPrefix: string;
  title: string;
  description: string;
  visibility: V;
  onTitle: (title: string) => void;
  onDescription: (description: string) => void;
  onVisibility: (visibility: V) => void;
  errors: { title?: string; description?: string };
  canFeature?: boolean;
}) {
  const { errors } = props;
  return (
    <>
      <TextField label="Title" value={props.title} onChange={(e) => props.onTitle(e.target.value)} required error={Boolean(errors.title)} helperText={errors.title} fullWidth />
      <TextField
        label="Description"
        value={props.description}
        onChange={(e) => props.onDescription(e.target.value)}
        required
        multiline
        minRows={4}
        error={Boolean(errors.description)}
        helperText={errors.description}
        fullWidth
      />
      <FormControl>
        <FormLabel id={`${props.idPrefix}-visibility-label`}>Visibility</FormLabel>
        <RadioGroup row aria-labelledby={`${props.idPrefix}-visibility-label`} value={props.visibility} onChange={(e) => props.onVisibility(e.target.value as V)}>
          <FormControlLabel value="PRIVATE" control={<Radio />} label="Private" />
          <FormControlLabel value="PUBLIC" control={<Radio />} label="Public" />
          {props.canFeature && <FormControlLabel value="FEATURED" control={<Radio />} label="Featured" />}
        </RadioGroup>
      </FormControl>
    </>
  );
}
