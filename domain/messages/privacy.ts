/** Personal data and the person's rights (docs/product.md, "Your data and your rights"). */
export const privacy = {
  acceptPolicy: 'Acepto la Política de tratamiento de datos personales',
  policyLink: 'Política de tratamiento de datos personales',
  termsLink: 'Términos y condiciones',
  consentRequired: 'Para crear tu cuenta debes aceptar la Política de tratamiento de datos personales.',
  consentRecorded: 'Gracias. Registramos tu aceptación de la política.',
  consentTitle: 'Actualizamos nuestra política de datos',
  consentText:
    'Cambió la Política de tratamiento de datos personales. Léela y acéptala para seguir usando Canchas; si no estás de acuerdo, puedes eliminar tu cuenta desde tu perfil.',
  consentAccept: 'Acepto la nueva política',
  consentFailed: 'No se pudo registrar tu aceptación. Intenta de nuevo.',
  showCellphone: 'Mostrar mi celular a otros jugadores',
  showCellphoneHint: 'Si lo activas, los jugadores con sesión pueden escribirte por WhatsApp. Si no, verán «Sin contacto».',
  noContact: 'Sin contacto',
  pageTooLarge: 'Pide como máximo 50 jugadores por página.',
  directoryThrottled: 'Consultaste demasiadas páginas de jugadores en poco tiempo. Intenta de nuevo en una hora.',
  myData: 'Mis datos',
  myDataText: 'Puedes descargar todo lo que Canchas guarda de ti, o eliminar tu cuenta.',
  download: 'Descargar mis datos',
  downloadFailed: 'No se pudieron descargar tus datos. Intenta de nuevo.',
  deleteAccount: 'Eliminar mi cuenta',
  deleteTitle: '¿Eliminar tu cuenta?',
  deleteText:
    'Borraremos tu perfil, tu consentimiento y tu lugar en tu equipo. Las reservas y pagos pasados se conservan sin tus datos, como «Usuario eliminado». Esta acción no se puede deshacer.',
  deletePassword: 'Escribe tu contraseña para confirmar',
  deleteConfirm: 'Eliminar definitivamente',
  deleteFailed: 'No se pudo eliminar tu cuenta.',
  deleted: 'Tu cuenta fue eliminada.',
  ownerWithMembers:
    'Eres el dueño de un equipo con otros jugadores. Canchas aún no permite entregar un equipo a otro jugador: elimina el equipo (o saca a los demás jugadores) antes de eliminar tu cuenta.',
  fieldHasMoney:
    'Esta cancha tiene pagos o devoluciones registrados y no se puede eliminar: sus movimientos se conservan. Márcala como «Inactiva» al editarla y dejará de recibir reservas.',
  amountNotWhole: 'Escribe el valor en pesos enteros, sin centavos: 50.000.',
  deletedUser: 'Usuario eliminado',
} as const;

/** The customers of a field's manual bookings, as its administrator corrects or deletes them. */
export const customer = {
  listTitle: 'Clientes',
  listText: 'Las personas de tus reservas manuales. Corrige su nombre o celular, o elimínalas si te lo piden.',
  edit: 'Corregir',
  editTitle: 'Corregir cliente',
  save: 'Guardar',
  updated: 'Cliente actualizado.',
  updateFailed: 'No se pudo actualizar el cliente.',
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar este cliente?',
  deleteText: (name: string) =>
    `Se borrarán el nombre y el celular de ${name}: dejará de aparecer en las sugerencias y sus reservas pasadas dirán «Cliente».`,
  deleted: 'Cliente eliminado.',
  deleteFailed: 'No se pudo eliminar el cliente.',
  notFound: 'Ese cliente no tiene reservas en tu cancha.',
  hasBookings: 'Este cliente tiene reservas activas por venir. Cancélalas o espera a que pasen antes de eliminarlo.',
  empty: 'Aún no tienes clientes de reservas manuales.',
  loadFailed: 'No se pudieron cargar los clientes',
} as const;

/** A team owner's invitation, the way a minor joins a team. */
export const invitation = {
  minorNeedsInvitation: 'Este jugador es menor de edad: solo entra a un equipo si acepta una invitación. Envíale una invitación y él decide.',
  send: 'Invitar',
  sent: 'Invitación enviada',
  sendFailed: 'No se pudo enviar la invitación.',
  defaultText: 'Te invitamos a unirte a nuestro equipo.',
  notInvited: 'Solo el jugador invitado responde esta invitación.',
  accept: 'Aceptar invitación',
  reject: 'Rechazar',
  received: (team: string) => `${team} te invitó a su equipo`,
} as const;
