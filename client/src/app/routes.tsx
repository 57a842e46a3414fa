import { isValidElement, useEffect, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { AnonymousOnly, Redirect, RequireAuth, RequireStaff, RequireSuperAdmin, SessionEndedRedirect, SignedInHomeRedirect } from './guards';
import { lazy } from './lazy-page';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PageAnnouncer } from './PageAnnouncer';
import { ScrollManager } from './ScrollManager';

/*
 * Every route of SPEC §2.1. Pages are code-split: each is a lazy import, and the layouts show a
 * spinner (Suspense) while a page's bundle loads.
 *
 * A page is declared lazily here and its route kept inside the guard the table gives it.
 *
 * boot.tsx loads the matched route's pages (preloadRoute) before the first render, so a page whose
 * bundle has arrived renders at once — no spinner in between, and a prerendered page hydrates
 * without suspending. RootShell does the same on every navigation, so a page's bundle loads while
 * a guard is still checking the session instead of after it.
 */
// The members' frame (sidebar, drawer, banners) is not needed by the public pages: loaded with the
// first member page (preloadRoute loads both, and the shell of a member route preloads them).
const MainLayout = lazy(() => import('./layouts/MainLayout').then((m) => ({ default: m.MainLayout })));
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const AboutPage = lazy(() => import('../features/landing/AboutPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../features/member/ProfilePage'));
const UserManagementPage = lazy(() => import('../features/admin/UserManagementPage'));
const StoriesListPage = lazy(() => import('../features/story/StoriesListPage'));
const StoryPage = lazy(() => import('../features/story/StoryPage'));
const StoryEditPage = lazy(() => import('../features/story/StoryEditPage'));
const CreateStoryPage = lazy(() => import('../features/story/CreateStoryPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const KeyVotesPage = lazy(() => import('../features/key-vote/KeyVotesPage'));
const KeyVoteDetailPage = lazy(() => import('../features/key-vote/KeyVoteDetailPage'));
const NewKeyVotePage = lazy(() => import('../features/key-vote/NewKeyVotePage'));
const LegislativeDashboardPage = lazy(() => import('../features/legislator/LegislativeDashboardPage'));
const LegislatorDetailPage = lazy(() => import('../features/legislator/LegislatorDetailPage'));
const EditCommentaryPage = lazy(() => import('../features/legislator/EditCommentaryPage'));
const StaffInsightsPage = lazy(() => import('../features/legislator/StaffInsightsPage'));
const RecentArticlesPage = lazy(() => import('../features/article/RecentArticlesPage'));
const ArticlePage = lazy(() => import('../features/article/ArticlePage'));
const ArticleSubmitPage = lazy(() => import('../features/article/ArticleSubmitPage'));
const ArticleEditPage = lazy(() => import('../features/article/ArticleEditPage'));
const ContentPage = lazy(() => import('../features/content/ContentPage'));
const UnavailableContentPage = lazy(() => import('../features/content/UnavailableContentPage'));
const TipQueuePage = lazy(() => import('../features/tip/TipQueuePage'));
const ReportQueuePage = lazy(() => import('../features/report/ReportQueuePage'));
const AccessRequestsPage = lazy(() => import('../features/access-request/AccessRequestsPage'));
const ModerationLogPage = lazy(() => import('../features/moderation/ModerationLogPage'));
const NotificationsPage = lazy(() => import('../features/notification/NotificationsPage'));
const TakeActionPage = lazy(() => import('../features/campaign/TakeActionPage'));
const CampaignEditorPage = lazy(() => import('../features/campaign/CampaignEditorPage'));
const CampaignResultsPage = lazy(() => import('../features/campaign/CampaignResultsPage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const MyLegislatorsPage = lazy(() => import('../features/scorecard/MyLegislatorsPage'));
const PublicScorecardPage = lazy(() => import('../features/scorecard/PublicScorecardPage'));

/** Loads every lazy page in `node` (a route's element, possibly inside a guard). */
function preloadPages(node: ReactNode): Promise<unknown>[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const preload = (node.type as { preload?: () => Promise<unknown> }).preload;
  const own = preload ? [preload()] : [];
  return [...own, ...[node.props.children ?? []].flat().flatMap(preloadPages)];
}

/**
 * Loads the pages of the routes `pathname` matches; resolves when they have arrived (or failed to:
 * the page's own render then reports the failure).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap((match) => preloadPages(match.route.element));
  return Promise.allSettled(loads).then(() => undefined);
}

function RootShell({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    void preloadRoute(pathname);
  }, [pathname]);
  return (
    <>
      <ScrollManager />
      <PageAnnouncer />
      <SessionEndedRedirect />
      <RouteErrorBoundary resetKey={pathname}>{children ?? <Outlet />}</RouteErrorBoundary>
    </>
  );
}

/** The member app's routes, for a declarative router around it (App.tsx; tests use a memory router). */
export function AppRoutes() {
  return useRoutes(routes);
}

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
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
          // Anyone, signed in or not: the scorecard a member shares (official votes and published positions only).
          { path: 'legislators/:bioguide/scorecard', element: <PublicScorecardPage /> },
          {
            element: <AnonymousOnly />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'signup', element: <SignupPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
            ],
          },
          // Not behind AnonymousOnly: a password-recovery link signs the user in before this page
          // renders, and the page itself must then show the form (SPEC §2.3 Reset password).
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { path: 'home', element: <RecentArticlesPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'notifications', element: <NotificationsPage /> },
              { path: 'my-legislators', element: <MyLegislatorsPage /> },
              { path: 'search', element: <SearchPage /> },
              { path: 'stories', element: <StoriesListPage /> },
              { path: 'stories/:id', element: <StoryPage /> },
              { path: 'stories/:id/edit', element: <StoryEditPage /> },
              { path: 'articles/:id', element: <ArticlePage /> },
              { path: 'articles/:id/edit', element: <ArticleEditPage /> },
              { path: 'key-votes', element: <KeyVotesPage /> },
              { path: 'key-votes/:id', element: <KeyVoteDetailPage /> },
              { path: 'key-votes/:id/take-action', element: <TakeActionPage /> },
              { path: 'content', element: <ContentPage /> },
              { path: 'posts', element: <UnavailableContentPage kind="posts" /> },
              { path: 'posts/:id', element: <UnavailableContentPage kind="posts" detail /> },
              { path: 'videos', element: <UnavailableContentPage kind="videos" /> },
              { path: 'videos/:id', element: <UnavailableContentPage kind="videos" detail /> },
              { path: 'events', element: <UnavailableContentPage kind="events" /> },
              { path: 'events/:id', element: <UnavailableContentPage kind="events" detail /> },
            ],
          },
          {
            element: <RequireStaff />,
            children: [
              // Listed before their :id siblings for readability; the router ranks static segments first anyway.
              { path: 'stories/create', element: <CreateStoryPage /> },
              { path: 'articles/add', element: <ArticleSubmitPage variant="add" /> },
              { path: 'articles/submit', element: <ArticleSubmitPage variant="submit" /> },
              { path: 'key-votes/new', element: <NewKeyVotePage /> },
              { path: 'key-votes/:id/edit', element: <KeyVoteDetailPage /> },
              { path: 'key-votes/:id/campaign', element: <CampaignEditorPage /> },
              { path: 'key-votes/:id/campaign/results', element: <CampaignResultsPage /> },
              { path: 'staff-commentary', element: <StaffInsightsPage /> },
              { path: 'staff/legislative-dashboard', element: <LegislativeDashboardPage /> },
              { path: 'legislators', element: <LegislativeDashboardPage /> },
              { path: 'legislators/:legislatorId', element: <LegislatorDetailPage /> },
              // An older path for the same screen (SPEC §2.1 lists it among earlier layouts).
              { path: 'staff/legislators/:id', element: <LegacyLegislatorRedirect /> },
              { path: 'staff/legislators/:legislatorId/edit-commentary', element: <EditCommentaryPage /> },
              { path: 'staff/tips', element: <TipQueuePage /> },
              { path: 'staff/reports', element: <ReportQueuePage /> },
            ],
          },
          {
            element: <RequireSuperAdmin />,
            children: [
              { path: 'admin/users', element: <UserManagementPage /> },
              { path: 'admin/access-requests', element: <AccessRequestsPage /> },
              { path: 'admin/moderation', element: <ModerationLogPage /> },
            ],
          },
        ],
      },
    ],
  },
];

function LegacyLegislatorRedirect() {
  const { id } = useParams();
  return <Redirect to={`/legislators/${id ?? ''}`} replace />;
}
