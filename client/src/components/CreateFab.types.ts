import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * SPEC §2.2 floating create button: which kinds exist, where each is offered, and to whom.
 *
 * Issue #14: the button offers only what the viewer may do. Stories and articles are created by
 * staff (the server refuses members: createStory and parseUrl are staff operations), so members
 * are not offered them; commentary is offered to members only where there is something to comment
 * on (an article page; the dashboard, which lists recent articles to pick from), to staff also
 * beside a legislator (their staff commentary editor) and a key vote, as before.
 *
 * The kinds themselves are the app's list (app/create-kinds.ts: a feature adds its kind there, a
 * `Form` with these props): this shared component imports no feature. Forms show a failure in the
 * modal (the server's message) and keep what was typed.
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

/** What the button knows about the viewer (from the session; the server decides anyway). */
export interface CreateViewer {
  isStaff: boolean;
}

export interface CreateKind {
  id: 'article' | 'story' | 'commentary' | 'tip';
  /** Menu item text. */
  label: string;
  /** Contexts that offer this kind; 'any' for all. */
  contexts: 'any' | readonly CreateFabContext[];
  /**
   * 'staff': only staff-level viewers may create it; 'member': only members without staff level
   * (staff submit articles directly instead of tips). Default: anyone signed in.
   */
  audience?: 'staff' | 'member';
  /** Further contexts that offer it to staff-level viewers only. */
  staffContexts?: readonly CreateFabContext[];
  /** The modal's title for a context. */
  title(context: CreateFabContext): string;
  Form: LazyExoticComponent<ComponentType<CreateFormProps>> | ComponentType<CreateFormProps>;
}

/** The kinds of `kinds` (the app's list: app/create-kinds.ts) this viewer is offered in this context. */
export function kindsFor(context: CreateFabContext, viewer: CreateViewer, kinds: readonly CreateKind[]): CreateKind[] {
  return kinds.filter((kind) => {
    if (kind.audience === 'staff' && !viewer.isStaff) return false;
    if (kind.audience === 'member' && viewer.isStaff) return false;
    if (kind.contexts === 'any' || kind.contexts.includes(context)) return true;
    return viewer.isStaff && (kind.staffContexts?.includes(context) ?? false);
  });
}
