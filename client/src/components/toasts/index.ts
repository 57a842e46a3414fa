export { ToastProvider } from './ToastProvider';
export { useToast, TOAST_DEFAULT_DURATION } from './toast-context';
export type { ToastFn, ToastOptions, ToastStatus } from './toast-context';
