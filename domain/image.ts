/** The image rule of docs/product.md: Validation, checked in the browser before an upload (the server checks again). */
import { IMAGE_MAX_BYTES } from './constants';
import * as MSG from './messages';

export interface ImageProblem {
  title: string;
  text: string;
}

/** Why a chosen file cannot be uploaded as an image, or null when it can: the type first, then the size. */
export function imageFileProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!file.type.startsWith('image/')) return { title: MSG.validation.imageTypeTitle, text: MSG.validation.imageTypeText };
  if (file.size > IMAGE_MAX_BYTES) return { title: MSG.validation.imageSizeTitle, text: MSG.validation.imageSizeText };
  return null;
}
