import { useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '../errors/messages';
import { PartErrorBoundary } from './PartErrorBoundary';
import { useToast } from './toasts';

/** How many times `open` has turned true: a new value for each time the member opens the part. */
function useOpenings(open: boolean): number {
  const [seen, setSeen] = useState({ open, openings: 0 });
  if (seen.open !== open) {
    // Derived during render (React's pattern for state that follows a prop).
    const next = { open, openings: seen.openings + (open ? 1 : 0) };
    setSeen(next);
    return next.openings;
  }
  return seen.openings;
}

/**
 * A part shown over the page when the member opens it (a menu, the phone's navigation drawer),
 * whose code loads on demand. When that code cannot be fetched while it is being opened, a toast
 * says so and the part closes (`onClose`); the next opening tries again. A failure while it is
 * closed (loading ahead of use) shows nothing.
 */
export function OverlayPart({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const toast = useToast();
  const openNow = useRef(open);
  openNow.current = open;
  const openings = useOpenings(open);
  return (
    <PartErrorBoundary
      fallback={null}
      retryKey={openings}
      onError={() => {
        if (!openNow.current) return;
        toast({ title: MESSAGES.PART_LOAD_FAILED, status: 'error' });
        onClose();
      }}
    >
      {children}
    </PartErrorBoundary>
  );
}
