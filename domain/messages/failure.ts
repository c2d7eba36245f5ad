export const failure = {
  screenTitle: 'No pudimos cargar esta pantalla',
  appTitle: 'No pudimos cargar Canchas',
  screenText: 'Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  close: 'Cerrar',
  pickerFailed: 'No pudimos abrir el calendario. Revisa tu conexión e inténtalo de nuevo.',
  dialogFailed: 'No pudimos abrir esta ventana. Revisa tu conexión e inténtalo de nuevo.',
  goHome: 'Ir al inicio',
  offline: 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  server: 'El servidor no respondió como esperábamos. Inténtalo de nuevo en un momento.',
  fieldsLoadFailed: 'No pudimos cargar las canchas.',
} as const;
