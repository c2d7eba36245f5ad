import { Title } from '@mantine/core';

export default function HomeAdminPage() {
  return <Title order={1}>Inicio</Title>;
}
