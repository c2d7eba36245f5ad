/** Personal data and the person's rights (docs/product.md, "Your data and your rights"). */
export const acceptPolicy = 'Acepto la Política de tratamiento de datos personales';
export const policyLink = 'Política de tratamiento de datos personales';
export const readPolicy = 'Leer la política';
export const termsLink = 'Términos y condiciones';
export const consentRequired = 'Para crear tu cuenta debes aceptar la Política de tratamiento de datos personales.';
/** The new version of the policy declined by an account that exists (POST /user/me/consent). */
export const consentStillRequired = 'Para seguir usando Canchas debes aceptar la Política de tratamiento de datos personales.';
export const consentRecorded = 'Gracias. Registramos tu aceptación de la política.';
export const consentTitle = 'Actualizamos nuestra política de datos';
export const consentText =
  'Cambió la Política de tratamiento de datos personales. Léela y acéptala para seguir usando Canchas; si no estás de acuerdo, puedes eliminar tu cuenta desde tu perfil.';
export const consentAccept = 'Acepto la nueva política';
export const consentFailed = 'No se pudo registrar tu aceptación. Intenta de nuevo.';
export const showCellphone = 'Mostrar mi celular a otros jugadores';
export const showCellphoneHint = 'Si lo activas, los jugadores con sesión pueden escribirte por WhatsApp. Si no, verán «Sin contacto».';
export const noContact = 'Sin contacto';
export const pageTooLarge = 'Pide como máximo 50 jugadores por página.';
export const directoryThrottled = 'Consultaste demasiadas páginas de jugadores en poco tiempo. Intenta de nuevo en una hora.';
export const profilesThrottled = 'Abriste demasiados perfiles en poco tiempo. Intenta de nuevo en una hora.';
export const myData = 'Mis datos';
export const myDataText = 'Puedes descargar todo lo que Canchas guarda de ti, o eliminar tu cuenta.';
export const download = 'Descargar mis datos';
export const downloadFailed = 'No se pudieron descargar tus datos. Intenta de nuevo.';
export const deleteAccount = 'Eliminar mi cuenta';
export const deleteTitle = '¿Eliminar tu cuenta?';
export const deleteText =
  'Borraremos tu perfil, tu consentimiento y tu lugar en tu equipo. Las reservas y pagos pasados se conservan sin tus datos, como «Usuario eliminado». Esta acción no se puede deshacer.';
export const deletePassword = 'Escribe tu contraseña para confirmar';
export const deleteConfirm = 'Eliminar definitivamente';
export const deleteFailed = 'No se pudo eliminar tu cuenta.';
export const deleted = 'Tu cuenta fue eliminada.';
/** In the deletion's dialog, to a team's owner, before the password is asked. */
export const ownerNotice = (team: string) =>
  `Eres el dueño de ${team}. Si tiene otros jugadores, antes elimina el equipo o saca a los demás: Canchas aún no permite entregarlo a otro jugador.`;
export const ownerNoticeLink = 'Ir a mi equipo';
/** In the deletion's dialog, to a member of a team who does not own it. */
export const memberNotice = (team: string) =>
  `Si le pagaste al dueño de ${team} tu parte de la vaca de un partido por jugar, pídele antes que te la devuelva: después la verá como de «Usuario eliminado».`;
export const ownerWithMembers =
  'Eres el dueño de un equipo con otros jugadores. Canchas aún no permite entregar un equipo a otro jugador: elimina el equipo (o saca a los demás jugadores) antes de eliminar tu cuenta.';
export const fieldHoldsDeposits =
  'Tu cancha tiene reservas activas con abonos recibidos. Antes de eliminar tu cuenta, finalízalas o cancélalas y registra la devolución del abono.';
export const fieldHasMoney =
  'Esta cancha tiene pagos o devoluciones registrados y no se puede eliminar: sus movimientos se conservan. Márcala como «Inactiva» al editarla y dejará de recibir reservas.';
export const amountNotWhole = 'Escribe el valor en pesos enteros, sin centavos: 50.000.';
export const deletedUser = 'Usuario eliminado';
