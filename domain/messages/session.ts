export const userLoadFailed = 'No pudimos cargar tu cuenta.';
export const userLoadFailedText = 'Puede ser la conexión o el servidor. Vuelve a intentarlo o cierra la sesión.';
export const logout = 'Cerrar sesión';
export const logoutSuccessTitle = 'Sesión cerrada';
export const logoutSuccessText = 'Has cerrado sesión correctamente.';
export const expiredTitle = 'Tu sesión terminó';
export const expiredText = 'Inicia sesión de nuevo para seguir.';
