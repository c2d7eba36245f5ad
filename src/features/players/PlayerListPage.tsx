import { Title } from '@mantine/core';

export default function PlayerListPage() {
  return <Title order={1}>Jugadores disponibles</Title>;
}
