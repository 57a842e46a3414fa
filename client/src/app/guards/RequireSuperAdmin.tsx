import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LazyPart } from '../../components/LazyPart';
import { PageLoader } from '../../components/PageLoader';
import { lazy } from '../lazy-page';
import { useSession } from '../session';
import { SignedOutRedirect } from './SignedOutRedirect';

// Only members who open an admin address see it: not part of every member page's JavaScript.
const AccessDeniedPage = lazy(() => import('../pages/AccessDeniedPage').then((m) => ({ default: m.AccessDeniedPage })));

/** super_admin only (SPEC §2.1): everyone else signed in sees Access Denied, then /dashboard. */
export function RequireSuperAdmin({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { user, loading, isSuperAdmin } = session;
  if (loading) return <PageLoader label="Checking your permissions…" />;
  if (!user) return <SignedOutRedirect session={session} />;
  if (!isSuperAdmin) {
    return (
      <LazyPart fallback={<PageLoader label="Checking your permissions…" />}>
        <AccessDeniedPage />
      </LazyPart>
    );
  }
  return children ?? <Outlet />;
}
