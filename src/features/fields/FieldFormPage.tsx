import { Title } from '@mantine/core';

export default function FieldFormPage() {
  return <Title order={1}>Registrar cancha</Title>;
}
