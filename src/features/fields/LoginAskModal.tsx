/** 'Inicia sesión para reservar': what a visitor's 'Reservar' opens. A chunk of its own, loaded on that first press (FieldGrid). */
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TitledModal } from '../../components/TitledModal';

export default function LoginAskModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <TitledModal opened={opened} onClose={onClose} title="Inicia sesión para reservar">
      <Text mb="md">Para reservar una cancha necesitas una cuenta de jugador con equipo.</Text>
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
