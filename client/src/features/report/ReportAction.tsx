import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ReportCommentDialog from './ReportCommentDialog';

/**
 * A comment's Report button, or "Reported" once the viewer has reported it (issue #58 item 7).
 * Loaded beside the commentary panel rather than in it, so article pages do not carry it first.
 */
export default function ReportAction({ commentaryId, author, reported, label }: { commentaryId: string; author: string; reported: boolean; label: string }) {
  const [open, setOpen] = useState(false);
  if (reported) return <Chip size="small" variant="outlined" label="Reported" title="You reported this comment; our staff will review it." />;
  return (
    <>
      <Button size="small" color="inherit" onClick={() => setOpen(true)} aria-label={`Report ${label}`} sx={{ color: 'text.secondary' }}>
        Report
      </Button>
      {open && <ReportCommentDialog commentaryId={commentaryId} author={author} onClose={() => setOpen(false)} />}
    </>
  );
}
