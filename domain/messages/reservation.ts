export const loadFailed = 'No se pudieron cargar las reservas';
export const created = 'Reserva creada';
export const canceled = 'Reserva cancelada.';
export const finalized = (team: string) => `Reserva de ${team} finalizada.`;
export const finalizeConfirmTitle = '¿Estás seguro de finalizar la reserva?';
export const finalizeConfirmText = (team: string) => `La reserva de ${team} aún no termina: quedará finalizada desde ahora.`;
export const finalizeEndedText = (team: string) => `La reserva de ${team} ya terminó: quedará como finalizada.`;
export const cancelConfirmTitle = '¿Estás seguro de cancelar la reserva?';
export const cancelConfirmText = 'Esta acción es permanente.';
/** The finalize confirmation, to the field's administrator, when not all of the total was received. */
export const finalizeDue = (due: string) => `Aún faltan ${due} por cobrar de esta reserva: si ya te pagaron, regístralo con "Registrar pago".`;
/** The cancel confirmation, to the field's administrator, when something was received of it. */
export const cancelReceived = (paid: string) =>
  `Recibiste ${paid} por esta reserva: después de cancelarla, registra lo que devuelvas con "Registrar devolución".`;
/** The cancel confirmation, to the team's owner, when members already paid him their share of the vaca. */
export const cancelSharesPaid = (names: string, count: number) =>
  `${names} ya te ${count === 1 ? 'pagó' : 'pagaron'} su parte de la vaca. Si cancelas, devuélvesela.`;
export const empty = 'No se encontró ninguna reserva.';
export const hintUpcoming = 'Próxima a iniciar.';
export const hintInProgress = 'En curso.';
export const hintExpired = 'Esta reserva ya finalizó. Debe cerrarse.';
export const slotTaken = 'La cancha ya está reservada en ese horario.';
export const fieldInactive = 'La cancha no está disponible para reservas.';
export const outsideOpeningHours = 'El horario está fuera de la atención de la cancha.';
export const inThePast = 'La fecha y hora de la reserva ya pasaron.';
export const priceChanged = (total: string) =>
  `La tarifa de la cancha cambió mientras confirmabas: el total ahora es ${total}. Revisa la reserva y confírmala de nuevo.`;
export const beyondHorizon = (days: number) => `Solo se puede reservar con hasta ${days} días de anticipación.`;
export const notMember = 'No perteneces a este equipo.';
export const notActive = 'Solo se puede cambiar una reserva activa.';
export const contactClosed = 'El contacto del equipo se ve mientras la reserva está activa y hasta 7 días después del partido.';
export const bookingsThrottled = 'Tu equipo hizo o cambió demasiadas reservas hoy. Intenta de nuevo mañana.';
/** A finalize, cancel or 'No se presentó' that found the booking moved to another time or field meanwhile. */
export const movedMeanwhile = 'La reserva cambió de horario o de cancha mientras tanto: revísala e inténtalo de nuevo.';
export const paidStaysOnField = 'La cancha ya registró un pago de esta reserva: solo se puede cambiar de día u hora en la misma cancha.';
export const paidOverPrice = (paid: string) => `La cancha ya registró ${paid} pagados de esta reserva: elige un horario que cueste al menos eso.`;
export const notAllowed = 'No puedes cambiar esta reserva.';
/** The server's answer to an action the card would not offer at this moment (docs/api.md, "Finalize and cancel"). */
export const finalizeTooEarly = 'Esta reserva todavía no se puede finalizar.';
export const alreadyStarted = 'Esta reserva ya empezó: no se puede cancelar ni cambiar.';
export const notReadable = 'No puedes ver esta reserva.';
export const filterNotAllowed = 'Solo puedes ver las reservas de tu equipo o de tu cancha.';
export const notFound = 'La reserva no existe.';
export const noTeam = 'Necesitas un equipo para reservar.';
export const manualButton = 'Reserva manual';
export const manualTitle = 'Reserva manual';
export const manualCreated = 'Reserva manual creada';
export const seriesCreated = (count: number) => `Turno fijo creado: ${count} ${count === 1 ? 'reserva' : 'reservas'}.`;
export const manualFailed = 'No se pudo crear la reserva manual.';
export const manualLoadFailed = 'No se pudieron cargar los horarios de tu cancha';
export const takenThisDate = 'ocupado este día';
export const perWeek = 'por semana';
export const turnTotalLabel = 'Todo el turno';
export const turnWeeks = (count: number) => (count === 1 ? 'por 1 semana' : `por ${count} semanas`);
export const turnSkipped = (count: number, dates: string) => (count === 1 ? `Se omite 1 semana: ${dates}.` : `Se omiten ${count} semanas: ${dates}.`);
export const customerLabel = 'Cliente';
export const customerNameLabel = 'Nombre del cliente';
export const customerCellphoneLabel = 'Celular del cliente';
export const customerNameHint = 'Escribe el nombre o el celular de un cliente de antes y elígelo: se llena su celular.';
export const knownCustomer = (cellphone: string, bookings: number) => `${cellphone} · ${bookings === 1 ? '1 reserva' : `${bookings} reservas`}`;
export const noteLabel = 'Nota (opcional)';
export const repeatWeekly = 'Repetir cada semana';
export const weeksLabel = 'Número de semanas';
export const skippedTitle = 'Fechas omitidas';
export const skippedHoliday = 'festivo';
export const skippedTaken = 'ocupado';
export const skippedClosed = 'cerrado';
export const seriesNoDates = 'Ninguna fecha del turno fijo está libre: todas son festivos, días de cierre u ocupadas.';
export const moveButton = 'Cambiar horario';
export const moveTitle = 'Cambiar horario';
export const moveNow = 'Ahora';
export const moveSave = 'Guardar horario';
/** `when` ends with its time ('9:00 p. m.'), whose period ends the sentence. */
export const moved = (when: string) => `Reserva movida al ${when}`;
export const moveLoadFailed = 'No se pudieron cargar los horarios de la cancha';
export const moveChooseTime = 'Elige la hora';
export const moveBefore = (price: string) => `antes ${price}`;
export const moveFailed = 'No se pudo cambiar el horario.';
export const moveNotManual = 'Solo se cambia aquí el horario de una reserva manual: la de un equipo la cambia su dueño.';
export const moveOverPaid = (paid: string) =>
  `Ya recibiste ${paid} por esta reserva: elige un horario que cueste al menos eso o corrige antes el pago.`;
