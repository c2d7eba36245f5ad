// @vitest-environment happy-dom
/**
 * Every password input's show/hide toggle is named in Spanish, as a screen reader announces it
 * (docs/product.md, "Screens": 'Mostrar contraseña' / 'Ocultar contraseña'), in the profile's modals too:
 * Mantine's own toggle is named 'Toggle password visibility'.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnUser } from '../../domain/types';
import { ChangePasswordModal } from '../../src/features/profile/ChangePasswordModal';
import { EditProfileModal } from '../../src/features/profile/EditProfileModal';
import { renderView } from './setup';
import { cleanup } from '@testing-library/react';

afterEach(cleanup);

const user = {
  id: 8,
  firstName: 'Sofía',
  lastName: 'Martínez',
  city: 'Cartagena',
  age: 22,
  cellphone: '3124172250',
  documentType: 'CC',
  documentNumber: '924172250',
  email: 'sofia@prueba.co',
  role: 'PLAYER',
  imageUrl: null,
} as unknown as OwnUser;

/** The names of the buttons inside the dialog that are not the form's own actions. */
const toggleNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button', { hidden: true })
    .map((b) => b.getAttribute('aria-label'))
    .filter((name) => name !== null && name !== 'Cerrar');

describe('password toggles in the profile', () => {
  it("'Cambiar contraseña': the three toggles say 'Mostrar contraseña', and 'Ocultar contraseña' once pressed with Enter", () => {
    renderView(<ChangePasswordModal opened onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(toggleNames(dialog)).toEqual(['Mostrar contraseña', 'Mostrar contraseña', 'Mostrar contraseña']);
    fireEvent.keyDown(within(dialog).getAllByRole('button', { name: 'Mostrar contraseña', hidden: true })[0], { key: 'Enter' });
    expect(toggleNames(dialog)).toEqual(['Ocultar contraseña', 'Mostrar contraseña', 'Mostrar contraseña']);
  });

  it("'Editar perfil': the current password asked for a new e-mail has the Spanish toggle", () => {
    renderView(<EditProfileModal user={user} opened onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(toggleNames(dialog)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Correo electrónico/), { target: { value: 'sofia.nueva@prueba.co' } });
    expect(toggleNames(dialog)).toEqual(['Mostrar contraseña']);
  });
});
