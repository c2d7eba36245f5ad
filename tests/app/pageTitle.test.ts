/** Each dashboard screen has a title of its own in the browser (src/layout/pageTitle.ts). */
import { describe, expect, it } from 'vitest';
import { APP_TITLE, dashboardTitle } from '../../src/layout/pageTitle';

describe("a dashboard screen's title", () => {
  it('names the screen, whatever its ids', () => {
    expect(dashboardTitle('/dashboard/team')).toBe('Mi equipo · Canchas');
    expect(dashboardTitle('/dashboard/field/detail/42')).toBe('Cancha · Canchas');
    expect(dashboardTitle('/dashboard/reservation/form/field/7')).toBe('Reservar cancha · Canchas');
    expect(dashboardTitle('/dashboard/reservation/list/field')).toBe('Tus reservas · Canchas');
    expect(dashboardTitle('/dashboard/profile/admin/3')).toBe('Perfil de usuario · Canchas');
    expect(dashboardTitle('/dashboard/profile/jugador/3')).toBe('Perfil de usuario · Canchas');
    expect(dashboardTitle('/dashboard/team/form/5')).toBe('Editar equipo · Canchas');
  });
  it("an address it does not know keeps the app's title", () => {
    expect(dashboardTitle('/dashboard/nada')).toBe(APP_TITLE);
  });
});
