import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Redirect } from './Redirect';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../session-context';

/** SPEC §2.1: a signed-in user visiting exactly / is sent to /dashboard. Signed-out visitors see the landing page. */
export function SignedInHomeRedirect({ children }: { children?: ReactNode }) {
  const { user, userLoading } = useSession();
  if (userLoading) return <PageLoader />;
  if (user) return <Redirect to="/dashboard" replace />;
  return children ?? <Outlet />;
}
