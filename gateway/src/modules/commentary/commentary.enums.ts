import { registerEnumType } from 'type-graphql';

export enum CommentaryType {
  REGULAR = 'regular',
  STAFF = 'staff',
  OWNER = 'owner',
}

registerEnumType(CommentaryType, { name: 'CommentaryType' });

/** GET /api/commentaries?sortBy=votes: net score (up − down) first; the default is newest first. */
export enum CommentarySort {
  NEWEST = 'newest',
  VOTES = 'votes',
}

registerEnumType(CommentarySort, { name: 'CommentarySort' });
