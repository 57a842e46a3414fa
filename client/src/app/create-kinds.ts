import { lazy } from './lazy-page';
import type { CreateKind } from '../components/CreateFab.types';

/**
 * The floating create button's kinds (SPEC §2.2; who is offered what: components/CreateFab.types.ts).
 * A feature adds its kind here, with a lazily loaded `Form` taking CreateFormProps, e.g.
 *   { id: 'tip', label: 'Send a tip', contexts: 'any', title: () => 'Send us a tip',
 *     Form: lazy(() => import('../features/tip/TipQuickCreateForm')) },
 */
export const CREATE_KINDS: readonly CreateKind[] = [
  {
    id: 'story',
    label: 'Story',
    contexts: 'any',
    audience: 'staff',
    title: (context) => (context === 'story' || context === 'stories' ? 'Create a New Story' : 'Create a Story'),
    Form: lazy(() => import('../features/story/StoryQuickCreateForm')),
  },
  {
    id: 'article',
    label: 'Article',
    contexts: ['dashboard', 'article'],
    audience: 'staff',
    title: () => 'Submit an Article',
    Form: lazy(() => import('../features/article/ArticleQuickCreateForm')),
  },
  {
    id: 'commentary',
    label: 'Commentary',
    contexts: ['article', 'dashboard'],
    staffContexts: ['legislator', 'bill'],
    title: (context) =>
      context === 'article' ? 'Add Commentary on this Article' : context === 'legislator' ? 'Add Staff Commentary' : context === 'bill' ? 'Add Commentary on this Key Vote' : 'Add Commentary',
    Form: lazy(() => import('../features/commentary/CommentaryQuickCreateForm')),
  },
  // Member tips (issue #14 item 5): members send a link for staff review, from any page.
  {
    id: 'tip',
    label: 'Send a tip',
    contexts: 'any',
    audience: 'member',
    title: () => 'Send a tip',
    Form: lazy(() => import('../features/tip/TipQuickCreateForm')),
  },
];

