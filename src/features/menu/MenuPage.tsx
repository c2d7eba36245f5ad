import { Title } from '@mantine/core';

export default function MenuPage() {
  return <Title order={1}>Menú</Title>;
}
