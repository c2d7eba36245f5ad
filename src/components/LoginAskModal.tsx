/**
 * 'Inicia sesión para reservar': what a visitor gets on choosing to book (a field's time, a search's result). A chunk
 * of its own, loaded on that first press. The time chosen, when there is one, was kept first (pendingBooking.ts), so
 * that sign-up and log-in lead back to it.
 */
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TitledModal } from './TitledModal';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Why it asks; by default, that booking needs a player's account with a team. */
  text?: string;
  /** What is being booked, under the reason ('Cancha El Golazo · sábado 5 de diciembre · 8:00 p. m.'). */
  detail?: string;
}

export default function LoginAskModal({
  opened,
  onClose,
  text = 'Para reservar una cancha necesitas una cuenta de jugador con equipo.',
  detail,
}: Props) {
  return (
    <TitledModal opened={opened} onClose={onClose} title="Inicia sesión para reservar">
      <Text mb="md">{text}</Text>
      {detail && (
        <Text mb="md" fw={700}>
          {detail}
        </Text>
      )}
      <Group justify="flex-end">
        <Button component={Link} to="/register" variant="light">
          Registrarme
        </Button>
        <Button component={Link} to="/login">
          Iniciar sesión
        </Button>
      </Group>
    </TitledModal>
  );
}
