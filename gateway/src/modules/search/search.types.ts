import { createUnionType, Field, Int, ObjectType } from 'type-graphql';
import { Article } from '../article/article.entity.js';
import { Commentary } from '../commentary/commentary.entity.js';
import { KeyVote } from '../key-vote/key-vote.entity.js';
import { Legislator } from '../legislator/legislator.entity.js';
import { Story } from '../story/story.entity.js';
import { SearchKind } from './search.enums.js';

// Told apart by class (type-graphql's default resolveType, synchronous as graphql-jit needs): every
// node is an entity instance.
export const SearchResult = createUnionType({
  name: 'SearchResult',
  description: 'What a search hit is: a story, an article, a commentary, a key vote or a legislator.',
  types: () => [Story, Article, Commentary, KeyVote, Legislator] as const,
});

@ObjectType({ description: 'A piece of a title or snippet; `match` marks the words the search found (draw them highlighted, as text).' })
export class TextPart {
  @Field(() => String)
  text!: string;

  @Field(() => Boolean)
  match!: boolean;
}

@ObjectType({ description: 'One search hit.' })
export class SearchEdge {
  @Field(() => String, { description: "Pass as `after` for the hits of this kind that follow this one." })
  cursor!: string;

  @Field(() => SearchKind)
  kind!: SearchKind;

  @Field(() => SearchResult)
  node!: typeof SearchResult;

  @Field(() => [TextPart], { description: 'The title (commentary: its text; legislator: the name), matched words marked.' })
  title!: TextPart[];

  @Field(() => [TextPart], { description: 'The passages of the summary or body around the matched words, marked; empty when there is none.' })
  snippet!: TextPart[];

  @Field(() => String, { nullable: true, description: 'The page that shows it (commentary: its article or key vote); null when the viewer has none to open.' })
  url!: string | null;

  @Field(() => String, { nullable: true, description: 'Commentary: the title of the article or key vote it is on.' })
  context!: string | null;
}

@ObjectType()
export class SearchPageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'The last hit’s cursor; null when the page is empty.' })
  endCursor!: string | null;
}

@ObjectType({ description: 'The hits of one kind, best first, and how many there are.' })
export class SearchGroup {
  @Field(() => SearchKind)
  kind!: SearchKind;

  @Field(() => Int, { description: 'Matches the viewer may see, counted up to a cap (see totalCountCapped).' })
  totalCount!: number;

  @Field(() => Boolean, { description: 'The count stopped at its cap (200): there may be more; a more specific search narrows them.' })
  totalCountCapped!: boolean;

  @Field(() => [SearchEdge])
  edges!: SearchEdge[];

  @Field(() => SearchPageInfo)
  pageInfo!: SearchPageInfo;
}

@ObjectType()
export class SearchResults {
  @Field(() => String, { description: 'The search as it was run (spaces and control characters tidied).' })
  query!: string;

  @Field(() => [SearchGroup], { description: 'One group per kind asked for that the viewer may search, in the order stories, articles, commentary, key votes, legislators.' })
  groups!: SearchGroup[];
}
