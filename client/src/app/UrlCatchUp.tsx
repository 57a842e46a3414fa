import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Shows the address the browser is at when the app has just mounted, if it moved during the first
 * render. The member app's first render is a transition (boot.tsx), which React renders in slices:
 * the router reads the address when that render starts and only listens for Back, Forward and
 * links when it commits, so a move in between (Back pressed while the page loads) would leave the
 * old page on screen under the new address. Renders nothing.
 */
export function UrlCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search || hash !== location.hash) {
      void navigate({ pathname, search, hash }, { replace: true });
    }
    // Once, on mount: from then on the router follows the address itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
