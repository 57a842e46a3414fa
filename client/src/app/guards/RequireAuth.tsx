import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../session';

/**
 * Signed-in only (SPEC §2.1). While the session loads a spinner shows; signed-out visitors go to
 * /login, replacing this entry, with `state.from` so sign-in can return them here.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader label="Checking your session…" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
