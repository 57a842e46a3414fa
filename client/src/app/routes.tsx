import { lazy, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { AnonymousOnly, RequireAuth, RequireStaff, RequireSuperAdmin, SignedInHomeRedirect } from './guards';
import { MainLayout } from './layouts/MainLayout';
import { PublicLayout, PublicSection } from './layouts/PublicLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

/*
 * Every route of SPEC §2.1. Pages are code-split: each is a React.lazy import, and the layouts
 * show a spinner (Suspense) while a page's bundle loads.
 *
 * A feature issue replaces a `soon('…')` placeholder with its page, declared lazily here:
 *   const StoriesPage = lazy(() => import('../features/story/StoriesPage'));
 *   { path: 'stories', element: <StoriesPage /> },
 * and keeps the route inside the guard the table gives it.
 */
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const AboutPage = lazy(() => import('../features/landing/AboutPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const ComingSoon = lazy(() => import('../components/ComingSoon'));

/** Placeholder for a screen a later issue builds. */
const soon = (title: string) => <ComingSoon title={title} />;
const publicSoon = (title: string) => <PublicSection>{soon(title)}</PublicSection>;

function RootShell({ children }: { children?: ReactNode }) {
  return (
    <>
      <ScrollRestoration />
      {children ?? <Outlet />}
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            element: (
              <SignedInHomeRedirect>
                <LandingPage />
              </SignedInHomeRedirect>
            ),
          },
          { path: 'about', element: <AboutPage /> },
          {
            element: <AnonymousOnly />,
            children: [
              { path: 'login', element: publicSoon('Sign in') },
              { path: 'signup', element: publicSoon('Create your account') },
              { path: 'forgot-password', element: publicSoon('Forgot your password?') },
            ],
          },
          // Not behind AnonymousOnly: a password-recovery link signs the user in before this page
          // renders, and the page itself must then show the form (SPEC §2.3 Reset password).
          { path: 'reset-password', element: publicSoon('Choose a new password') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { path: 'home', element: soon('Recent Articles') },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: soon('My Dashboard') },
              { path: 'profile', element: soon('My Profile') },
              { path: 'stories', element: soon('Stories') },
              { path: 'stories/:id', element: soon('Story') },
              { path: 'stories/:id/edit', element: soon('Edit story') },
              { path: 'articles/:id', element: soon('Article') },
              { path: 'articles/:id/edit', element: soon('Edit article') },
              { path: 'key-votes', element: soon('Key Votes') },
              { path: 'key-votes/:id', element: soon('Key Vote') },
              { path: 'content', element: soon('Content') },
              { path: 'posts', element: soon('Posts') },
              { path: 'posts/:id', element: soon('Post') },
              { path: 'videos', element: soon('Videos') },
              { path: 'videos/:id', element: soon('Video') },
              { path: 'events', element: soon('Events') },
              { path: 'events/:id', element: soon('Event') },
            ],
          },
          {
            element: <RequireStaff />,
            children: [
              // Listed before their :id siblings for readability; the router ranks static segments first anyway.
              { path: 'stories/create', element: soon('Create a story') },
              { path: 'articles/add', element: soon('Submit an article') },
              { path: 'articles/submit', element: soon('Submit an article') },
              { path: 'key-votes/:id/edit', element: soon('Key Vote') },
              { path: 'staff-commentary', element: soon('Staff Insights') },
              { path: 'staff/legislative-dashboard', element: soon('Legislative Dashboard') },
              { path: 'legislators', element: soon('Legislative Dashboard') },
              { path: 'legislators/:legislatorId', element: soon('Legislator') },
              { path: 'staff/legislators/:id', element: soon('Legislator') },
              { path: 'staff/legislators/:legislatorId/edit-commentary', element: soon('Edit staff commentary') },
            ],
          },
          {
            element: <RequireSuperAdmin />,
            children: [{ path: 'admin/users', element: soon('User Management') }],
          },
        ],
      },
    ],
  },
];
