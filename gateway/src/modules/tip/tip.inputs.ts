import { Field, InputType, ObjectType } from 'type-graphql';
import { Article } from '../article/article.entity.js';
import { Tip } from './tip.entity.js';
import { TipSubmissionStatus } from './tip.enums.js';

@InputType({ description: 'POST /api/tips: a link and an optional private note to staff.' })
export class SubmitTipInput {
  @Field(() => String, { description: 'An http:// or https:// article URL; checked and fetched like staff submission.' })
  url!: string;

  @Field(() => String, { nullable: true, description: `A private note to staff, at most 2000 characters; only staff and you read it.` })
  note?: string | null;
}

@ObjectType({ description: 'What sending a tip did: a new tip in the review queue, or the article already published.' })
export class TipSubmission {
  @Field(() => TipSubmissionStatus)
  status!: TipSubmissionStatus;

  @Field(() => Tip, { nullable: true, description: 'The new (or already pending) tip; null when the article exists.' })
  tip!: Tip | null;

  @Field(() => Article, { nullable: true, description: 'The published article, when the page is already in the portal.' })
  article!: Article | null;
}