export const seriesBadge = 'Turno fijo';
export const notSeries = 'Esta reserva no es parte de un turno fijo.';
export const cancelSeries = 'Cancelar el resto del turno';
export const cancelSeriesConfirmTitle = '¿Cancelar el resto del turno fijo?';
export const cancelSeriesConfirmText = 'Se cancelan esta reserva y las siguientes del mismo turno fijo.';
export const cancelSeriesCount = (count: number, from: string) =>
  count === 1 ? `Se cancelará 1 fecha, la del ${from}: es la última que queda del turno.` : `Se cancelarán ${count} fechas, desde el ${from}.`;
export const seriesCanceledShort = 'Turno fijo cancelado desde esta fecha.';
export const seriesCanceledCount = (count: number) =>
  count === 1 ? 'Se canceló 1 fecha del turno fijo.' : `Se cancelaron ${count} fechas del turno fijo.`;
export const cancelSeriesConfirm = 'Sí, cancelar el turno';
/** The customer's WhatsApp link, named by what it shows too (their cellphone), as a voice user says it. */
export const whatsappCustomerLink = (name: string, cellphone: string) => `Escribir por WhatsApp: ${name}, ${cellphone}`;
export const teamOwner = 'Dueño del equipo';
export const contactFailed = 'No se pudo cargar el contacto del equipo';
export const noCellphone = 'Su celular no está visible.';
export const whatsappTeam = (name: string) => `Escribir por WhatsApp a ${name}`;
export const callTeam = (name: string) => `Llamar a ${name}`;
export const contactNotAllowed = 'Solo el administrador de la cancha ve el contacto del equipo.';
export const notTeamBooking = 'Esta reserva no es de un equipo.';
export const noDates = 'Ninguna';
export const noFreeTimes = 'No quedan horarios libres este día. Elige otra fecha.';
/** Above the times, when a time's check got no answer: nothing was booked, and it can be asked again. */
export const checkFailed = 'No se pudo consultar el horario';
export const refused = 'No se pudo reservar';
export const calendarMoreHint = (count: number) => (count === 1 ? 'Mostrar 1 reserva más' : `Mostrar ${count} reservas más`);
/** A booking whose team or customer did not come (docs/product.md, "No-shows"): its mark, and the action that records it. */
export const noShow = 'No se presentó';
export const noShowButton = 'No se presentó';
export const noShowConfirmTitle = '¿No se presentó?';
export const noShowConfirmText = (who: string) =>
  `La reserva de ${who} quedará cancelada como 'No se presentó': no cuenta en los ingresos ni en lo que falta por cobrar.`;
export const noShowConfirm = 'Sí, no se presentó';
export const noShowDone = (who: string) => `Reserva de ${who} marcada: no se presentó.`;
export const noShowTooEarly = 'La reserva todavía no empieza: solo se marca que no se presentó después de su hora de inicio.';
export const noShowNotAllowed = 'Solo el administrador de la cancha marca que no se presentó.';
/** A walk-in (docs/product.md, "Manual bookings"): the current slot, offered for today. */
export const walkInNow = (time: string) => `${time} (ahora)`;
export const customerCellphoneOptional = 'Celular del cliente (opcional)';
