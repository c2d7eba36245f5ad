/** Images: the public read by content hash (full size or small), and reading an upload (multipart field `file`). */
import { Hono, type Context } from 'hono';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import { claimOrRefuse, throttleKeys, UPLOAD_RULE } from '../auth/throttle';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { badRequest, HttpError, notFound } from '../http/errors';
import { reencodeImage, sniffImageType, storedImage, storeAndAttach } from '../services/images';

export function publicImageRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/images/:hash{[0-9a-f]{64}}/:variant{small}?', async (c) => {
    const small = c.req.param('variant') === 'small';
    const bytes = await storedImage(db, c.req.param('hash'), small);
    if (!bytes) throw notFound();
    return c.body(new Uint8Array(bytes.data), 200, {
      'Content-Type': bytes.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  return app;
}

/**
 * Reads the uploaded image (multipart field `file`): at most 2 MB (413), an accepted type by its magic
 * bytes that decodes (else 415), at most 30 uploads an hour per user, images or not (429). Stores the re-encoded image
 * and gives its hash to `attach` (which returns the hash it replaces) in one transaction; the replaced
 * image is deleted when nothing else refers to it.
 */
export async function uploadImage(
  c: Context,
  { db, now }: AppDeps,
  userId: number,
  attach: (tx: Db, hash: string) => Promise<string | null>,
): Promise<void> {
  const key = throttleKeys.upload(userId);
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('IMAGE_MISSING', MSG.image.missing);
  }
  const file = form.file;
  if (!(file instanceof File)) throw badRequest('IMAGE_MISSING', MSG.image.missing);
  if (file.size > IMAGE_MAX_BYTES) throw new HttpError(413, 'IMAGE_TOO_LARGE', MSG.image.tooLarge);
  // Every upload is counted before it is decoded, whether it turns out to be an image or not, one after
  // another: decoding is the costly part, and uploads that fail to decode, or arrive at once, must not
  // escape the limit.
  await claimOrRefuse(db, [[key, UPLOAD_RULE]], now(), 'UPLOAD_THROTTLED', MSG.image.throttled);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const encoded = sniffImageType(bytes) ? await reencodeImage(bytes) : null;
  if (!encoded) throw new HttpError(415, 'NOT_AN_IMAGE', MSG.image.notImage);
  await storeAndAttach(db, encoded, attach);
}
