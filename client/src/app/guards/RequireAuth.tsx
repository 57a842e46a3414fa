import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../session';
import { SignedOutRedirect } from './SignedOutRedirect';

/**
 * Signed-in only (SPEC §2.1). While the stored session is read a spinner shows (the role lookup is
 * not waited for: the page and its data load beside it); signed-out visitors go to
 * /login, replacing this entry, with `state.from` so sign-in can return them here; someone who
 * has just signed out here goes home instead (SPEC §2.2).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { user, userLoading } = session;
  if (userLoading) return <PageLoader label="Checking your session…" />;
  if (!user) return <SignedOutRedirect session={session} />;
  return children ?? <Outlet />;
}
