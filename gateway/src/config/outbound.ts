import { z } from 'zod';
import { bool } from './env-values.js';

/**
 * What the gateway fetches from elsewhere (.env.example, Official data and district lookup,
 * Article submission by URL, Images): the official data, the district geocoder, submitted pages,
 * pictures.
 */
export const outboundEnv = z.object({
  CONGRESS_LEGISLATORS_URL: z.string().url().default('https://unitedstates.github.io/congress-legislators/'),
  CENSUS_GEOCODER_URL: z.string().url().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
  ARTICLE_FETCH_ALLOW_PRIVATE: bool.default(false),
  IMAGE_FETCH: bool.optional(),
});

export type OutboundEnv = z.output<typeof outboundEnv>;

export interface DataConfig {
  congressLegislatorsUrl: string;
}

export interface GeocoderConfig {
  censusUrl?: string;
  timeoutMs: number;
}

export interface ArticleFetchConfig {
  allowPrivate: boolean;
}

export interface ImagesConfig {
  fetch: boolean;
}

export function dataConfig(env: OutboundEnv): DataConfig {
  return { congressLegislatorsUrl: env.CONGRESS_LEGISLATORS_URL.replace(/\/?$/, '/') };
}

export function geocoderConfig(env: OutboundEnv): GeocoderConfig {
  return { censusUrl: env.CENSUS_GEOCODER_URL?.replace(/\/$/, ''), timeoutMs: env.GEOCODER_TIMEOUT_MS };
}

export function articleFetchConfig(env: OutboundEnv, isProduction: boolean): ArticleFetchConfig {
  return { allowPrivate: !isProduction && env.ARTICLE_FETCH_ALLOW_PRIVATE };
}

/** Off in the test configuration unless a suite asks: other suites' made-up picture URLs stay unfetched. */
export function imagesConfig(env: OutboundEnv & { NODE_ENV: string }): ImagesConfig {
  return { fetch: env.IMAGE_FETCH ?? env.NODE_ENV !== 'test' };
}
