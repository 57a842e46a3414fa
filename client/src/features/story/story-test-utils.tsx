import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { typePolicies } from '../../apollo/type-policies';
import { AppProviders } from '../../app/AppProviders';
import { routes } from '../../app/routes';
import type { SessionOverride } from '../../app/session';
import { healthyMock } from '../../test/render';

export const STORY_ID = '11111111-1111-4111-8111-111111111111';
export const staffUser = { id: '00000000-0000-4000-8000-0000000000aa', email: 'staff@example.org' };
export const memberUser = { id: '00000000-0000-4000-8000-0000000000bb', email: 'member@example.org' };

const can = {
  __typename: 'StoryViewerCan',
  edit: false,
  manageCollaborators: false,
  changeSettings: false,
  addArticles: false,
  editTimeline: false,
  moderate: false,
  propose: true,
  vote: true,
  decideProposals: false,
  follow: true,
  requestToJoin: false,
};

export function storyHeader(overrides: Record<string, unknown> = {}, viewerCan: Partial<typeof can> = {}) {
  return {
    __typename: 'Story',
    id: STORY_ID,
    title: 'The reconciliation bill',
    description: 'How H.R. 1 moved through both chambers.',
    tags: ['budget', 'taxes'],
    createdAt: '2025-05-20T15:00:00.000Z',
    visibility: 'PUBLIC',
    isGlobal: true,
    openToJoin: false,
    requiresApproval: true,
    isFollowing: false,
    followerCount: 3,
    articlesCount: 0,
    userRole: 'VIEWER',
    owner: { __typename: 'Member', id: staffUser.id, displayName: 'sam_okafor' },
    viewerCan: { ...can, ...viewerCan },
    ...overrides,
  };
}

/** Renders the real app at `path` with the production cache policies. */
export function renderStoryApp(path: string, session: SessionOverride, mocks: MockLink.MockedResponse[]) {
  const client = new ApolloClient({
    link: new MockLink([healthyMock, ...mocks], { showWarnings: false }),
    cache: new InMemoryCache({ typePolicies }),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders client={client} session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, client };
}
