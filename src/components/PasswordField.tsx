/**
 * A password input whose show/hide toggle speaks Spanish and is reachable by keyboard: 'Mostrar
 * contraseña' while hidden, 'Ocultar contraseña' while shown (docs/product.md, "Screens").
 */
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange' | 'visibilityToggleButtonProps'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      // The name says what a press does, so no pressed state on top of it.
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Ocultar contraseña' : 'Mostrar contraseña', 'aria-pressed': undefined }}
    />
  );
}
