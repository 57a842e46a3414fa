import { Field, Int, ObjectType } from 'type-graphql';
import { ModerationAction } from './moderation-action.entity.js';

@ObjectType({ description: 'What a delete took with the item, of one kind.' })
export class RemovedDependants {
  /** 'votes', 'likes', 'commentaries', 'timeline links' … */
  @Field(() => String)
  what!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'A page of the moderation log, newest first, with the total count.' })
export class ModerationLogPage {
  @Field(() => Int)
  total!: number;

  @Field(() => [ModerationAction])
  items!: ModerationAction[];
}
