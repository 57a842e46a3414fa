import { AppRoutes } from './routes';
import { UrlCatchUp } from './UrlCatchUp';

/**
 * The member app inside its router: the browser's (App.tsx) and the one the gateway renders a
 * member page with (prerender/member-render.tsx), so both trees have the same shape and a page
 * drawn on the server hydrates without being drawn again.
 */
export function MemberRoutes() {
  return (
    <>
      <UrlCatchUp />
      <AppRoutes />
    </>
  );
}
