/** Uploaded images: recognised by their magic bytes, stored once per content hash, served by that hash. */
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { images } from '../db/schema';

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image type the bytes really are, whatever the upload declared; null when they are no image we accept. */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const imageHashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Stores the image (once: the same bytes keep the same row) and returns its hash. */
export async function storeImage(db: Db, bytes: Buffer, contentType: string): Promise<string> {
  const hash = imageHashOf(bytes);
  await db.insert(images).values({ hash, contentType, bytes, size: bytes.length }).onConflictDoNothing();
  return hash;
}
