import express, { type Response, type Router } from 'express';
import type { DataSource } from 'typeorm';
import { IMMUTABLE } from '../http/client-assets.js';
import { MEDIA_PATH } from './image.types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE = /^([1-9]\d{0,4})\.webp$/;

/**
 * GET /media/{imageId}/{width}.webp — a stored size of a picture (image-store.ts). A stored size
 * never changes, so it is cached for a year (`immutable`) and revalidates by ETag. Anything else —
 * an unknown or malformed id, a width that is not stored, a picture not (yet) stored — is 404.
 * No sign-in: pictures are public news and official photos, and an <img> sends no token; the ids
 * are random UUIDs listed only in API answers.
 */
export function imageRoutes(ds: DataSource): Router {
  const router = express.Router();
  router.get(`${MEDIA_PATH}/:id/:file`, async (req, res, next) => {
    const id = String(req.params.id);
    const file = FILE.exec(String(req.params.file));
    if (!UUID.test(id) || !file) return notFound(res);
    const width = Number(file[1]);
    const etag = `"${id.toLowerCase()}-${width}"`;
    try {
      if (req.headers['if-none-match'] === etag) {
        const [known] = await ds.query('SELECT 1 FROM image_variants WHERE image_id = $1 AND width = $2', [id, width]);
        if (known) return void res.status(304).set({ ETag: etag, 'Cache-Control': IMMUTABLE }).end();
      }
      const [variant]: { content_type: string; data: Buffer }[] = await ds.query(
        'SELECT content_type, data FROM image_variants WHERE image_id = $1 AND width = $2',
        [id, width],
      );
      if (!variant) return notFound(res);
      res.status(200).set({ 'Content-Type': variant.content_type, 'Cache-Control': IMMUTABLE, ETag: etag }).end(variant.data);
    } catch (err) {
      next(err);
    }
  });
  router.all(`${MEDIA_PATH}/*rest`, (_req, res) => notFound(res));
  return router;
}

function notFound(res: Response) {
  res.status(404).set('Cache-Control', 'no-store').json({ error: { code: 'NOT_FOUND', message: 'Image not found.' } });
}
