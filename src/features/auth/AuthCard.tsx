import { Container, Paper, Text, Title } from '@mantine/core';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <Container size={520} py="xl">
      <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed" ta="center" mt={6} mb="lg">
        {subtitle}
      </Text>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
        {children}
      </Paper>
    </Container>
  );
}
