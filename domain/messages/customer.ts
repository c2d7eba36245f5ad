/** The customers of a field's manual bookings, as its administrator corrects or deletes them. */
export const listTitle = 'Clientes';
export const listText = 'Las personas de tus reservas manuales. Corrige su nombre o celular, o elimínalas si te lo piden.';
export const edit = 'Corregir';
export const editTitle = 'Corregir cliente';
export const save = 'Guardar';
export const updated = 'Cliente actualizado.';
export const updateFailed = 'No se pudo actualizar el cliente.';
export const remove = 'Eliminar';
export const deleteTitle = '¿Eliminar este cliente?';
export const deleteText = (name: string) =>
  `Se borrarán el nombre y el celular de ${name}: dejará de aparecer en las sugerencias y sus reservas pasadas dirán «Cliente».`;
export const deleted = 'Cliente eliminado.';
export const deleteFailed = 'No se pudo eliminar el cliente.';
export const notFound = 'Ese cliente no tiene reservas en tu cancha.';
export const hasBookings = 'Este cliente tiene reservas activas por venir. Cancélalas o espera a que pasen antes de eliminarlo.';
export const empty = 'Aún no tienes clientes de reservas manuales.';
export const loadFailed = 'No se pudieron cargar los clientes';
