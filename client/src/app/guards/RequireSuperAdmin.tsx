import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';
import { justSignedOut, useSession } from '../session';

/** super_admin only (SPEC §2.1): everyone else signed in sees Access Denied, then /dashboard. */
export function RequireSuperAdmin({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { user, loading, isSuperAdmin } = session;
  const location = useLocation();
  if (loading) return <PageLoader label="Checking your permissions…" />;
  if (!user) return justSignedOut(session) ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location }} />;
  if (!isSuperAdmin) return <AccessDeniedPage />;
  return children ?? <Outlet />;
}
