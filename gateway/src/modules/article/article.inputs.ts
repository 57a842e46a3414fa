import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Article } from './article.entity.js';
import { SubmissionStatus } from './article.enums.js';

/** The staff edit screen (/articles/{id}/edit) and inline edit: any subset of title, content, tags, image. */
@InputType()
export class UpdateArticleInput {
  @Field(() => String, { nullable: true, description: 'Non-empty after trimming.' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'HTML; sanitized with the same allow-list as extracted content.' })
  content?: string | null;

  @Field(() => [String], { nullable: true, description: 'Each entry split on commas, trimmed; empties dropped.' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: 'An http(s) image URL; empty string removes the image.' })
  imageUrl?: string | null;
}

/** parseUrl / submit result: the article (new or found by canonical URL) with SPEC §3's isExisting and status. */
@ObjectType()
export class ArticleSubmission {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => SubmissionStatus)
  status!: SubmissionStatus;

  @Field(() => Boolean)
  isExisting!: boolean;

  @Field(() => Article)
  article!: Article;
}

/** What the viewer may do on an article, from article.policy.ts and commentary.policy.ts. */
@ObjectType()
export class ArticleViewerCan {
  @Field(() => Boolean, { description: 'Inline edit of title and content, the edit screen (staff).' })
  edit!: boolean;

  @Field(() => Boolean, { description: 'Delete with confirmation (staff).' })
  delete!: boolean;

  @Field(() => Boolean, { description: 'Vote up or down (signed in).' })
  vote!: boolean;

  @Field(() => Boolean, { description: 'Add reader commentary (signed in).' })
  comment!: boolean;

  @Field(() => Boolean, { description: 'Add staff commentary (staff).' })
  addStaffCommentary!: boolean;

  @Field(() => Boolean, { description: "Add an owner note (the article's submitter only)." })
  addOwnerNote!: boolean;

  @Field(() => Boolean, { description: 'See private owner notes and staff commentary.' })
  seePrivateCommentary!: boolean;
}
