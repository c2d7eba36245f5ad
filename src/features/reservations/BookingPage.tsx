import { Title } from '@mantine/core';

export default function BookingPage() {
  return <Title order={1}>Reservar cancha</Title>;
}
