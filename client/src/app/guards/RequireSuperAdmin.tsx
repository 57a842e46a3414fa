import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';
import { useSession } from '../session';
import { SignedOutRedirect } from './SignedOutRedirect';

/** super_admin only (SPEC §2.1): everyone else signed in sees Access Denied, then /dashboard. */
export function RequireSuperAdmin({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { user, loading, isSuperAdmin } = session;
  if (loading) return <PageLoader label="Checking your permissions…" />;
  if (!user) return <SignedOutRedirect session={session} />;
  if (!isSuperAdmin) return <AccessDeniedPage />;
  return children ?? <Outlet />;
}
