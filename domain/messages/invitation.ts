/** A team owner's invitation, the way a minor joins a team. */
export const minorNeedsInvitation =
  'Este jugador es menor de edad: solo entra a un equipo si acepta una invitación. Envíale una invitación y él decide.';
export const send = 'Invitar';
export const sent = 'Invitación enviada';
export const sendFailed = 'No se pudo enviar la invitación.';
export const defaultText = 'Te invitamos a unirte a nuestro equipo.';
export const notInvited = 'Solo el jugador invitado responde esta invitación.';
export const accept = 'Aceptar invitación';
export const reject = 'Rechazar';
export const received = (team: string) => `${team} te invitó a su equipo`;
