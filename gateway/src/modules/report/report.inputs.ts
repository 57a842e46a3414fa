import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CommentaryReport } from './report.entity.js';

export const REPORT_LIMITS = { reason: 500, note: 1000 } as const;

@ObjectType({ description: 'A page of reports with the total count.' })
export class CommentaryReportPage {
  @Field(() => Int)
  total!: number;

  @Field(() => [CommentaryReport])
  items!: CommentaryReport[];
}

@ObjectType({ description: 'Where a reported comment is (or was).' })
export class ReportedPlace {
  @Field(() => ID, { nullable: true })
  articleId!: string | null;

  @Field(() => ID, { nullable: true })
  keyVoteId!: string | null;
}
