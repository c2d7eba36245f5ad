export const player = {
  listFailed: 'Error al cargar la lista de jugadores',
  notFound: 'Jugador no encontrado',
} as const;
