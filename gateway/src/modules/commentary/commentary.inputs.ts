import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { CommentaryType } from './commentary.enums.js';
import { Commentary } from './commentary.entity.js';

/**
 * POST /api/commentaries (SPEC §7.2): articleId, content, commentaryType (default regular),
 * isPublic (default true). Commentary on a key vote gives keyVoteId instead (exactly one of them).
 */
@InputType()
export class CreateCommentaryInput {
  @Field(() => GraphQLUUID, { nullable: true, description: 'The article commented on (or keyVoteId).' })
  articleId?: string | null;

  @Field(() => GraphQLUUID, { nullable: true, description: 'The key vote commented on (or articleId).' })
  keyVoteId?: string | null;

  @Field(() => String, { description: '1 to 500 characters after trimming.' })
  content!: string;

  @Field(() => CommentaryType, { nullable: true, defaultValue: CommentaryType.REGULAR })
  commentaryType?: CommentaryType | null;

  @Field(() => Boolean, { nullable: true, defaultValue: true, description: "Owner notes: 'Make this note public' (the client's default is off)." })
  isPublic?: boolean | null;
}

/** What the viewer may do on one commentary. */
@ObjectType()
export class CommentaryViewerCan {
  @Field(() => Boolean)
  vote!: boolean;

  /** Staff edit the text of any commentary (moderation). */
  @Field(() => Boolean)
  edit!: boolean;

  /** Staff delete any commentary, with its votes and likes (moderation). */
  @Field(() => Boolean)
  delete!: boolean;

  /** Report it to staff: signed in and not its author (issue #58 item 7; once: see reportedByViewer). */
  @Field(() => Boolean)
  report!: boolean;
}

/** One page of a commentary list (cursor pagination: graphql/cursor.ts). */
@ObjectType({ description: 'One page of commentary: at most 50 items; nextCursor fetches the next (null on the last page).' })
export class CommentaryPage {
  @Field(() => [Commentary])
  items!: Commentary[];

  @Field(() => Int, { description: 'Commentaries in the whole list (what the viewer may see).' })
  totalCount!: number;

  @Field(() => String, { nullable: true })
  nextCursor!: string | null;
}
