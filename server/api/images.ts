/** Images: the public read by content hash, and reading an upload (multipart field `file`). */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { sniffImageType, storeImage } from '../services/images';

export function publicImageRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/images/:hash{[0-9a-f]{64}}', async (c) => {
    const [image] = await db
      .select()
      .from(images)
      .where(eq(images.hash, c.req.param('hash')))
      .limit(1);
    if (!image) throw notFound();
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}

/**
 * Reads the uploaded image (multipart field `file`): at most 2 MB (413), an image by its magic bytes (415),
 * whatever type the upload declares. Then stores it and gives its hash to `attach`, in one transaction.
 */
export async function uploadImage(c: Context, db: Db, attach: (tx: Db, hash: string) => Promise<unknown>): Promise<void> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('IMAGE_MISSING', MSG.image.missing);
  }
  const file = form.file;
  if (!(file instanceof File)) throw badRequest('IMAGE_MISSING', MSG.image.missing);
  if (file.size > IMAGE_MAX_BYTES) throw new HttpError(413, 'IMAGE_TOO_LARGE', MSG.image.tooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, 'NOT_AN_IMAGE', MSG.image.notImage);
  await db.transaction(async (tx) => attach(tx, await storeImage(tx, bytes, type)));
}
