import type { PortalRoute } from './route-table.js';

/** The members' pages, in their frame: the rest of the route table (./route-table.ts). */
export const MEMBER_ROUTE_ROWS: PortalRoute[] = [
  { path: '/home', access: 'anyone', page: 'features/article/RecentArticlesPage' },
  { path: '/dashboard', access: 'members', page: 'features/dashboard/DashboardPage' },
  { path: '/profile', access: 'members', page: 'features/member/ProfilePage' },
  { path: '/notifications', access: 'members', page: 'features/notification/NotificationsPage' },
  { path: '/my-legislators', access: 'members', page: 'features/scorecard/MyLegislatorsPage' },
  { path: '/search', access: 'members', page: 'features/search/SearchPage' },
  { path: '/stories', access: 'members', page: 'features/story/StoriesListPage' },
  { path: '/stories/:id', access: 'members', page: 'features/story/StoryPage' },
  { path: '/stories/:id/edit', access: 'members', page: 'features/story/StoryEditPage' },
  { path: '/articles/:id', access: 'members', page: 'features/article/ArticlePage' },
  { path: '/articles/:id/edit', access: 'members', page: 'features/article/ArticleEditPage' },
  { path: '/key-votes', access: 'members', page: 'features/key-vote/KeyVotesPage' },
  { path: '/key-votes/:id', access: 'members', page: 'features/key-vote/KeyVoteDetailPage' },
  { path: '/key-votes/:id/take-action', access: 'members', page: 'features/campaign/TakeActionPage' },
  { path: '/content', access: 'members', page: 'features/content/ContentPage' },
  // Addresses SPEC §2.1 names without a screen: a page that says what is there instead.
  { path: '/posts', access: 'members', page: 'features/content/UnavailableContentPage', props: { kind: 'posts' } },
  { path: '/posts/:id', access: 'members', page: 'features/content/UnavailableContentPage', props: { kind: 'posts', detail: true } },
  { path: '/videos', access: 'members', page: 'features/content/UnavailableContentPage', props: { kind: 'videos' } },
  { path: '/videos/:id', access: 'members', page: 'features/content/UnavailableContentPage', props: { kind: 'videos', detail: true } },
  { path: '/events', access: 'members', page: 'features/content/UnavailableContentPage', props: { kind: 'events' } },
  { path: '/events/:id', access: 'members', page: 'features/content/UnavailableContentPage', props: { kind: 'events', detail: true } },

  // Staff screens.
  { path: '/stories/create', access: 'staff', page: 'features/story/CreateStoryPage' },
  { path: '/articles/add', access: 'staff', page: 'features/article/ArticleSubmitPage', props: { variant: 'add' } },
  { path: '/articles/submit', access: 'staff', page: 'features/article/ArticleSubmitPage', props: { variant: 'submit' } },
  { path: '/key-votes/new', access: 'staff', page: 'features/key-vote/NewKeyVotePage' },
  { path: '/key-votes/:id/edit', access: 'staff', page: 'features/key-vote/KeyVoteDetailPage' },
  { path: '/key-votes/:id/campaign', access: 'staff', page: 'features/campaign/CampaignEditorPage' },
  { path: '/key-votes/:id/campaign/results', access: 'staff', page: 'features/campaign/CampaignResultsPage' },
  { path: '/staff-commentary', access: 'staff', page: 'features/legislator/StaffInsightsPage' },
  { path: '/staff/legislative-dashboard', access: 'staff', page: 'features/legislator/LegislativeDashboardPage' },
  { path: '/legislators', access: 'staff', page: 'features/legislator/LegislativeDashboardPage' },
  { path: '/legislators/:legislatorId', access: 'staff', page: 'features/legislator/LegislatorDetailPage' },
  // An older path for the same screen (SPEC §2.1 lists it among earlier layouts).
  { path: '/staff/legislators/:legislatorId', access: 'staff', redirectTo: ({ legislatorId }) => `/legislators/${legislatorId ?? ''}` },
  {
    path: '/staff/legislators/:legislatorId/edit-commentary',
   
    access: 'staff',
    page: 'features/legislator/EditCommentaryPage',
  },
  { path: '/staff/tips', access: 'staff', page: 'features/tip/TipQueuePage' },
  { path: '/staff/reports', access: 'staff', page: 'features/report/ReportQueuePage' },

  // Super admins' screens.
  { path: '/admin/users', access: 'super-admins', page: 'features/admin/UserManagementPage' },
  { path: '/admin/access-requests', access: 'super-admins', page: 'features/access-request/AccessRequestsPage' },
  { path: '/admin/moderation', access: 'super-admins', page: 'features/moderation/ModerationLogPage' },
];
