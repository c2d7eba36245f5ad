import { Title } from '@mantine/core';

export default function AddPlayerPage() {
  return <Title order={1}>Agregar jugadores</Title>;
}
