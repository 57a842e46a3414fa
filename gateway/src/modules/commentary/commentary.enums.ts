import { registerEnumType } from 'type-graphql';

export enum CommentaryType {
  REGULAR = 'regular',
  STAFF = 'staff',
  OWNER = 'owner',
}

registerEnumType(CommentaryType, { name: 'CommentaryType' });
