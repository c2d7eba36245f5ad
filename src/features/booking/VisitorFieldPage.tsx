/**
 * /cancha/{id} (docs/product.md, "A field's times for visitors"): a field's start times for anyone, with no account:
 * the day as chips and a date picker, each start time free with its price, taken or past. Choosing a free time keeps
 * it (src/components/pendingBooking.ts) and asks to log in or sign up, after which that booking's summary opens.
 * A signed-in user is sent to the field's booking page (a player) or the field's page (an administrator). The flow is
 * the visitorField machine (machines/visitorField.ts: the day shown, the time chosen, the log-in question), its request
 * from ./api.ts; tests may give other actors.
 */
import { Alert, Button, Container, Group, Paper, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { bookingDateProblem, closedDayProblem, dayStartTimes } from '../../../domain/booking';
import { BOOKING_MIN_HOURS } from '../../../domain/constants';
import { chosenTimeLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { todayInAppZone } from '../../../domain/time';
import { visitorFieldMachine } from '../../../machines/visitorField';
import { Loading } from '../../components/Loading';
import { bookingAddress, keepPendingBooking } from '../../components/pendingBooking';
import { useNow } from '../../components/useNow';
import { inspector } from '../../inspect';
import { useSession } from '../../session/useSession';
import { visitorFieldActors } from './api';
import { DayChooser } from './DayChooser';
import { DayTimes } from './DayTimes';
import { FieldHeader } from './FieldHeader';
import { FieldLoadFailedPage } from './FieldLoadFailed';

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
  const { field, choice, error, asked } = snapshot.context;
  const state = snapshot.value as string;
  const now = useNow();

  if (state === 'loading') return <Loading />;
  if (!field) {
    const onRetry = state === 'loadFailed' ? () => actor.send({ type: 'RETRY' }) : undefined;
    return <FieldLoadFailedPage py="md" reason={error} onRetry={onRetry} back={{ to: '/home', label: MSG.search.backHome }} />;
  }

  const date = snapshot.context.date ?? todayInAppZone(now);
  const inactive = field.status !== 'ACTIVE';
  const dateProblem = bookingDateProblem(date, now, field.bookingHorizonDays) ?? closedDayProblem(field, date);
  const times = !dateProblem && !inactive ? dayStartTimes(field, date, field.busy, now) : [];

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py="md">
      <Group mb="xs" gap="xs" wrap="nowrap">
        <Button variant="subtle" component={Link} to="/home" leftSection={<IconArrowLeft size={18} />} px="xs">
          {MSG.search.backHome}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <FieldHeader field={field} order={1} place />
        {inactive ? (
          <Alert color="yellow" variant="light" mb="xs">
            {MSG.reservation.fieldInactive}
          </Alert>
        ) : (
          <>
            <Text size="sm" mb="xs">
              {MSG.search.visitorIntro}
            </Text>
            <DayChooser field={field} now={now} date={date} problem={dateProblem} onChange={(next) => actor.send({ type: 'DATE', date: next })} />
            {!dateProblem && (
              <DayTimes
                rates={field}
                date={date}
                times={times}
                chosen={choice && choice.reservationDate === date ? choice.startTime : null}
                onPick={(time) => actor.send({ type: 'PICK', choice: { reservationDate: date, startTime: time, hours: BOOKING_MIN_HOURS } })}
              />
            )}
          </>
        )}
      </Paper>
      {asked && (
        <Suspense fallback={null}>
          <LoginAskModal
            opened={state === 'askingAccount'}
            onClose={() => actor.send({ type: 'CLOSE' })}
            text={MSG.search.loginToBook}
            detail={choice ? chosenTimeLabel(field.name, choice.reservationDate, choice.startTime) : undefined}
          />
        </Suspense>
      )}
    </Container>
  );
}
