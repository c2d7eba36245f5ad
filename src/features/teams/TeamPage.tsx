import { Title } from '@mantine/core';

export default function TeamPage() {
  return <Title order={1}>Mi equipo</Title>;
}
