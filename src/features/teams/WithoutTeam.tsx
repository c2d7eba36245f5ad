/** /dashboard/team for a player without a team (docs/product.md, "Teams and fields"): how to get one, making it or joining one. */
import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconSearch, IconShirtSport } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import * as MSG from '../../../domain/messages';

export function WithoutTeam() {
  return (
    <Container size="sm" px={0}>
      <Title order={1} mb="md">
        Mi equipo
      </Title>
      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
            <IconShirtSport size={40} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {MSG.team.noTeamTitle}
          </Title>
          <Text c="dimmed">{MSG.team.noTeamText}</Text>
          <Group justify="center" mt="sm">
            <Button component={Link} to="/dashboard/team/form" leftSection={<IconPlus size={18} />}>
              Crear equipo
            </Button>
            <Button component={Link} to="/dashboard/team/list" variant="light" leftSection={<IconSearch size={18} />}>
              Buscar equipos
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
