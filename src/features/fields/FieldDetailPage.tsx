import { Title } from '@mantine/core';

export default function FieldDetailPage() {
  return <Title order={1}>Detalle de cancha</Title>;
}
