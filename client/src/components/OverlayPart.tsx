import type { ReactNode } from 'react';
import { MESSAGES } from '../errors/messages';
import { PartErrorBoundary } from './PartErrorBoundary';
import { useToast } from './toasts';

/**
 * A part shown over the page when the member opens it (a menu, the phone's navigation drawer),
 * whose code loads on demand. When that code cannot be fetched while it is being opened, a toast
 * says so and the part closes (`onClose`); opening it again tries again. A failure while it is
 * closed (loading ahead of use) shows nothing.
 */
export function OverlayPart({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const toast = useToast();
  return (
    <PartErrorBoundary
      fallback={null}
      // Opening and closing both try a failed part again: closed, a failure stays silent.
      retryKey={open ? 'open' : 'closed'}
      onError={() => {
        if (!open) return;
        toast({ title: MESSAGES.PART_LOAD_FAILED, status: 'error' });
        onClose();
      }}
    >
      {children}
    </PartErrorBoundary>
  );
}
