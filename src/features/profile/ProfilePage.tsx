import { Title } from '@mantine/core';

export default function ProfilePage() {
  return <Title order={1}>Perfil</Title>;
}
