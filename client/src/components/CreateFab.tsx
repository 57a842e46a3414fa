import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import AddIcon from '@mui/icons-material/Add';
import { lazy } from '../app/lazy-page';
import { useSession } from '../app/session';
import { OverlayPart } from './OverlayPart';
import { useOpenedOnce } from './useOpenedOnce';
import { CREATE_KINDS } from '../app/create-kinds';
import { kindsFor, type CreateFabContext, type CreateKind } from './CreateFab.types';

interface Props {
  /** The page context (SPEC §2.2); without one the button is not shown. */
  context?: CreateFabContext | null;
  contextId?: string;
  kinds?: readonly CreateKind[];
}

// The menu and the modal (MUI's Menu, Popover, Dialog and Modal: ~10 KB gzip) load when the button
// is first pointed at, focused or pressed, not with every page that shows the button (issue #12).
const CreateFabMenu = lazy(() => import('./CreateFabMenu'));

/**
 * SPEC §2.2 floating create button: shown only when signed in and a page context is set, and only
 * when the viewer may create something there. A menu offers those kinds; each opens a modal (SPEC
 * §4 Create modal: closed, menu open, modal for one kind, closed on success or Close). It adds
 * room at the end of the page so it never covers the page's last content.
 */
export function CreateFab({ context, contextId, kinds = CREATE_KINDS }: Props) {
  const { user, isStaff, loading } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<CreateKind | null>(null);
  // Once opened, the menu stays mounted (closed), so it can play its closing transition.
  const used = useOpenedOnce(anchor !== null);
  if (!user || !context || loading) return null;
  const available = kindsFor(context, { isStaff }, kinds);
  if (available.length === 0) return null;

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
        onPointerEnter={CreateFabMenu.prefetch}
        onFocus={CreateFabMenu.prefetch}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: (t) => t.zIndex.speedDial }}
      >
        <AddIcon />
      </Fab>
      {used && (
        // Offline (or after a deploy replaced the files), a menu whose code cannot be fetched says
        // so in a toast and closes; pressing the button again tries again.
        <OverlayPart
          open={anchor !== null || open !== null}
          onClose={() => {
            setAnchor(null);
            setOpen(null);
          }}
        >
          <Suspense fallback={null}>
            <CreateFabMenu
              context={context}
              contextId={contextId}
              available={available}
              anchor={anchor}
              onCloseMenu={() => setAnchor(null)}
              open={open}
              onChoose={setOpen}
            />
          </Suspense>
        </OverlayPart>
      )}
    </>
  );
}
