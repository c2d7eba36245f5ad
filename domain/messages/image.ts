export const image = {
  updated: 'Foto actualizada',
  uploadFailed: 'Error al subir la imagen',
  tooLarge: 'El archivo debe pesar 2 MB o menos.',
  notImage: 'Por favor, selecciona un archivo de imagen.',
  throttled: 'Subiste demasiadas imágenes. Intenta de nuevo más tarde.',
  missing: 'Selecciona un archivo de imagen.',
} as const;
