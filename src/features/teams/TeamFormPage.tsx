import { Title } from '@mantine/core';

export default function TeamFormPage() {
  return <Title order={1}>Equipo</Title>;
}
