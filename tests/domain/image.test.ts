import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { fileSizeLabel, imageFileProblem } from '../../domain/image';

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
      text: 'El archivo debe pesar 2 MB o menos.',
    });
    expect(IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
  });
});

describe('fileSizeLabel (the size beside the chosen file)', () => {
  it('says at least 1 KB for a small image, never 0 KB', () => {
    expect(fileSizeLabel(1)).toBe('1 KB');
    expect(fileSizeLabel(300)).toBe('1 KB');
    expect(fileSizeLabel(2048)).toBe('2 KB');
    expect(fileSizeLabel(2049)).toBe('3 KB');
  });

  it('says MB, with a decimal comma, from a megabyte up, so it compares with the 2 MB limit', () => {
    expect(fileSizeLabel(1024 * 1024)).toBe('1 MB');
    expect(fileSizeLabel(1.6 * 1024 * 1024)).toBe('1,6 MB');
    expect(fileSizeLabel(IMAGE_MAX_BYTES)).toBe('2 MB');
  });
});
