import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Redirect } from './Redirect';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../session';
import { SignedOutRedirect } from './SignedOutRedirect';

/** `location.state` on /dashboard after a member was sent there from a staff-only page. */
export interface StaffOnlyRedirectState {
  notice: 'staff-only';
  from: string;
}

/**
 * Staff, admin or super_admin (SPEC §2.1, §6). Signed-out visitors go to /login like any
 * members-only page; signed-in members without staff access go to /dashboard, which tells them
 * in a short note that the page was for staff (instead of leaving them wondering why).
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { user, loading, isStaff } = session;
  const location = useLocation();
  if (loading) return <PageLoader label="Checking staff permissions..." />;
  if (!user) return <SignedOutRedirect session={session} />;
  if (!isStaff) return <Redirect to="/dashboard" replace state={{ notice: 'staff-only', from: location.pathname } satisfies StaffOnlyRedirectState} />;
  return children ?? <Outlet />;
}
