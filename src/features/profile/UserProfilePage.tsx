import { Title } from '@mantine/core';

export default function UserProfilePage() {
  return <Title order={1}>Perfil</Title>;
}
