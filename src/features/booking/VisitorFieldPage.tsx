/**
 * /cancha/{id} (docs/product.md, "A field's times for visitors"): a field's start times for anyone, with no account:
 * the day as chips and a date picker, each start time free with its price, taken or past. Choosing a free time keeps
 * it (src/components/pendingBooking.ts) and asks to log in or sign up, after which that booking's summary opens.
 * A signed-in user is sent to the field's booking page (a player) or the field's page (an administrator). The flow is
 * the visitorField machine (machines/visitorField.ts), its request from ./api.ts; tests may give other actors.
 */
import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { bookingDateProblem, closedDayProblem, dayStartTimes, firstDayWithFreeTime } from '../../../domain/booking';
import { BOOKING_MIN_HOURS, DAY_CHIPS } from '../../../domain/constants';
import { formatOpeningHours, formatPesos, formatTime12, longDateLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { hourRate } from '../../../domain/pricing';
import { hasRateBands } from '../../../domain/rates';
import { todayInAppZone } from '../../../domain/time';
import { visitorFieldMachine } from '../../../machines/visitorField';
import { priceLabel, RateBands } from '../../components/FieldFacts';
import { Loading } from '../../components/Loading';
import { bookingAddress, keepPendingBooking } from '../../components/pendingBooking';
import { useNow } from '../../components/useNow';
import { inspector } from '../../inspect';
import { useSession } from '../../session/useSession';
import { visitorFieldActors } from './api';
import { DayChooser } from './DayChooser';
import { StartTimeButton } from './StartTimeButton';

const LoginAskModal = lazy(() => import('../../components/LoginAskModal'));

export default function VisitorFieldPage() {
  const { id } = useParams();
  const { search } = useLocation();
  const session = useSession();
  const fieldId = Number(id);
  if (!/^[1-9]\d{0,9}$/.test(id ?? '')) return <Navigate to="/home" replace />;
  // Somebody signed in books, or sees the field, where their role does.
  if (session.isAuthenticated) {
    const to = session.role === 'FIELD_ADMIN' ? `/dashboard/field/detail/${fieldId}` : `/dashboard/reservation/form/field/${fieldId}${search}`;
    return <Navigate to={to} replace />;
  }
  return <VisitorFieldView key={fieldId} fieldId={fieldId} />;
}

interface Props {
  fieldId: number;
  /** The machine's request; the real one by default. */
  actors?: typeof visitorFieldActors;
}

export function VisitorFieldView({ fieldId, actors = visitorFieldActors }: Props) {
  // Made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    visitorFieldMachine.provide({
      actors,
      actions: {
        keepChoice: (_, { fieldId: fid, choice }) => keepPendingBooking(bookingAddress(fid, choice.reservationDate, choice.startTime, choice.hours)),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { fieldId }, inspect: inspector?.inspect });
  const snapshot = useSelector(actor, (s) => s);
  const { field, choice, error } = snapshot.context;
  const state = snapshot.value as string;
  const now = useNow();
  const today = todayInAppZone(now);
  const [picked, setDate] = useState<string | null>(null);
  const busy = field?.busy ?? [];
  // Before the first paint with the field: its first day with a free time (domain/booking.ts).
  useLayoutEffect(() => {
    if (field && picked === null) setDate(firstDayWithFreeTime(field, field.busy, now, field.bookingHorizonDays, DAY_CHIPS));
  }, [field, picked, now]);
  const [asked, setAsked] = useState(false);
  const asking = state === 'askingAccount';
  useLayoutEffect(() => {
    if (asking) setAsked(true);
  }, [asking]);

  if (state === 'loading') return <Loading />;
  if (!field) {
    return (
      <Container size="sm" px={0} py="md">
        <Alert color="red" variant="light" title={MSG.field.loadFailed} role="alert">
          <Text size="sm" mb="sm">
            {error}
          </Text>
          <Group gap="sm">
            {state === 'loadFailed' && (
              <Button size="xs" onClick={() => actor.send({ type: 'RETRY' })}>
                {MSG.failure.retry}
              </Button>
            )}
            <Button size="xs" variant="light" component={Link} to="/home">
              {MSG.search.backHome}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }

  const date = picked ?? today;
  const inactive = field.status !== 'ACTIVE';
  const dateProblem = bookingDateProblem(date, now, field.bookingHorizonDays) ?? closedDayProblem(field, date);
  const times = !dateProblem && !inactive ? dayStartTimes(field, date, busy, now) : [];
  const freeCount = times.filter((t) => t.state === 'free').length;
  const chosen = choice && choice.reservationDate === date ? choice.startTime : null;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py="md">
      <Group mb="xs" gap="xs" wrap="nowrap">
        <Button variant="subtle" component={Link} to="/home" leftSection={<IconArrowLeft size={18} />} px="xs">
          {MSG.search.backHome}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap={4} mb="xs">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} lh={1.2}>
            {field.name}
          </Title>
          <Text size="sm" c="dimmed">
            {field.address}, {field.city}
          </Text>
          <Text size="sm" c="dimmed">
            {priceLabel(field)} {MSG.rates.perHour} · {formatOpeningHours(field)}
          </Text>
        </Stack>
        {hasRateBands(field) && (
          <Paper bg="gray.0" radius="md" px="sm" py={6} mb="xs" maw={420}>
            <RateBands rates={field} size="xs" />
          </Paper>
        )}
        {inactive ? (
          <Alert color="yellow" variant="light" mb="xs">
            {MSG.reservation.fieldInactive}
          </Alert>
        ) : (
          <>
            <Text size="sm" mb="xs">
              {MSG.search.visitorIntro}
            </Text>
            <DayChooser field={field} now={now} date={date} problem={dateProblem} onChange={setDate} />
            {!dateProblem && (
              <section aria-labelledby="times-title">
                <Text id="times-title" size="sm" fw={600} mb={6}>
                  Horarios de inicio · 1 hora
                </Text>
                {freeCount === 0 && (
                  <Text size="sm" c="dimmed" mb="xs">
                    {MSG.reservation.noFreeTimes}
                  </Text>
                )}
                <SimpleGrid cols={{ base: 4, sm: 6 }} spacing={4} verticalSpacing={6}>
                  {times.map((t) => (
                    <StartTimeButton
                      key={t.time}
                      slot={t}
                      price={formatPesos(hourRate(field, date, t.time))}
                      chosen={t.time === chosen}
                      loading={false}
                      disabled={false}
                      onPick={() => actor.send({ type: 'PICK', choice: { reservationDate: date, startTime: t.time, hours: BOOKING_MIN_HOURS } })}
                    />
                  ))}
                </SimpleGrid>
              </section>
            )}
          </>
        )}
      </Paper>
      {asked && (
        <Suspense fallback={null}>
          <LoginAskModal
            opened={asking}
            onClose={() => actor.send({ type: 'CLOSE' })}
            text={MSG.search.loginToBook}
            detail={choice ? `${field.name} · ${longDateLabel(choice.reservationDate)} · ${formatTime12(choice.startTime)}` : undefined}
          />
        </Suspense>
      )}
    </Container>
  );
}
