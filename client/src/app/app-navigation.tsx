import { createContext, useCallback, useContext, type ComponentProps, type ComponentType } from 'react';
import { createPath, Link, NavLink, useNavigate, useResolvedPath, type NavigateOptions, type To } from 'react-router-dom';

/**
 * Which addresses the running app shows itself, when not all of them: the public app (PublicApp.tsx)
 * shows only the public pages. Going to any other address loads it as a document, which starts the
 * member app there, and the address changes only when that page loads (as a plain link's does).
 * Without a provider (the member app) every address is the app's own.
 *
 * Code that may run in the public app navigates with these instead of react-router's own:
 * AppLink / AppNavLink for links, useAppNavigate for navigating from code.
 */
const OwnPages = createContext<((pathname: string) => boolean) | null>(null);

export const OwnPagesProvider = OwnPages.Provider;

/** react-router's navigate (to an address, not a step in history), or a document load for an address the app does not show. */
export function useAppNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const ownPage = useContext(OwnPages);
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
      if (!ownPage || ownPage(url.pathname)) void navigate(to, options);
      else if (options?.replace) window.location.replace(url.href);
      else window.location.assign(url.href);
    },
    [navigate, ownPage],
  );
}

type LinkLike = ComponentType<{ to: To; reloadDocument?: boolean; relative?: 'route' | 'path' }>;

/** The link, with `reloadDocument` when it goes to an address the app does not show. */
function leavingByDocument<L extends LinkLike>(RouterLink: L) {
  return function AppLink(props: ComponentProps<L>) {
    const ownPage = useContext(OwnPages);
    const { pathname } = useResolvedPath(props.to, { relative: props.relative });
    const Component = RouterLink as LinkLike;
    return <Component {...props} reloadDocument={props.reloadDocument || (ownPage !== null && !ownPage(pathname))} />;
  };
}

export const AppLink = leavingByDocument(Link);
export const AppNavLink = leavingByDocument(NavLink);
