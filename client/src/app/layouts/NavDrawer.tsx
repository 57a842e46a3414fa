import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

interface NavDrawerProps {
  id: string;
  width: number;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/**
 * The navigation as a slide-in drawer, below the md breakpoint (SPEC §2.2). Loaded by
 * MainLayout.tsx once the page has drawn its first data or when the menu button is first used, so
 * MUI's Modal, Slide and focus trap (~7 KB gzip) are not part of a phone's first screen.
 */
export default function NavDrawer({ id, width, open, onClose, children }: NavDrawerProps) {
  return (
    <Drawer id={id} variant="temporary" open={open} onClose={onClose} sx={{ '& .MuiDrawer-paper': { width, maxWidth: '85vw', border: 0 } }}>
      {children}
    </Drawer>
  );
}
