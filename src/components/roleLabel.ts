import type { Role } from '../../domain/constants';

/** How a role reads in running text (docs/product.md: Screens menu): 'administrador de cancha', 'jugador', or 'invitado' when nobody is in. */
export function roleLabel(role: Role | null | undefined): string {
  if (role === 'FIELD_ADMIN') return 'administrador de cancha';
  if (role === 'PLAYER') return 'jugador';
  return 'invitado';
}
