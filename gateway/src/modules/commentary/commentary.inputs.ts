import { Field, InputType, ObjectType } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { CommentaryType } from './commentary.enums.js';

/** POST /api/commentaries (SPEC §7.2): articleId, content, commentaryType (default regular), isPublic (default true). */
@InputType()
export class CreateCommentaryInput {
  @Field(() => GraphQLUUID)
  articleId!: string;

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
}
