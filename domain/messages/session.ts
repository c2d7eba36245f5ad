export const session = {
  userLoadFailed: 'No pudimos cargar tu cuenta.',
  userLoadFailedText: 'Puede ser la conexión o el servidor. Vuelve a intentarlo o cierra la sesión.',
  logout: 'Cerrar sesión',
  logoutSuccessTitle: 'Sesión cerrada',
  logoutSuccessText: 'Has cerrado sesión correctamente.',
  expiredTitle: 'Tu sesión terminó',
  expiredText: 'Inicia sesión de nuevo para seguir.',
} as const;

/** home-admin's figures: 'Ocupación' (heat map of booked hours) and 'Ingresos' (revenue per week). */
