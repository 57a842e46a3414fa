import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import { useMyStoryInvitesQuery } from './InvitesPanel.generated';
import { InviteRow } from './InvitesPanel';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

const POPOVER_ID = 'top-bar-invitations';

/**
 * Issue #14: the top bar tells an invited member about their pending invitations on every page and
 * lets them accept or decline in place. Hidden while there are none.
 */
export default function InvitesMenu() {
  const { data } = useSlicedFirstData(useMyStoryInvitesQuery({ fetchPolicy: 'cache-and-network' }));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const invites = data?.myInvites ?? [];
  // Answered rows stay in the list until their message has been shown (InviteRow removes them).
  const pending = invites.filter((i) => i.status === 'PENDING').length;
  if (invites.length === 0 && !anchor) return null;
  const label = `Invitations to collaborate: ${pending} pending`;
  return (
    <>
      <IconButton
        title={label}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? POPOVER_ID : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={pending} color="secondary">
          <GroupAddIcon />
        </Badge>
      </IconButton>
      <Popover
        id={POPOVER_ID}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${POPOVER_ID}-title`, sx: { width: 380, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ p: 2 }}>
          <Typography id={`${POPOVER_ID}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Invitations to collaborate
          </Typography>
          {invites.length === 0 ? (
            <Typography color="text.secondary">No pending invitations.</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {invites.map((invite) => (
                <InviteRow key={invite.id} invite={invite} showStoryLink dense />
              ))}
            </Stack>
          )}
        </Box>
      </Popover>
    </>
  );
}
