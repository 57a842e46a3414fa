import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { RequestAccessForm } from './RequestAccessForm';

/**
 * Under the dashboard's "that page is for staff" note (a member sent away by RequireStaff): a way
 * to ask for Staff access, the least that opens the page (issue #58 item 2), never more.
 */
export default function StaffAccessRequest({ page }: { page: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} sx={{ mb: 3 }}>
        Request staff access
      </Button>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3, maxWidth: 640 }}>
      <RequestAccessForm page={page} role="STAFF" />
    </Paper>
  );
}
