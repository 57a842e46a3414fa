import { createContext, useContext } from 'react';

export type ToastStatus = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  /** success, error and warning are shown as such; anything else shows as info (SPEC §3). */
  status?: ToastStatus | (string & {});
  /** Milliseconds before it closes by itself (default 3000). `Infinity` keeps it until closed. */
  duration?: number;
  /** Shows a close button (default true). */
  isClosable?: boolean;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  status: ToastStatus;
  duration: number;
  isClosable: boolean;
}

export const TOAST_DEFAULT_DURATION = 3000;

/** `toast({...})` shows a toast and returns its id; `toast.close(id)` and `toast.closeAll()` dismiss. */
export type ToastFn = ((options: ToastOptions) => string) & {
  close(id: string): void;
  closeAll(): void;
};

export const ToastContext = createContext<ToastFn | null>(null);

const KNOWN_STATUSES: readonly ToastStatus[] = ['success', 'error', 'warning'];

export function normaliseStatus(status: ToastOptions['status']): ToastStatus {
  return KNOWN_STATUSES.find((known) => known === status) ?? 'info';
}

export function useToast(): ToastFn {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>.');
  return toast;
}
