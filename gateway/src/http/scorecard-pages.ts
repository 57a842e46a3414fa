import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Logger } from '../config/logger.js';
import { DomainError } from '../errors/errors.js';
import { svgToPng } from '../images/draw-svg.js';
import { publicScorecard } from '../modules/scorecard/scorecard.service.js';
import { cardName, PICTURE, scorecardSvg, summaryOf } from '../modules/scorecard/scorecard.picture.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A domain error's status (400 malformed bioguide, 404 unknown), else the error goes on. */
const statusOf = (err: unknown) => (err instanceof DomainError ? (err.domainCode === 'BAD_USER_INPUT' ? 400 : err.domainCode === 'NOT_FOUND' ? 404 : null) : null);

/**
 * The public scorecard's address for social networks (issue #60): `/legislators/{bioguide}/scorecard`
 * is the app's page (client/src/features/scorecard/PublicScorecardPage.tsx) sent with Open Graph
 * and Twitter card tags in its head — crawlers read no JavaScript — and
 * `/legislators/{bioguide}/scorecard.png` the picture drawn here from an SVG. Anyone may read both:
 * official votes and the organization's published positions only.
 */
export function scorecardPages(deps: { dataSource: DataSource; clientDist: string; siteUrl: string; log: Logger }): Router {
  const router = express.Router();
  const shellFile = path.join(deps.clientDist, 'index.html');

  router.get('/legislators/:bioguide/scorecard.png', async (req, res, next) => {
    try {
      const card = await publicScorecard(deps.dataSource, req.params.bioguide);
      const png = await svgToPng(scorecardSvg(card));
      res.set('Cache-Control', 'public, max-age=600').type('image/png').send(png);
    } catch (err) {
      const status = statusOf(err);
      if (status) res.status(status).type('text/plain').send((err as Error).message);
      else next(err);
    }
  });

  router.get('/legislators/:bioguide/scorecard', async (req, res, next) => {
    if (!req.accepts('html')) return next();
    let head: string;
    try {
      const card = await publicScorecard(deps.dataSource, req.params.bioguide);
      const url = `${deps.siteUrl}/legislators/${card.legislator.bioguideId}/scorecard`;
      const title = `${cardName(card)}: scorecard`;
      const description = summaryOf(card);
      const image = `${deps.siteUrl}${card.imagePath}`;
      head = [
        `<title>${esc(title)}</title>`,
        `<meta name="description" content="${esc(description)}">`,
        `<link rel="canonical" href="${esc(url)}">`,
        `<meta property="og:type" content="website">`,
        `<meta property="og:title" content="${esc(title)}">`,
        `<meta property="og:description" content="${esc(description)}">`,
        `<meta property="og:url" content="${esc(url)}">`,
        `<meta property="og:image" content="${esc(image)}">`,
        `<meta property="og:image:width" content="${PICTURE.width}">`,
        `<meta property="og:image:height" content="${PICTURE.height}">`,
        `<meta property="og:image:alt" content="${esc(`${cardName(card)}. ${description}`)}">`,
        `<meta name="twitter:card" content="summary_large_image">`,
        `<meta name="twitter:title" content="${esc(title)}">`,
        `<meta name="twitter:description" content="${esc(description)}">`,
        `<meta name="twitter:image" content="${esc(image)}">`,
      ].join('');
    } catch (err) {
      const status = statusOf(err);
      if (!status) return next(err);
      // The app says 'Legislator not found.' in the page; the status tells crawlers.
      res.status(404);
      head = '<title>Legislator not found.</title>';
    }
    const shell = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>';
    // The app's own <title> gives way to the scorecard's.
    const html = shell.replace(/<title>[^<]*<\/title>/, '').replace(/<head>/i, `<head>${head}`);
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
  return router;
}
