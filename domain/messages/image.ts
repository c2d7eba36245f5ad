export const updated = 'Foto actualizada';
export const uploadFailed = 'Error al subir la imagen';
export const tooLarge = 'El archivo debe pesar 2 MB o menos.';
export const notImage = 'Por favor, selecciona un archivo de imagen.';
export const throttled = 'Subiste demasiadas imágenes. Intenta de nuevo más tarde.';
export const missing = 'Selecciona un archivo de imagen.';
