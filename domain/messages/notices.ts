/** The notices' screen ('Avisos'), the menu's bell and the profile's switch. */
export const title = 'Avisos';
/** Under the title: a player's, and a field's administrator's. */
export const text = 'Lo que pasó con tus solicitudes, tu equipo y tus reservas.';
export const adminText = 'Lo que pasó con tu cancha y sus reservas.';
export const empty = 'No tienes avisos todavía.';
export const loadFailed = 'No se pudieron cargar los avisos';
export const markAll = 'Marcar todas como leídas';
export const markAllFailed = 'No se pudieron marcar como leídas.';
export const markFailed = 'No se pudo marcar el aviso como leído.';
export const unread = 'Sin leer';
export const listLabel = 'Tus avisos';
export const unreadCount = (count: number) => (count === 1 ? '1 aviso sin leer' : `${count} avisos sin leer`);
export const pushLabel = 'Avisos en este teléfono';
export const pushHelp = 'Recibe tus avisos aunque Canchas esté cerrada.';
export const pushUnsupported = 'Este navegador no puede recibir avisos con Canchas cerrada.';
export const pushDenied = 'Los avisos están bloqueados para Canchas en este navegador: permítelos en sus ajustes.';
export const pushFailed = 'No se pudieron activar los avisos en este teléfono.';
export const pushOffFailed = 'No se pudieron desactivar los avisos en este teléfono.';
export const pushOn = 'Avisos activados en este teléfono.';
export const pushOff = 'Avisos desactivados en este teléfono.';
