export const sent = 'Solicitud enviada';
export const notYours = 'Solo puedes enviar y ver tus propias solicitudes.';
export const sendFailed = 'No se pudo enviar la solicitud.';
export const answered = 'Solicitud respondida';
export const answerFailed = 'No se pudo responder a la solicitud.';
export const empty = 'No tienes solicitudes actualmente.';
export const duplicate = 'Ya tienes una solicitud pendiente para este equipo.';
export const alreadyInTeam = 'Ya perteneces a un equipo.';
export const notPending = 'La solicitud ya fue respondida.';
export const notFound = 'La solicitud no existe.';
export const acceptConfirmTitle = '¿Aceptar la solicitud?';
export const acceptConfirmText = (player: string) => `${player} se unirá a tu equipo.`;
export const rejectConfirmTitle = '¿Rechazar la solicitud?';
export const rejectConfirmText = (player: string) => `La solicitud de ${player} será rechazada.`;
export const loadFailed = 'No se pudieron cargar las solicitudes';
/** Screen-reader name of the owner's count of PENDING requests on the 'Solicitudes' link. */
export const pendingCount = (count: number | string) => (Number(count) === 1 ? '1 solicitud pendiente' : `${count} solicitudes pendientes`);
