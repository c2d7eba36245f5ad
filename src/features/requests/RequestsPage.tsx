import { Title } from '@mantine/core';

export default function RequestsPage() {
  return <Title order={1}>Solicitudes</Title>;
}
