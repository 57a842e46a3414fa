import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import {
  normaliseStatus,
  TOAST_DEFAULT_DURATION,
  ToastContext,
  type Toast,
  type ToastFn,
  type ToastOptions,
} from './toast-context';

interface Shown extends Toast {
  open: boolean;
}

let counter = 0;
const nextId = () => `toast-${Date.now().toString(36)}-${(counter += 1)}`;

/**
 * Toasts stack in the bottom corner (bottom centre on phones), newest at the bottom, above the
 * floating create button where the page shows one.
 * The timer pauses while the pointer or keyboard focus is on a toast so it can be read and closed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Shown[]>([]);

  const close = useCallback((id: string) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);
  const remove = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const toast = useMemo<ToastFn>(() => {
    const show = (options: ToastOptions) => {
      const id = nextId();
      const item: Shown = {
        id,
        title: options.title,
        description: options.description,
        status: normaliseStatus(options.status),
        duration: options.duration ?? TOAST_DEFAULT_DURATION,
        isClosable: options.isClosable ?? true,
        open: true,
      };
      setToasts((list) => [...list, item]);
      return id;
    };
    return Object.assign(show, {
      close,
      closeAll: () => setToasts((list) => list.map((t) => ({ ...t, open: false }))),
    });
  }, [close]);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <Box
        aria-label="Notifications"
        component="section"
        sx={{
          position: 'fixed',
          zIndex: (theme) => theme.zIndex.snackbar,
          bottom: { xs: 12, sm: 24 },
          // Above the floating create button where a page shows it (components/CreateFab.tsx), so a
          // toast never covers the button — not even one saying its menu could not be opened.
          'body:has([data-create-fab-spacer]) &': { bottom: { xs: 84, sm: 96 } },
          left: { xs: 12, sm: 'auto' },
          right: { xs: 12, sm: 24 },
          width: { sm: 380 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          pointerEvents: 'none',
        }}
      >
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onClose={close} onExited={remove} />
        ))}
      </Box>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onClose, onExited }: { toast: Shown; onClose(id: string): void; onExited(id: string): void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);

  useEffect(() => {
    if (!toast.open || paused || !Number.isFinite(remaining.current)) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => onClose(toast.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [toast.open, toast.id, paused, onClose]);

  return (
    <Slide in={toast.open} direction="up" appear onExited={() => onExited(toast.id)}>
      <Alert
        role={toast.status === 'error' ? 'alert' : 'status'}
        aria-live={toast.status === 'error' ? 'assertive' : 'polite'}
        severity={toast.status}
        variant="filled"
        onClose={toast.isClosable ? () => onClose(toast.id) : undefined}
        slotProps={{ closeButton: { 'aria-label': `Close notification: ${toast.title}` } }}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        sx={{ pointerEvents: 'auto', boxShadow: 6, alignItems: 'flex-start', '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      >
        <AlertTitle sx={{ mb: toast.description ? 0.5 : 0, fontWeight: 600 }}>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Slide>
  );
}
