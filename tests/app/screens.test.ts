/** Each dashboard screen's title in the browser and the role it is for (src/layout/screens.ts). */
import { describe, expect, it } from 'vitest';
import { APP_TITLE, dashboardTitle, screenRole } from '../../src/layout/screens';

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
  it('says which role a screen is for, none for the screens of both', () => {
    expect(screenRole('/dashboard/home-admin')).toBe('FIELD_ADMIN');
    expect(screenRole('/dashboard/field/form/3')).toBe('FIELD_ADMIN');
    expect(screenRole('/dashboard/team')).toBe('PLAYER');
    expect(screenRole('/dashboard/reservation/form/field/2')).toBe('PLAYER');
    expect(screenRole('/dashboard/field/detail/2')).toBeUndefined();
    expect(screenRole('/dashboard/profile/admin/2')).toBeUndefined();
  });
});
