import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { formatDate } from '../../components/dates';
import type { StoryRole, StoryVisibility } from '../../__generated__/types';

/** SPEC §5 Tags: split on commas, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

export const VISIBILITY_LABEL: Record<StoryVisibility, string> = {
  PUBLIC: 'Public',
  FEATURED: 'Featured',
  PRIVATE: 'Private',
};

/** SPEC §4 Story visibility: public or featured is global (is_global true), private is not. */
export const isGlobalVisibility = (visibility: StoryVisibility) => visibility !== 'PRIVATE';

/**
 * One line on the story page saying what each story role may do, and the viewer's own (issue 58
 * item 4): an invited member who sees only Timeline and Proposals learns why. The viewer's powers
 * are the server's (`viewerCan`); this only words them.
 */
export function storyRolesLine(role: StoryRole, can: { addArticles: boolean; propose: boolean }): string {
  const roles = 'Owners manage the story and decide on proposals; editors add and edit articles; contributors add articles; everyone who can see it may propose changes.';
  if (role === 'VIEWER') return roles;
  const mine = role === 'OWNER' ? 'You own this story.' : `You are ${role === 'EDITOR' ? 'an editor' : 'a contributor'} here.`;
  const needsStaff = !can.addArticles ? ' Adding articles also needs a staff role, which you do not have, so for now you can propose changes.' : '';
  return `${mine} ${roles}${needsStaff}`;
}

export const ROLE_LABEL: Record<StoryRole, string> = {
  OWNER: 'Owner',
  EDITOR: 'Editor',
  CONTRIBUTOR: 'Contributor',
  VIEWER: 'Viewer',
};

/** The GraphQL `extensions.code` of the first error, if the gateway sent one. */
export function gqlCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The gateway's message (for SPEC texts like "use the error's message or …"). */
export function serverMessage(error: unknown, fallback: string): string {
  if (isConnectionError(error)) return MESSAGES.CONNECTION_ERROR;
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  return fallback;
}

/** 'January 2025': the month heading that groups the timeline (dated in UTC). */
export function monthKey(iso: string | null | undefined): string {
  if (!iso) return 'Undated';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Undated';
  return formatDate(date, 'monthYear', 'UTC');
}
