import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '../app/brand';

/**
 * Where a page rendered on the server (a prerendered public page, a member page the gateway draws)
 * records its title for the HTML's <title>: effects do not run there. One object per render, so
 * renders that interleave never see each other's title.
 */
export const ServerTitleContext = createContext<{ title?: string } | null>(null);

/** Sets the browser tab title for the current screen. */
export function usePageTitle(title?: string) {
  const server = useContext(ServerTitleContext);
  if (server) server.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
