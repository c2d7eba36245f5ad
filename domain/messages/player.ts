export const listFailed = 'Error al cargar la lista de jugadores';
export const notFound = 'Jugador no encontrado';
