import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TextField from '../../components/TextField';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { REPORT_REASON_MAX, useReportComment } from './useReports';

/** The reasons offered; "Something else" needs words of the member's own. */
export const REPORT_REASONS = ['Harassment or insults', 'Spam or advertising', 'False or misleading', 'Off topic', 'Something else'] as const;
type Reason = (typeof REPORT_REASONS)[number];

export const REPORT_TEXTS = {
  intro: 'Our staff will review it and remove it if it breaks the rules. The author is not told who reported it; you are told the outcome.',
  sent: 'Thank you. Our staff will review this comment and let you know the outcome.',
  failed: 'Failed to send your report. Please try again.',
} as const;

/** "Report" on a comment (issue #58 item 7): a reason (a choice, and words for "Something else"), sent once. */
export default function ReportCommentDialog({ commentaryId, author, onClose }: { commentaryId: string; author: string; onClose(): void }) {
  const [choice, setChoice] = useState<Reason | ''>('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, { loading }] = useReportComment();
  const toast = useToast();
  const titleId = 'report-comment-title';
  const needsDetails = choice === 'Something else';
  const reason = (choice === 'Something else' ? details.trim() : details.trim() ? `${choice}: ${details.trim()}` : choice).slice(0, REPORT_REASON_MAX);
  const ready = Boolean(choice) && (!needsDetails || details.trim().length > 0);

  const send = async () => {
    setProblem(null);
    try {
      await report(commentaryId, reason);
      toast({ title: REPORT_TEXTS.sent, status: 'success' });
      onClose();
    } catch (error) {
      setProblem(userMessage(error, REPORT_TEXTS.failed));
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Report this comment by {author}?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{REPORT_TEXTS.intro}</Typography>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <RadioGroup aria-label="Why are you reporting it?" value={choice} onChange={(e) => setChoice(e.target.value as Reason)}>
            {REPORT_REASONS.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio />} label={r} />
            ))}
          </RadioGroup>
          <TextField
            label={needsDetails ? 'Tell us what is wrong' : 'Anything staff should know? (optional)'}
            value={details}
            onChange={(e) => setDetails(e.target.value.slice(0, REPORT_REASON_MAX - 40))}
            multiline
            minRows={2}
            fullWidth
            required={needsDetails}
            helperText={`${details.length}/${REPORT_REASON_MAX - 40}`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={() => void send()} disabled={loading || !ready}>
          {loading ? 'Sending...' : 'Send report'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
