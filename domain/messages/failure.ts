export const screenTitle = 'No pudimos cargar esta pantalla';
export const appTitle = 'No pudimos cargar Canchas';
export const screenText = 'Revisa tu conexión e inténtalo de nuevo.';
export const retry = 'Reintentar';
export const close = 'Cerrar';
export const pickerFailed = 'No pudimos abrir el calendario. Revisa tu conexión e inténtalo de nuevo.';
export const partFailed = 'No pudimos cargar esta parte. Revisa tu conexión e inténtalo de nuevo.';
export const dialogFailed = 'No pudimos abrir esta ventana. Revisa tu conexión e inténtalo de nuevo.';
export const goHome = 'Ir al inicio';
export const offline = 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.';
export const slow = 'El servidor está tardando demasiado en responder. Inténtalo de nuevo en un momento.';
export const server = 'El servidor no respondió como esperábamos. Inténtalo de nuevo en un momento.';
export const fieldsLoadFailed = 'No pudimos cargar las canchas.';
/** A prerendered form (log-in, sign-up) touched offline before its code came: it keeps what was typed, and goes on by itself. */
export const formWaits = 'Sin conexión: lo que escribiste sigue aquí, y el formulario responderá en cuanto vuelva la conexión.';
