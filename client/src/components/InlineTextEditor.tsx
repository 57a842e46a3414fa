import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from './TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { userMessage } from '../errors/classify';

interface InlineTextEditorProps {
  /** The form's accessible name, e.g. 'Edit commentary by Alex'. */
  ariaLabel: string;
  /** The field's label. */
  label: string;
  initial: string;
  max: number;
  /** When set, an empty text cannot be saved and this message says so. */
  requiredMessage?: string;
  /** Shown before the character count under the field. */
  hint?: string;
  saveLabel?: string;
  /** Saves the text (trimmed when required); throws to show the server's message or `failure`. */
  onSave(text: string): Promise<void>;
  failure: string;
  onDone(): void;
  sx?: SxProps<Theme>;
}

/**
 * Editing one text in place (a commentary's content, a timeline note): the field with its count,
 * Save and Cancel, and the reason when saving failed; what was typed stays until it is saved.
 */
export function InlineTextEditor({ ariaLabel, label, initial, max, requiredMessage, hint, saveLabel = 'Save', onSave, failure, onDone, sx }: InlineTextEditorProps) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const empty = Boolean(requiredMessage) && !text.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || text.length > max) return;
    setProblem(null);
    setSaving(true);
    try {
      await onSave(requiredMessage ? text.trim() : text);
      onDone();
    } catch (error) {
      setProblem(userMessage(error, failure));
    } finally {
      setSaving(false);
    }
  };

  const count = `${text.length}/${max}`;
  return (
    <Stack component="form" spacing={1} onSubmit={(e) => void submit(e)} noValidate aria-label={ariaLabel} sx={sx}>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <TextField
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, max))}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        error={empty}
        helperText={empty ? requiredMessage : hint ? `${hint} ${count}` : count}
        slotProps={{ htmlInput: { maxLength: max } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={saving || empty}>
          {saving ? 'Saving...' : saveLabel}
        </Button>
        <Button size="small" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
