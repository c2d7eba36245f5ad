import { Title } from '@mantine/core';

export default function ReservationListPage() {
  return <Title order={1}>Tus reservas</Title>;
}
