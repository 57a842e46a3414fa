import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import { useSession } from '../app/session';
import { CREATE_KINDS, kindsFor, type CreateFabContext, type CreateKind } from './CreateFab.kinds';

interface Props {
  /** The page context (SPEC §2.2); without one the button is not shown. */
  context?: CreateFabContext | null;
  contextId?: string;
  kinds?: readonly CreateKind[];
}

/**
 * SPEC §2.2 floating create button: shown only when signed in and a page context is set, and only
 * when the viewer may create something there. A menu offers those kinds; each opens a modal (SPEC
 * §4 Create modal: closed, menu open, modal for one kind, closed on success or Close). It adds
 * room at the end of the page so it never covers the page's last content.
 */
export function CreateFab({ context, contextId, kinds = CREATE_KINDS }: Props) {
  const { user, isStaff, loading } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<CreateKind | null>(null);
  if (!user || !context || loading) return null;
  const available = kindsFor(context, { isStaff }, kinds);
  if (available.length === 0) return null;

  const close = () => setOpen(null);
  const Form = open?.Form;
  const titleId = 'create-fab-dialog-title';
  return (
    <>
      {/* Room at the end of the page, so the button never covers the last of it (issue #14, phones). */}
      <Box aria-hidden sx={{ height: { xs: 72, sm: 80 } }} data-create-fab-spacer="" />
      <Fab
        color="primary"
        aria-label="Create"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'create-fab-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: (t) => t.zIndex.speedDial }}
      >
        <AddIcon />
      </Fab>
      <Menu
        id="create-fab-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {available.map((kind) => (
          <MenuItem
            key={kind.id}
            onClick={() => {
              setAnchor(null);
              setOpen(kind);
            }}
          >
            {kind.label}
          </MenuItem>
        ))}
      </Menu>
      <Dialog open={Boolean(open)} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        {open && Form && (
          <>
            <DialogTitle id={titleId}>{open.title(context)}</DialogTitle>
            <Suspense
              fallback={
                <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
                  <CircularProgress aria-label="Loading" />
                </Box>
              }
            >
              <Form
                context={context}
                contextId={contextId}
                onClose={close}
                onCreated={(path) => {
                  close();
                  navigate(path ?? '/dashboard');
                }}
              />
            </Suspense>
          </>
        )}
      </Dialog>
    </>
  );
}
