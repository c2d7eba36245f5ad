import { Input, SegmentedControl } from '@mantine/core';
import classes from './RoleSelector.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}

/** The user-type selector of login and register. */
export function RoleSelector({ value, onChange, error }: Props) {
  return (
    <Input.Wrapper label="Tipo de usuario" required error={error}>
      <SegmentedControl
        fullWidth
        mt={4}
        value={value}
        onChange={onChange}
        data={[
          { value: 'PLAYER', label: 'Jugador' },
          { value: 'FIELD_ADMIN', label: 'Administrador de cancha' },
        ]}
        aria-label="Tipo de usuario"
        classNames={{ root: classes.root, input: classes.input, label: classes.label }}
      />
    </Input.Wrapper>
  );
}
