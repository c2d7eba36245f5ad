/** The search's frame, which /home shows before the search's code has come (so in the first download: kept short). */
export const title = 'Buscar cancha libre';
export const intro = '¿Qué cancha está libre? Elige el día, la hora y cuánto tiempo quieren jugar.';
/** On /home, before the search's code has come: the button that brings it. */
export const open = 'Elegir día y hora';
