/** The public home (docs/product.md: What Canchas is): welcome, what the product does, the in-development note, active fields. */
import { Alert, Box, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { FreeSearchEntry } from '../free-search';
import { FieldGrid } from './FieldGrid';
import { useActiveReservation, useTeamId } from './useActiveReservation';

export default function HomePage() {
  const active = useActiveReservation(useTeamId());
  return (
    <>
      <Box bg="cancha.8" c="white" py={{ base: 40, sm: 64 }}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.1}>
              Bienvenido a Canchas
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }}>
              Reserva canchas sintéticas para tu equipo en pocos pasos. Los administradores publican su cancha y manejan sus reservas; los jugadores
              arman su equipo y eligen el horario que les sirve.
            </Text>
            <List
              spacing={4}
              icon={
                <ThemeIcon size={20} radius="xl" color="white" c="cancha.8">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              <List.Item>Consulta horarios, precios y disponibilidad al instante.</List.Item>
              <List.Item>Crea tu equipo, invita jugadores y recibe solicitudes.</List.Item>
              <List.Item>Reserva de 1 a 3 horas, sin llamadas ni esperas.</List.Item>
            </List>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Alert icon={<IconInfoCircle />} color="blue" variant="light" mb="xl" title="Aplicación en desarrollo">
          Canchas está en desarrollo y se aloja en un servidor gratuito: las primeras solicitudes pueden tardar un poco.
        </Alert>
        <FreeSearchEntry />
        <Title order={2} mb="md">
          Canchas disponibles
        </Title>
        <FieldGrid active={active} />
      </Container>
    </>
  );
}
