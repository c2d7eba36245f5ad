/**
 * reservation/form/field/{id} (docs/product.md, "Booking"): the day's start times as buttons, today first,
 * the next days one tap away and a date picker for later ones. Tapping a free time checks an hour at once
 * and opens the summary, where the length can change and 'Confirmar reserva' books. `?date=&start=`
 * preselects; browser Back with the summary open closes it. A time somebody else took meanwhile is refused with
 * the reason, and the day's times are read again so it shows as taken. The flow is the booking machine (useBooking).
 */
import { Alert, Button, Container, Divider, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { bookingDateProblem, closedDayProblem, dayStartTimes, firstDayWithFreeTime, fittingHours } from '../../../domain/booking';
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS, DAY_CHIPS } from '../../../domain/constants';
import { formatOpeningHours, formatPesos, formatTime12, longDateLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { hourRate, priceBreakdown, type RateBand } from '../../../domain/pricing';
import { hasRateBands } from '../../../domain/rates';
import { isValidDate, TIME_PATTERN, todayInAppZone } from '../../../domain/time';
import { NoTeamPanel } from '../../components/NoTeamPanel';
import { priceLabel, RateBands } from '../../components/FieldFacts';
import { Loading } from '../../components/Loading';
import { useNow } from '../../components/useNow';
import { ownsTeam } from '../../../domain/permissions';
import { useSession } from '../../session/useSession';
import { forgetPendingBooking, keepPendingBooking } from '../../components/pendingBooking';
import { hoursLabel } from '../../components/reservationText';
import { DayChooser } from './DayChooser';
import { StartTimeButton } from './StartTimeButton';
import { useBooking, type BookingActors } from './useBooking';

/** The summary's lines name each band as the field form does. */
const BAND_NAMES: Record<RateBand, string> = { day: MSG.rates.dayLabel, night: MSG.rates.nightLabel, weekend: MSG.rates.weekendLabel };

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

/** The history entry pushed while the summary is open, so that Back closes it. */
interface SummaryEntry {
  bookingSummary?: true;
}

/**
 * The page's content for a field and a team; `ownsTeam` says whether the player may cancel the team's
 * bookings themselves; `actors` lets a test run it on fake requests.
 */
export function BookingWizard(props: { fieldId: number; teamId: number | null; ownsTeam?: boolean; actors?: BookingActors }) {
  const { fieldId, teamId, ownsTeam: owner = false, actors } = props;
  const now = useNow();
  const today = todayInAppZone(now);
  const [params] = useSearchParams();
  const entry = useLocation().state as SummaryEntry | null;
  const navigate = useNavigate();
  const asked = params.get('date');
  const askedDate = asked && isValidDate(asked) ? asked : null;
  // Without a date in the address, the page opens on the first day with a free time (below), not on a today whose
  // times have all passed.
  const [picked, setDate] = useState<string | null>(askedDate);
  const date = picked ?? today;
  // A link's time goes with its date: with no date, or one that is no day ('2026-11-31'), the page opens with no
  // time chosen, never a summary of another day than the one meant. Its length (`hours`, 1 to 3) goes with its time.
  const preselectedStart = useRef(askedDate && TIME_PATTERN.test(params.get('start') ?? '') ? params.get('start') : null);
  const askedHours = Number(params.get('hours'));
  const preselectedHours = useRef(
    Number.isInteger(askedHours) && askedHours >= BOOKING_MIN_HOURS && askedHours <= BOOKING_MAX_HOURS ? askedHours : null,
  );
  const { snapshot, send } = useBooking(fieldId, teamId, owner, actors);
  const { field, availability, error, request } = snapshot.context;
  const state = snapshot.value as string;
  const busy = field?.reservations ?? [];
  // Before the first paint with the field: its first day with a free time (domain/booking.ts).
  useLayoutEffect(() => {
    if (field && picked === null) setDate(firstDayWithFreeTime(field, field.reservations ?? [], now, field.bookingHorizonDays, DAY_CHIPS));
  }, [field, picked, now]);
  // The field's own horizon ('Se puede reservar hasta N días antes'); the server may cap it lower.
  const horizon = field?.bookingHorizonDays;
  const dateProblem = bookingDateProblem(date, now, horizon) ?? (field ? closedDayProblem(field, date) : null);
  const times = field && !dateProblem ? dayStartTimes(field, date, busy, now) : [];

  const check = (reservationDate: string, startTime: string, hours: number) =>
    send({ type: 'CHECK', request: { teamId: teamId!, fieldId, reservationDate, startTime, hours } });

  const inSummaryEntry = Boolean(entry?.bookingSummary);
  // A link's start time, once the field is known: straight to the summary when it is free.
  const editing = state === 'editing';
  // Choosing a time: editing, or after a time's check got no answer (the times still open, one still chosen).
  const picking = editing || state === 'checkFailed';
  useEffect(() => {
    const start = preselectedStart.current;
    if (!editing || !start || !field) return;
    preselectedStart.current = null;
    // The link's entry becomes the day's, so that the summary's own entry over it differs from it and Back
    // closes the summary, as when a time is tapped (a reload on the summary's entry keeps it).
    if (!inSummaryEntry) navigate(`?date=${date}`, { replace: true });
    if (dayStartTimes(field, date, field.reservations ?? []).some((t) => t.time === start && t.state === 'free')) {
      // The link's length when it fits (by closing, before the next booking), else an hour, which the summary can change.
      const wanted = preselectedHours.current;
      const hours = wanted && fittingHours(field, date, start, field.reservations ?? []).includes(wanted) ? wanted : BOOKING_MIN_HOURS;
      send({ type: 'CHECK', request: { teamId: teamId!, fieldId, reservationDate: date, startTime: start, hours } });
    }
  }, [editing, field, date, fieldId, teamId, send, inSummaryEntry, navigate]);

  // Browser Back closes the summary: opening it pushes an entry (with the date and time in the address);
  // leaving that entry cancels the summary, and a summary closed otherwise takes its entry back.
  // A reload on that entry opens the summary again from the address: the page starts editing there, which is
  // no summary closing (`shownHere`).
  const wasInSummaryEntry = useRef(inSummaryEntry);
  const shownHere = useRef(false);
  useEffect(() => {
    if (state === 'summary') shownHere.current = true;
    if (state === 'summary' && !inSummaryEntry && request) {
      navigate(`?date=${request.reservationDate}&start=${request.startTime}&hours=${request.hours}`, {
        state: { bookingSummary: true } satisfies SummaryEntry,
      });
    } else if ((picking || state === 'refreshingSlots') && inSummaryEntry && shownHere.current) {
      navigate(-1);
    }
    // Only the machine's moves decide here; the address's moves are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  useEffect(() => {
    if (wasInSummaryEntry.current && !inSummaryEntry && snapshot.matches('summary')) send({ type: 'CANCEL' });
    wasInSummaryEntry.current = inSummaryEntry;
  }, [inSummaryEntry, snapshot, send]);

  // The summary closed (Cancelar, Escape, Back, or a refusal): the keyboard goes on from the time it was
  // opened from. The modal cannot return it there itself: that button was disabled while the time was checked.
  const timesGrid = useRef<HTMLDivElement>(null);
  const summaryWasOpen = useRef(false);
  const summaryOpen = state === 'summary' || state === 'checkingAvailability' || state === 'creating';
  useEffect(() => {
    if (summaryWasOpen.current && picking && request) {
      timesGrid.current?.querySelector<HTMLButtonElement>(`[data-time="${request.startTime}"]:not(:disabled)`)?.focus();
    }
    summaryWasOpen.current = summaryOpen;
  }, [state, picking, summaryOpen, request]);

  if (state === 'preparing' || state === 'done' || state === 'blockedByActiveReservation') return <Loading />;
  // Without a team there is nothing to try again: the way to a team instead.
  if (state === 'unavailable' && teamId === null) {
    return (
      <Container size="sm" px={0}>
        {askedDate && params.get('start') && (
          <Text mb="sm" size="sm">
            {MSG.search.noTeamToBook}
          </Text>
        )}
        <NoTeamPanel />
      </Container>
    );
  }
  if (state === 'unavailable' || !field) {
    return (
      <Container size="sm" px={0}>
        <Alert color="red" variant="light" title={MSG.field.loadFailed} role="alert">
          <Text size="sm" mb="sm">
            {error}
          </Text>
          <Group gap="sm">
            {snapshot.context.retryable && (
              <Button size="xs" onClick={() => send({ type: 'RETRY' })}>
                Reintentar
              </Button>
            )}
            <Button size="xs" variant="light" component={Link} to="/dashboard/home-player">
              Ver canchas
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }

  const checking = state === 'checkingAvailability';
  const creating = state === 'creating';
  // After a refusal for a time taken meanwhile, the day's busy times are read again before the next tap.
  const refreshing = state === 'refreshingSlots';
  const chooseDate = (next: string) => {
    setDate(next);
    send({ type: 'EDIT' });
  };
  const chosen = request && request.reservationDate === date ? request.startTime : null;
  const freeCount = times.filter((t) => t.state === 'free').length;
  const summaryRequest = availability ? request : null;
  const lengths = summaryRequest ? fittingHours(field, summaryRequest.reservationDate, summaryRequest.startTime, busy) : [];

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
        <Group justify="space-between" align="baseline" gap="xs" mb="xs">
          <Title order={2} fz="lg" lh={1.2}>
            {field.name}
          </Title>
          <Text size="sm" c="dimmed">
            {priceLabel(field)} {MSG.rates.perHour} · {formatOpeningHours(field)}
          </Text>
        </Group>
        {hasRateBands(field) && (
          <Paper bg="gray.0" radius="md" px="sm" py={6} mb="xs" maw={420}>
            <RateBands rates={field} size="xs" />
          </Paper>
        )}

        <DayChooser field={field} now={now} date={date} problem={dateProblem} onChange={chooseDate} />

        {/* A date refused as out of reach is said once, under 'Fecha'; a failed confirmation is said in the summary. */}
        {error && error !== dateProblem && state !== 'summary' && (
          <BookingRefusal reason={error} mb="sm" onRetry={state === 'checkFailed' ? () => send({ type: 'RETRY' }) : undefined} />
        )}

        {!dateProblem && (
          <section aria-labelledby="times-title">
            <Text id="times-title" size="sm" fw={600} mb={6}>
              Horarios de inicio · 1 hora
            </Text>
            {freeCount === 0 ? (
              <Text size="sm" c="dimmed" mb="xs">
                {MSG.reservation.noFreeTimes}
              </Text>
            ) : null}
            <SimpleGrid ref={timesGrid} cols={{ base: 4, sm: 6 }} spacing={4} verticalSpacing={6}>
              {times.map((t) => (
                <StartTimeButton
                  key={t.time}
                  slot={t}
                  price={formatPesos(hourRate(field, date, t.time))}
                  chosen={t.time === chosen}
                  loading={checking && t.time === chosen}
                  disabled={checking || creating || refreshing}
                  onPick={() => check(date, t.time, BOOKING_MIN_HOURS)}
                />
              ))}
            </SimpleGrid>
          </section>
        )}
      </Paper>

      <TitledModal
        opened={Boolean(availability) && (state === 'summary' || checking || creating)}
        onClose={() => send({ type: 'CANCEL' })}
        title="Resumen de la reserva"
        closeOnClickOutside={!creating}
        closeOnEscape={!creating}
        withCloseButton={!creating}
        closeButtonProps={{ 'aria-label': 'Cerrar resumen' }}
        returnFocus={false}
      >
        {availability && summaryRequest && (
          <Stack gap={8}>
            <SummaryRow label="Cancha" value={availability.field.name} />
            <SummaryRow label="Fecha" value={longDateLabel(availability.reservationDate)} />
            <SummaryRow label="Hora de inicio" value={formatTime12(availability.startTime)} />
            <SummaryRow label="Hora de fin" value={formatTime12(availability.endTime)} />
            <Stack gap={4}>
              <Text c="dimmed" id="summary-hours">
                Horas
              </Text>
              <SegmentedControl
                aria-labelledby="summary-hours"
                fullWidth
                // Read-only, not disabled, while the length is checked: a disabled control would lose the keyboard's focus.
                readOnly={checking || creating}
                value={String(summaryRequest.hours)}
                onChange={(v) => check(summaryRequest.reservationDate, summaryRequest.startTime, Number(v))}
                data={lengths.map((h) => ({ value: String(h), label: hoursLabel(h) }))}
              />
            </Stack>
            <Divider />
            <Stack gap={0} data-testid="booking-breakdown">
              {priceBreakdown(field, availability.reservationDate, availability.startTime, availability.hours).map((part) => (
                <Text key={part.band} size="sm" c="dimmed" ta="right">
                  {BAND_NAMES[part.band]}: {hoursLabel(part.hours)} × {formatPesos(part.rate)}
                </Text>
              ))}
            </Stack>
            <Group justify="space-between">
              <Text fw={700}>{MSG.rates.total}</Text>
              <Text fw={800} fz="xl" c="cancha.8" data-testid="booking-total">
                {formatPesos(availability.price)}
              </Text>
            </Group>
            {error && state === 'summary' && <BookingRefusal reason={error} />}
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => send({ type: 'CANCEL' })} disabled={creating || checking}>
                Cancelar
              </Button>
              <Button onClick={() => send({ type: 'CONFIRM' })} loading={creating} disabled={checking} data-autofocus>
                Confirmar reserva
              </Button>
            </Group>
          </Stack>
        )}
      </TitledModal>
    </Container>
  );
}

/**
 * Why the booking did not go through, above the times or inside the summary; or, with `onRetry`, why the time chosen
 * could not be checked (no answer), with 'Reintentar' to ask again.
 */
function BookingRefusal({ reason, mb, onRetry }: { reason: string; mb?: string; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" title={onRetry ? MSG.reservation.checkFailed : MSG.reservation.refused} role="alert" mb={mb} py="xs">
      {reason}
      {onRetry && (
        <Button size="xs" mt="xs" display="block" onClick={onRetry}>
          {MSG.failure.retry}
        </Button>
      )}
    </Alert>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text c="dimmed">{label}</Text>
      <Text fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}
