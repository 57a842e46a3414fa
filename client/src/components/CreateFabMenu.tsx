import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CreateFabContext, CreateKind } from './CreateFab.types';
import { PartErrorBoundary } from './PartErrorBoundary';

export interface CreateFabMenuProps {
  context: CreateFabContext;
  contextId?: string;
  /** The kinds the viewer may create here (CreateFab.types.ts kindsFor). */
  available: readonly CreateKind[];
  /** The button while its menu is open, else null. */
  anchor: HTMLElement | null;
  onCloseMenu(): void;
  /** The kind whose modal is open, else null. */
  open: CreateKind | null;
  onChoose(kind: CreateKind | null): void;
}

/**
 * The floating create button's menu and modal (SPEC §4 Create modal), loaded by CreateFab.tsx when
 * the button is first pointed at, focused or pressed: no page needs them before that.
 */
export default function CreateFabMenu({ context, contextId, available, anchor, onCloseMenu, open, onChoose }: CreateFabMenuProps) {
  const navigate = useNavigate();
  const close = () => onChoose(null);
  const Form = open?.Form;
  const titleId = 'create-fab-dialog-title';
  return (
    <>
      <Menu
        id="create-fab-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onCloseMenu}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {available.map((kind) => (
          <MenuItem
            key={kind.id}
            onClick={() => {
              onCloseMenu();
              onChoose(kind);
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
            {/* A form whose code cannot be fetched says so in the modal, with Try again, and the
                modal keeps its Close button (SPEC §2.2). */}
            <PartErrorBoundary
              sx={{ mx: 3 }}
              footer={
                <DialogActions>
                  <Button onClick={close}>Close</Button>
                </DialogActions>
              }
            >
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
            </PartErrorBoundary>
          </>
        )}
      </Dialog>
    </>
  );
}
