import { useEffect } from 'react';
import { pageTitle } from '../app/brand';

/** Sets the browser tab title for the current screen. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
