import type { ToastOptions } from '../../components/toasts';
import type { TipStatus } from '../../__generated__/types';
import type { TipSent } from './useTips';

export const TIP_STATUS_LABEL: Record<TipStatus, string> = {
  PENDING: 'Waiting for review',
  PUBLISHED: 'Published',
  DECLINED: 'Declined',
};

export const TIP_STATUS_COLOR: Record<TipStatus, 'default' | 'success' | 'warning'> = {
  PENDING: 'default',
  PUBLISHED: 'success',
  DECLINED: 'warning',
};

/** What the member is told right after sending. */
export function tipSentToast(result: TipSent): ToastOptions {
  if (result.article) {
    return { title: 'This article is already in the portal', description: `“${result.article.title}”`, status: 'info' };
  }
  return { title: 'Thanks! Your tip was sent', description: 'Our staff will review it. You will see its status in your profile.', status: 'success' };
}
