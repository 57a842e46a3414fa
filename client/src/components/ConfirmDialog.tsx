import { Suspense } from 'react';
import { lazy } from '../app/lazy-page';
import type { ConfirmDialogProps } from './ConfirmDialogBody';
import { PartErrorBoundary } from './PartErrorBoundary';
import { useOpenedOnce } from './useOpenedOnce';

const ConfirmDialogBody = lazy(() => import('./ConfirmDialogBody'));

/**
 * Confirmation before a destructive or consequential action (SPEC §4: "delete via confirmation
 * dialog"). Cancel has the initial focus, so Enter never deletes by accident; while the action
 * runs both buttons are disabled and the dialog cannot be dismissed.
 *
 * The dialog (MUI's Dialog and Modal, ~6 KB gzip) loads when it first opens, not with the page.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <PartErrorBoundary>
      <Suspense fallback={null}>
        <ConfirmDialogBody {...props} />
      </Suspense>
    </PartErrorBoundary>
  );
}
