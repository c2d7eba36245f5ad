export const general = {
  saveFailed: 'Algo salió mal',
  loading: 'Cargando',
  notFound: 'No encontrado.',
  forbidden: 'No tienes permiso para esta acción.',
  unauthorized: 'Debes iniciar sesión.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  malformedRequest: 'La solicitud no es válida.',
  internal: 'Ocurrió un error inesperado. Intenta de nuevo.',
  keyReused: 'Esta clave de solicitud ya se usó para otra solicitud.',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  page: (page: number | string) => `Página ${page}`,
} as const;

/** The app's own failures: a screen that could not load, the network, the signed-in user. */
