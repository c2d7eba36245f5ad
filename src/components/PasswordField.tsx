/**
 * A password input whose show/hide toggle speaks Spanish and is reachable by keyboard: 'Mostrar
 * contraseña' while hidden, 'Ocultar contraseña' while shown (docs/product.md, "Screens").
 */
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import * as MSG from '../../domain/messages';

/**
 * The hint of a new password (sign-up, 'Cambiar contraseña'): its rule once, as the hint or as the error when it
 * is broken (`error`), and always the symbols it takes, or '.' and 'ñ' would be refused without a reason.
 */
export const newPasswordHint = (error: ReactNode) =>
  error === MSG.validation.passwordHint ? MSG.validation.passwordSymbols : `${MSG.validation.passwordHint} ${MSG.validation.passwordSymbols}`;

export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange' | 'visibilityToggleButtonProps'>) {
  const [visible, setVisible] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // 'Mostrar contraseña' pressed an odd number of times on a prerendered page before its code came (src/boot.js
  // counts the presses on the button, earlyPress.ts): the password shows once hydrated. Read as the field is
  // committed, before a press of its own can be counted too.
  useLayoutEffect(() => {
    if ((toggle.current?.earlyPresses ?? 0) % 2) setVisible(true);
  }, []);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      // The name says what a press does, so no pressed state on top of it.
      visibilityToggleButtonProps={{ ref: toggle, 'aria-label': visible ? 'Ocultar contraseña' : 'Mostrar contraseña', 'aria-pressed': undefined }}
    />
  );
}
