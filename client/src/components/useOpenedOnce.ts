import { useState } from 'react';

/**
 * True from the first render in which `open` is true, then for good: a dialog whose code loads
 * lazily is mounted when it first opens and stays mounted, so it can play its closing transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set while rendering (React re-renders at once, before committing).
  if (open && !opened) setOpened(true);
  return opened || open;
}
