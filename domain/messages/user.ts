export const notFound = 'El usuario no existe.';
export const notYou = 'Solo puedes cambiar tu propio perfil.';
export const lookupThrottled = 'Demasiadas búsquedas por correo. Intenta de nuevo en una hora.';
export const profileLoadFailed = 'No se pudo cargar el perfil';
export const editTitle = 'Editar perfil';
export const edit = 'Editar perfil';
export const save = 'Guardar cambios';
export const updated = 'Perfil actualizado';
export const updateFailed = 'No se pudo actualizar el perfil.';
export const emailChangeHint = 'Para cambiar tu correo, escribe tu contraseña actual. Se cerrarán tus otras sesiones.';
export const securityTitle = 'Seguridad';
/** The documents a person identifies with (DOCUMENT_TYPES), by name. */
export const documentTypeNames = { CC: 'Cédula de ciudadanía', TI: 'Tarjeta de identidad', PA: 'Pasaporte' } as const;
