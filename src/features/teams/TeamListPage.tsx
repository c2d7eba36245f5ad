import { Title } from '@mantine/core';

export default function TeamListPage() {
  return <Title order={1}>Equipos disponibles</Title>;
}
