import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { justSignedOut, useSession } from '../session';

/**
 * Staff, admin or super_admin (SPEC §2.1, §6). Signed-out visitors go to /login like any
 * members-only page; signed-in members without staff access go to /dashboard.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { user, loading, isStaff } = session;
  const location = useLocation();
  if (loading) return <PageLoader label="Checking staff permissions..." />;
  if (!user) return justSignedOut(session) ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location }} />;
  if (!isStaff) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
