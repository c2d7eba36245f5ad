/** A team's invitation link (docs/product.md, "Team invitations"): the owner's panel on 'Mi equipo' and the public page. */
export const panelTitle = 'Invitar por enlace';
export const panelText = 'Quien abra el enlace y tenga cuenta de jugador se une al equipo con un toque.';
export const whatsapp = 'Invitar por WhatsApp';
export const copy = 'Copiar enlace';
export const copied = 'Enlace copiado';
export const copyFailed = 'No se pudo copiar. Mantén presionado el enlace para copiarlo.';
export const renew = 'Renovar enlace';
export const renewed = 'Enlace renovado: el anterior ya no funciona.';
export const revoke = 'Revocar enlace';
export const revoked = 'Enlace revocado: ya nadie puede unirse con él.';
export const revokeConfirmTitle = '¿Revocar el enlace?';
export const revokeConfirmText = 'Quien lo tenga ya no podrá unirse al equipo con él.';
export const createFailed = 'No se pudo crear el enlace de invitación.';
export const revokeFailed = 'No se pudo revocar el enlace.';
export const stateFailed = 'No se pudo consultar el enlace de invitación.';
export const none = 'No hay un enlace de invitación vigente.';
export const validUntil = (when: string) => `Vigente hasta el ${when}`;
export const replaces = 'Un enlace nuevo reemplaza al anterior, que deja de funcionar.';
export const linkLabel = 'Enlace de invitación';
/** The WhatsApp message with the link. */
export const shareText = (team: string, url: string) => `¡Únete a ${team} en Canchas! Abre este enlace y entra al equipo con un toque: ${url}`;
// The public page.
export const pageTitle = 'Invitación a un equipo';
export const heading = (team: string) => `Te invitaron a ${team}`;
export const players = (members: number | string, max: number | string) => `${members} de ${max} jugadores`;
export const neighborhood = (neighborhood: string, city: string) => `Barrio ${neighborhood}, ${city}`;
export const join = (team: string) => `Unirme a ${team}`;
export const joined = (team: string) => `¡Listo! Ya eres parte de ${team}.`;
export const goToTeam = 'Ir a mi equipo';
/** A member of the team, or of another, opening the link: said before any tap. */
export const alreadyMember = (team: string) => `Ya eres parte de ${team}.`;
export const inAnotherTeam = (team: string) => `Ya perteneces a un equipo: para unirte a ${team}, primero sal del tuyo.`;
export const visitor = 'Para unirte, inicia sesión o regístrate como jugador. Volverás a esta invitación.';
export const login = 'Iniciar sesión';
export const register = 'Registrarme';
export const notPlayer = 'Solo los jugadores pueden unirse a un equipo. Entraste como administrador de cancha.';
export const invalid = 'Esta invitación ya no es válida: el enlace venció o el dueño del equipo lo cambió. Pídele uno nuevo.';
export const loadFailed = 'No pudimos cargar la invitación.';
export const joinFailed = 'No pudimos unirte al equipo.';
export const notOwner = 'Solo el dueño del equipo maneja su enlace de invitación.';
