/**
 * reservation/form/field/{id} (docs/product.md, "Booking"): the day's start times as buttons, today first,
 * the next days one tap away and a date picker for later ones. Tapping a free time checks an hour at once
 * and opens the summary, where the length can change and 'Confirmar reserva' books. `?date=&start=&hours=`
 * preselects; the day chosen, the summary and browser Back and Forward are the booking machine's (machines/booking.ts,
 * run by useBooking). A time somebody else took meanwhile is refused with the reason, and the day's times are read
 * again so it shows as taken.
 */
import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { bookingDateProblem, closedDayProblem, dayStartTimes, fittingHours } from '../../../domain/booking';
import { BOOKING_MIN_HOURS } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import { ownsTeam } from '../../../domain/permissions';
import { todayInAppZone } from '../../../domain/time';
import { Loading } from '../../components/Loading';
import { NoTeamPanel } from '../../components/NoTeamPanel';
import { forgetPendingBooking, keepPendingBooking } from '../../components/pendingBooking';
import { useNow } from '../../components/useNow';
import { featureDialog } from '../../components/TitledModal';
import { useSession } from '../../session/useSession';
import { BookingRefusal } from './BookingRefusal';
import { DayChooser } from './DayChooser';
import { DayTimes } from './DayTimes';
import { FieldHeader } from './FieldHeader';
import { FieldLoadFailedPage } from './FieldLoadFailed';
import { useBooking, type BookingActors } from './useBooking';
import { useTimeFocus } from './useTimeFocus';

/**
 * The summary's code (its length control, the price's lines) is not part of the page's first paint: it is asked for
 * once the page is up, ahead of the first tap on a time.
 */
const BookingSummary = featureDialog(() => import('./BookingSummary').then((m) => m.BookingSummary));

export default function BookingPage() {
  const { id } = useParams();
  const session = useSession();
  const { pathname, search } = useLocation();
  const fieldId = Number(id);
  const team = session.player?.team ?? null;
  const player = Boolean(session.player);
  // A time chosen before there was a team to book it (docs/product.md, "Finding a free field") is kept until the page
  // opens with a team: creating one comes back here.
  useEffect(() => {
    if (!player) return;
    if (team) forgetPendingBooking();
    else keepPendingBooking(pathname + search);
  }, [player, team, pathname, search]);
  if (!session.user) return <Loading />;
  return <BookingWizard key={fieldId} fieldId={fieldId} teamId={team?.id ?? null} ownsTeam={ownsTeam(session.player, team)} />;
}

/**
 * The page's content for a field and a team; `ownsTeam` says whether the player may cancel the team's
 * bookings themselves; `actors` lets a test run it on fake requests.
 */
export function BookingWizard(props: { fieldId: number; teamId: number | null; ownsTeam?: boolean; actors?: BookingActors }) {
  const { fieldId, teamId, ownsTeam: owner = false, actors } = props;
  const now = useNow();
  const { snapshot, send } = useBooking(fieldId, teamId, owner, actors);
  const { field, availability, error, request, link } = snapshot.context;
  const state = snapshot.value as string;
  const date = snapshot.context.date ?? todayInAppZone(now);
  const checking = state === 'checkingAvailability';
  const creating = state === 'creating';
  // Choosing a time: editing, or after a time's check got no answer (the times still open, one still chosen).
  const picking = state === 'editing' || state === 'checkFailed';
  const timesGrid = useTimeFocus(state === 'summary' || checking || creating, picking, request?.startTime ?? null);
  // A failed download is asked for again when the summary opens (it then says so, with 'Reintentar').
  useEffect(() => void BookingSummary.preload().catch(() => {}), []);

  if (state === 'preparing' || state === 'done' || state === 'blockedByActiveReservation') return <Loading />;
  // Without a team there is nothing to try again: the way to a team instead.
  if (state === 'unavailable' && teamId === null) {
    return (
      <Container size="sm" px={0}>
        {link && (
          <Text mb="sm" size="sm">
            {MSG.search.noTeamToBook}
          </Text>
        )}
        <NoTeamPanel />
      </Container>
    );
  }
  if (state === 'unavailable' || !field) {
    const onRetry = snapshot.context.retryable ? () => send({ type: 'RETRY' }) : undefined;
    // The field may have come: what failed was whether the team already holds a booking.
    const title = snapshot.context.unread === 'activeReservation' ? MSG.activeReservation.checkFailed : undefined;
    return <FieldLoadFailedPage reason={error} title={title} onRetry={onRetry} back={{ to: '/dashboard/home-player', label: 'Ver canchas' }} />;
  }

  const busy = field.reservations ?? [];
  // The field's own horizon ('Se puede reservar hasta N días antes'); the server may cap it lower.
  const dateProblem = bookingDateProblem(date, now, field.bookingHorizonDays) ?? closedDayProblem(field, date);
  const times = dateProblem ? [] : dayStartTimes(field, date, busy, now);
  const check = (reservationDate: string, startTime: string, hours: number) =>
    send({ type: 'CHECK', request: { teamId: teamId!, fieldId, reservationDate, startTime, hours } });
  const summaryRequest = availability ? request : null;

  return (
    <Container size="md" px={0}>
      <Group mb="xs" gap="xs" wrap="nowrap">
        <Button variant="subtle" component={Link} to="/dashboard/home-player" leftSection={<IconArrowLeft size={18} />} px="xs">
          Volver
        </Button>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Reservar cancha
        </Title>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <FieldHeader field={field} order={2} />
        <DayChooser field={field} now={now} date={date} problem={dateProblem} onChange={(next) => send({ type: 'DATE', date: next })} />
        {/* A date refused as out of reach is said once, under 'Fecha'; a failed confirmation is said in the summary. */}
        {error && error !== dateProblem && state !== 'summary' && (
          <BookingRefusal reason={error} mb="sm" onRetry={state === 'checkFailed' ? () => send({ type: 'RETRY' }) : undefined} />
        )}
        {!dateProblem && (
          <DayTimes
            rates={field}
            date={date}
            times={times}
            chosen={request && request.reservationDate === date ? request.startTime : null}
            checking={checking}
            // After a refusal for a time taken meanwhile, the day's busy times are read again before the next tap.
            disabled={checking || creating || state === 'refreshingSlots'}
            onPick={(time) => check(date, time, BOOKING_MIN_HOURS)}
            gridRef={timesGrid}
          />
        )}
      </Paper>
      <BookingSummary
        opened={Boolean(availability) && (state === 'summary' || checking || creating)}
        field={field}
        availability={availability}
        request={summaryRequest}
        lengths={summaryRequest ? fittingHours(field, summaryRequest.reservationDate, summaryRequest.startTime, busy) : []}
        checking={checking}
        creating={creating}
        error={state === 'summary' ? error : null}
        onHours={(hours) => summaryRequest && check(summaryRequest.reservationDate, summaryRequest.startTime, hours)}
        onClose={() => send({ type: 'CANCEL' })}
        onConfirm={() => send({ type: 'CONFIRM' })}
      />
    </Container>
  );
}
