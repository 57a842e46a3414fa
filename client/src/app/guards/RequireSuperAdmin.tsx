import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';
import { useSession } from '../session';

/** super_admin only (SPEC §2.1): everyone else signed in sees Access Denied, then /dashboard. */
export function RequireSuperAdmin({ children }: { children?: ReactNode }) {
  const { user, loading, isSuperAdmin } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader label="Checking your permissions…" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isSuperAdmin) return <AccessDeniedPage />;
  return children ?? <Outlet />;
}
