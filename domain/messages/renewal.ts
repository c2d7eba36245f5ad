/**
 * The dashboard's notice while the session's renewal gets no answer (machines/session.ts, renewFailed): a group
 * of its own, so the texts load with the dashboard and not with every first visit.
 */
export const failed = 'No pudimos renovar tu sesión';
export const failedText =
  'Puede ser la conexión o el servidor. Sigues dentro y lo que tienes en pantalla se conserva; lo intentamos de nuevo en unos segundos.';
