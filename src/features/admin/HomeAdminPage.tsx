/**
 * home-admin (docs/product.md: Screens): welcome with the administrator's full name and their field's name (or 'No tienes
 * cancha registrada'), what teams booked, moved or cancelled since the last look ('Novedades', NewsCard.tsx), counters
 * of active, finished and canceled reservations (each opens the list filtered by its status), quick actions, the
 * field's day ('Hoy en tu cancha', TodayCard.tsx), its 'Caja del día' (CashBook.tsx), and its 'Ocupación' and
 * 'Ingresos' (FieldStats.tsx).
 */
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarCheck, IconCalendarEvent, IconCalendarX, IconChecks, IconSoccerField } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { fullName } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { ReservationStatus } from '../../../domain/constants';
import type { Admin } from '../../../domain/types';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { useFollowBookings } from '../../layout/useFollowBookings';
import { useSession } from '../../session/useSession';
import { loadReservationCounts } from './api';
import { CashBook } from './CashBook';
import { FieldStats } from './FieldStats';
import { NewsCard } from './NewsCard';
import { TodayCard } from './TodayCard';

export default function HomeAdminPage() {
  const { admin } = useSession();
  if (!admin) return <Loading />;
  return <HomeAdmin admin={admin} />;
}

interface CounterProps {
  label: string;
  value: number | undefined;
  color: string;
  icon: typeof IconChecks;
  /** The status whose reservations the counter opens. */
  status: ReservationStatus;
}

/** A count that opens the field's reservation list filtered by its status. */
function Counter({ label, value, color, icon: Icon, status }: CounterProps) {
  return (
    <Card
      component={Link}
      to={`/dashboard/reservation/list/field?status=${status}`}
      withBorder
      radius="lg"
      padding="sm"
      shadow="xs"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Stack gap={4} align="center">
        <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
          <Icon size={22} />
        </ThemeIcon>
        <Text fz={{ base: 28, sm: 36 }} fw={800} lh={1.1} data-testid={`count-${label}`}>
          {value ?? '–'}
        </Text>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <VisuallyHidden>{MSG.stats.seeList(label.toLowerCase())}</VisuallyHidden>
      </Stack>
    </Card>
  );
}

function HomeAdmin({ admin }: { admin: Admin }) {
  const fieldId = admin.field?.id;
  const readCounts = () => loadReservationCounts(fieldId);
  const counts = useLoad(readCounts, [fieldId]);
  // A team's booking, move or cancellation counts at once.
  useFollowBookings('field', readCounts, [fieldId], counts.setData);
  // On a phone the day at the field comes first: it is what the administrator opens the app for at the gate.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        {phone && fieldId !== undefined && <TodayCard fieldId={fieldId} />}
        <Card radius="lg" padding="lg" bg="cancha.8" c="white">
          <Text size="sm" opacity={0.85}>
            Panel del administrador
          </Text>
          <Title order={1} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            Bienvenido, {fullName(admin)}
          </Title>
          <Group gap={8} mt="xs" wrap="nowrap">
            <IconSoccerField size={20} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={600} data-testid="admin-field-name" style={{ overflowWrap: 'anywhere' }}>
              {admin.field?.name ?? MSG.field.noneShort}
            </Text>
          </Group>
        </Card>

        {fieldId !== undefined && <NewsCard fieldId={fieldId} />}

        <section aria-labelledby="counters">
          <Title order={2} fz="lg" mb="sm" id="counters">
            Reservas de tu cancha
          </Title>
          {counts.status === 'loading' ? (
            <Loading />
          ) : counts.status === 'failure' ? (
            <LoadFailed title={MSG.reservation.loadFailed} error={counts.error} onRetry={counts.reload} />
          ) : (
            <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
              <Counter label="Activas" value={counts.data?.active} color="cancha" icon={IconCalendarCheck} status="ACTIVE" />
              <Counter label="Finalizadas" value={counts.data?.finished} color="gray" icon={IconChecks} status="FINISHED" />
              <Counter label="Canceladas" value={counts.data?.canceled} color="red" icon={IconCalendarX} status="CANCELED" />
            </SimpleGrid>
          )}
        </section>

        <section aria-labelledby="quick-actions">
          <Title order={2} fz="lg" mb="sm" id="quick-actions">
            Accesos rápidos
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Button component={Link} to="/dashboard/field" size="lg" variant="light" leftSection={<IconSoccerField size={22} />} justify="flex-start">
              {admin.field ? 'Ver mi cancha' : 'Registrar mi cancha'}
            </Button>
            <Button
              component={Link}
              to="/dashboard/reservation/list/field"
              size="lg"
              variant="light"
              leftSection={<IconCalendarEvent size={22} />}
              justify="flex-start"
            >
              Ver reservas
            </Button>
          </SimpleGrid>
        </section>

        {!phone && fieldId !== undefined && <TodayCard fieldId={fieldId} />}
        {fieldId !== undefined && <CashBook fieldId={fieldId} />}
        {fieldId !== undefined && <FieldStats fieldId={fieldId} />}
      </Stack>
    </Container>
  );
}
