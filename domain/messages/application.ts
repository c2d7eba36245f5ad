export const application = {
  sent: 'Solicitud enviada',
  notYours: 'Solo puedes enviar y ver tus propias solicitudes.',
  sendFailed: 'No se pudo enviar la solicitud.',
  answered: 'Solicitud respondida',
  answerFailed: 'No se pudo responder a la solicitud.',
  empty: 'No tienes solicitudes actualmente.',
  duplicate: 'Ya tienes una solicitud pendiente para este equipo.',
  alreadyInTeam: 'Ya perteneces a un equipo.',
  notPending: 'La solicitud ya fue respondida.',
  notFound: 'La solicitud no existe.',
  acceptConfirmTitle: '¿Aceptar la solicitud?',
  acceptConfirmText: (player: string) => `${player} se unirá a tu equipo.`,
  rejectConfirmTitle: '¿Rechazar la solicitud?',
  rejectConfirmText: (player: string) => `La solicitud de ${player} será rechazada.`,
  loadFailed: 'No se pudieron cargar las solicitudes',
  /** Screen-reader name of the owner's count of PENDING requests on the 'Solicitudes' link. */
  pendingCount: (count: number | string) => (Number(count) === 1 ? '1 solicitud pendiente' : `${count} solicitudes pendientes`),
} as const;
