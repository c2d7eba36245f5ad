export const user = {
  notFound: 'El usuario no existe.',
  notYou: 'Solo puedes cambiar tu propio perfil.',
  lookupThrottled: 'Demasiadas búsquedas por correo. Intenta de nuevo en una hora.',
  profileLoadFailed: 'No se pudo cargar la info',
  editTitle: 'Editar perfil',
  edit: 'Editar perfil',
  save: 'Guardar cambios',
  updated: 'Perfil actualizado',
  updateFailed: 'No se pudo actualizar el perfil.',
  emailChangeHint: 'Para cambiar tu correo, escribe tu contraseña actual. Se cerrarán tus otras sesiones.',
  securityTitle: 'Seguridad',
} as const;
