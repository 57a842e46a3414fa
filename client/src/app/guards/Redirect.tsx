import { createContext, useContext } from 'react';
import { Navigate, type NavigateProps } from 'react-router-dom';

/**
 * Set while the gateway draws a member's page (prerender/member-render.tsx). react-router's
 * <Navigate> does nothing on the server, so a page whose guard sends the visitor elsewhere (a member
 * on a staff screen, an old address) was drawn with nothing in it and a warning in the log. There,
 * a redirect is reported instead: the gateway sends the route's usual shell, and the app in the
 * browser redirects as it always does (with the dashboard's note for a staff screen).
 */
export const ServerRedirectContext = createContext<((to: string) => void) | null>(null);

/** What the guards render to send the visitor elsewhere: <Navigate> in the browser. */
export function Redirect(props: NavigateProps) {
  const onServer = useContext(ServerRedirectContext);
  if (onServer) {
    onServer(typeof props.to === 'string' ? props.to : (props.to.pathname ?? ''));
    return null;
  }
  return <Navigate {...props} />;
}
