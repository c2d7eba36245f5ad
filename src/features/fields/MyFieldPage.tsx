import { Title } from '@mantine/core';

export default function MyFieldPage() {
  return <Title order={1}>Mi cancha</Title>;
}
