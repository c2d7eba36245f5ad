/** The image rule of docs/product.md: Validation, checked in the browser before an upload (the server checks again). */
import { IMAGE_MAX_BYTES } from './constants';
import * as MSG from './messages';

export interface ImageProblem {
  title: string;
  text: string;
}

/**
 * A chosen file's size as the picture modal shows it beside its name, in the units of the rule ('hasta 2 MB'):
 * whole KB below a megabyte, never '0 KB' for a small one; MB with one decimal, comma as in Colombia, above.
 */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  const mb = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${String(mb).replace('.', ',')} MB`;
}

/** Why a chosen file cannot be uploaded as an image, or null when it can: the type first, then the size. */
export function imageFileProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!file.type.startsWith('image/')) return { title: MSG.validation.imageTypeTitle, text: MSG.validation.imageTypeText };
  if (file.size > IMAGE_MAX_BYTES) return { title: MSG.validation.imageSizeTitle, text: MSG.validation.imageSizeText };
  return null;
}
