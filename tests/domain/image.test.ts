import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { imageFileProblem } from '../../domain/image';

describe('imageFileProblem (docs/product.md: Validation)', () => {
  it('accepts any image type up to exactly 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 0 })).toBeNull();
  });

  it('refuses a file that is not an image, whatever its size', () => {
    const problem = { title: 'Formato no válido', text: 'Por favor, selecciona un archivo de imagen.' };
    expect(imageFileProblem({ type: 'text/plain', size: 10 })).toEqual(problem);
    expect(imageFileProblem({ type: 'application/pdf', size: IMAGE_MAX_BYTES * 3 })).toEqual(problem);
    expect(imageFileProblem({ type: '', size: 10 })).toEqual(problem);
  });

  it('refuses an image one byte over 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toEqual({
      title: 'Tamaño de archivo demasiado grande',
      text: 'El archivo debe ser menor a 2MB.',
    });
    expect(IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
  });
});
