import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * SPEC §2.2 floating create button: which kinds exist and where each is offered.
 *
 * Extension point: the articles and commentary issues add their kind here (a `Form` with the
 * same props), e.g.
 *   { id: 'article', label: 'Article', contexts: ['dashboard', 'article'], title: () => 'Submit an Article',
 *     Form: lazy(() => import('../features/article/ArticleQuickCreateForm')) },
 *   { id: 'commentary', label: 'Commentary', contexts: ['article', 'legislator', 'bill', 'dashboard'], … },
 */

/** The page context a screen sets for the button (the button hides without one). */
export type CreateFabContext = 'dashboard' | 'article' | 'legislator' | 'bill' | 'story' | 'stories' | 'profile' | 'home';

export interface CreateFormProps {
  context: CreateFabContext;
  /** The id of the item the page shows (an article, a legislator…), when there is one. */
  contextId?: string;
  /** Called after success with the new item's path, or null to fall back to /dashboard. */
  onCreated(path: string | null): void;
  onClose(): void;
}

export interface CreateKind {
  id: 'article' | 'story' | 'commentary' | 'tip';
  /** Menu item text. */
  label: string;
  /** Contexts that offer this kind; 'any' for all. */
  contexts: 'any' | readonly CreateFabContext[];
  /** The modal's title for a context. */
  title(context: CreateFabContext): string;
  Form: LazyExoticComponent<ComponentType<CreateFormProps>> | ComponentType<CreateFormProps>;
}

export const CREATE_KINDS: readonly CreateKind[] = [
  {
    id: 'story',
    label: 'Story',
    contexts: 'any',
    title: (context) => (context === 'story' || context === 'stories' ? 'Create a New Story' : 'Create a Story'),
    Form: lazy(() => import('../features/story/StoryQuickCreateForm')),
  },
  {
    id: 'article',
    label: 'Article',
    contexts: ['dashboard', 'article'],
    title: () => 'Submit an Article',
    Form: lazy(() => import('../features/article/ArticleQuickCreateForm')),
  },
  {
    id: 'commentary',
    label: 'Commentary',
    contexts: ['article', 'legislator', 'bill', 'dashboard'],
    title: (context) =>
      context === 'article' ? 'Add Commentary on this Article' : context === 'legislator' ? 'Add Staff Commentary' : context === 'bill' ? 'Add Commentary on this Key Vote' : 'Add Commentary',
    Form: lazy(() => import('../features/commentary/CommentaryQuickCreateForm')),
  },
  // Member tips (issue #14 item 5): any signed-in member sends a link for staff review.
  {
    id: 'tip',
    label: 'Send a tip',
    contexts: 'any',
    title: () => 'Send a tip',
    Form: lazy(() => import('../features/tip/TipQuickCreateForm')),
  },
];

export function kindsFor(context: CreateFabContext, kinds: readonly CreateKind[] = CREATE_KINDS): CreateKind[] {
  return kinds.filter((kind) => kind.contexts === 'any' || kind.contexts.includes(context));
}
