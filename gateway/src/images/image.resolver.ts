import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../graphql/context.js';
import { Article } from '../modules/article/article.entity.js';
import { ContentItem } from '../modules/content/content.inputs.js';
import { Legislator } from '../modules/legislator/legislator.entity.js';
import { Representative } from '../modules/representative/representative.types.js';
import { Story } from '../modules/story/story.entity.js';
import { Tip } from '../modules/tip/tip.entity.js';
import { ImageRef } from './image.types.js';
import { inlineImageSources, withPortalImages } from './inline-images.js';

/*
 * The pictures of articles, dashboard items, legislators and stories as the portal serves them
 * (issue #12). The *Url fields beside them keep the source address (SPEC §3, and what staff edit);
 * the client shows only these, so the browser never contacts the source's host.
 */
const load = (ctx: Context, url: string | null | undefined) => (url ? ctx.loaders.imageBySource.load(url) : null);

/** Extracted HTML with its pictures served by the portal (inline-images.ts). */
async function portalContent(ctx: Context, html: string | null): Promise<string | null> {
  const sources = inlineImageSources(html);
  if (!html || !sources.length) return html;
  const images = await ctx.loaders.imageBySource.loadMany(sources);
  return withPortalImages(html, new Map(sources.map((src, i) => [src, images[i] instanceof Error ? null : (images[i] as ImageRef | null)])));
}

const CONTENT_DESCRIPTION = 'The extracted text, HTML; its pictures are served by the portal, and those it does not hold (yet) are left out.';

@Resolver(() => Article)
export class ArticleImageResolver {
  @FieldResolver(() => ImageRef, { nullable: true, description: 'The article picture from the portal; null when there is none or it is not stored (yet).' })
  image(@Root() article: Article, @Ctx() ctx: Context) {
    return load(ctx, article.imageUrl);
  }

  @FieldResolver(() => String, { nullable: true, description: CONTENT_DESCRIPTION })
  content(@Root() article: Article, @Ctx() ctx: Context) {
    return portalContent(ctx, article.content);
  }
}

@Resolver(() => Tip)
export class TipContentResolver {
  @FieldResolver(() => String, { nullable: true, description: `${CONTENT_DESCRIPTION} For the reviewer's preview.` })
  content(@Root() tip: Tip, @Ctx() ctx: Context) {
    return portalContent(ctx, tip.content);
  }
}

@Resolver(() => ContentItem)
export class ContentItemImageResolver {
  @FieldResolver(() => ImageRef, { nullable: true, description: 'The item picture from the portal; null when there is none or it is not stored (yet).' })
  image(@Root() item: ContentItem, @Ctx() ctx: Context) {
    return load(ctx, item.imageUrl);
  }
}

@Resolver(() => Legislator)
export class LegislatorPhotoResolver {
  @FieldResolver(() => ImageRef, { nullable: true, description: 'The official photo from the portal; null when it is not stored (yet): show initials.' })
  photo(@Root() legislator: Legislator, @Ctx() ctx: Context) {
    return load(ctx, legislator.photoUrl);
  }
}

@Resolver(() => Representative)
export class RepresentativePhotoResolver {
  @FieldResolver(() => ImageRef, { nullable: true, description: 'The official photo from the portal; null when it is not stored (yet): show initials.' })
  photo(@Root() representative: Representative, @Ctx() ctx: Context) {
    return load(ctx, representative.photoUrl);
  }
}

@Resolver(() => Story)
export class StoryCardImagesResolver {
  @FieldResolver(() => [ImageRef], { description: 'Card images from the portal (those of `images` that are stored).' })
  async cardImages(@Root() story: Story, @Ctx() ctx: Context): Promise<ImageRef[]> {
    const urls = await ctx.loaders.imagesByStoryId.load(story.id);
    const images = await ctx.loaders.imageBySource.loadMany(urls);
    return images.filter((i): i is ImageRef => i !== null && !(i instanceof Error));
  }
}
