import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { selectionOf } from '../../graphql/selection.js';
import { SearchKind } from './search.enums.js';
import { MAX_QUERY_LENGTH, PAGE_SIZE } from './search.inputs.js';
import * as searches from './search.service.js';
import { SearchResults } from './search.types.js';

@Resolver()
export class SearchResolver {
  @Auth()
  @Query(() => SearchResults, {
    description:
      `Search stories, articles, commentary, key votes and (staff) legislators for what the viewer may read, grouped by kind (GET /api/search). ` +
      `q: words, "a phrase", -word to leave out, or; 1–${MAX_QUERY_LENGTH} characters (400 'Enter something to search for' when blank).`,
  })
  search(
    @Arg('q', () => String) q: string,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg('kinds', () => [SearchKind], { nullable: true, description: 'Only these kinds (default: all the viewer may search).' }) kinds?: SearchKind[] | null,
    @Arg('first', () => Int, { nullable: true, description: `Hits per kind, 1–${PAGE_SIZE.max} (default ${PAGE_SIZE.default}).` }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: "A hit's cursor: the hits of its kind after it (kinds, if given, must be that kind alone)." })
    after?: string | null,
  ): Promise<SearchResults> {
    return searches.search(ctx, ctx.viewer!, { q, kinds, first, after }, selectionOf(info));
  }
}
