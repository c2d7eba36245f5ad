/**
 * Uploaded images (docs/api.md, "Images"): an accepted type by its magic bytes, then decoded and
 * re-encoded with sharp, so nothing but pixels survives (no metadata such as a photo's GPS position, no
 * bytes after the image): WebP, at most 1024 px on the long side, plus a small variant (128 px) for
 * avatars and lists. Stored once per content hash; an image nothing refers to any more is deleted.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { retryingConflicts, type Db } from '../db/client';
import { deleteImageIfUnreferenced, imageByHash, insertImage } from '../data/images';

export const IMAGE_MAX_SIDE = 1024;
export const IMAGE_SMALL_SIDE = 128;
/**
 * Pixels a decoder may allocate for one upload: above any photo of 2 MB (a phone's are 12 to 16 million),
 * far below a decompression bomb's.
 */
const MAX_INPUT_PIXELS = 40_000_000;
/** Uploads decoded at once in this process (one a core): a decoded picture can take 160 MB, so more wait their turn. */
const DECODES_AT_ONCE = 2;

let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than `DECODES_AT_ONCE` others are running; a finished one hands its turn on. */
export async function inDecodeTurn<T>(work: () => Promise<T>): Promise<T> {
  if (decoding < DECODES_AT_ONCE) decoding++;
  else await new Promise<void>((go) => waiting.push(go));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
}

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image type the bytes start as, whatever the upload declared; null when they are no type we accept. */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const imageHashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface EncodedImage {
  bytes: Buffer;
  small: Buffer;
}

/**
 * Decodes the upload (its first frame) and encodes it again: upright (EXIF orientation applied), WebP,
 * within 1024×1024 and 128×128, with no metadata. Null when the bytes do not decode.
 */
export function reencodeImage(input: Uint8Array): Promise<EncodedImage | null> {
  return inDecodeTurn(() => reencode(input));
}

async function reencode(input: Uint8Array): Promise<EncodedImage | null> {
  try {
    const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const small = await sharp(bytes)
      .resize({ width: IMAGE_SMALL_SIDE, height: IMAGE_SMALL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes, small };
  } catch {
    return null;
  }
}

/** Stores the image (once: the same bytes keep the same row) and returns its hash. */
export async function storeImage(db: Db, image: EncodedImage): Promise<string> {
  const hash = imageHashOf(image.bytes);
  await insertImage(db, { hash, bytes: image.bytes, small: image.small });
  return hash;
}

/** Deletes the image when no user, team or field refers to it any more. */
export async function deleteIfUnreferenced(db: Db, hash: string | null): Promise<void> {
  if (hash) await deleteImageIfUnreferenced(db, hash);
}

/** A stored image for the public read: the small variant when asked and stored (else the full image stands in); null when none. */
export async function storedImage(db: Db, hash: string, small: boolean): Promise<{ data: Uint8Array; type: string } | null> {
  const image = await imageByHash(db, hash);
  if (!image) return null;
  // Images stored before re-encoding have no small variant: the full image stands in.
  return small && image.smallBytes ? { data: image.smallBytes, type: 'image/webp' } : { data: image.bytes, type: image.contentType };
}

/**
 * Stores the image and gives its hash to `attach` (which returns the hash it replaces) in one transaction; the
 * replaced image is deleted when nothing else refers to it. Two uploads may cross: one deletes the image it
 * replaced (nothing referred to it) while the other attaches the same bytes, which it found stored. The one that
 * loses meets the images' foreign key (23503) and tries again: the image is then stored anew, or seen as referred
 * to and kept.
 */
export async function storeAndAttach(db: Db, image: EncodedImage, attach: (tx: Db, hash: string) => Promise<string | null>): Promise<void> {
  await retryingConflicts(
    () =>
      db.transaction(async (tx) => {
        const hash = await storeImage(tx, image);
        const replaced = await attach(tx, hash);
        if (replaced !== hash) await deleteIfUnreferenced(tx, replaced);
      }),
    ['23503'],
  );
}
