/**
 * 'Cambiar horario' (docs/product.md, "Moving a manual booking"): the field's administrator moves a manual booking
 * not yet started to another date and time of the field, when its customer calls to play another day. The form
 * reads the field's hours and ACTIVE reservations and offers only the free times (the booking itself does not take
 * its own), by the rules of domain/booking.ts, with the price the new time will store. It is sent on the app's
 * submit machine (useSubmit); the card shows the answer.
 */
import { Alert, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { bookingDateProblem, closedDayProblem, lastBookableDate, manualHours, manualStartTimes } from '../../../domain/booking';
import { isFieldChangedMeanwhile } from '../../../domain/errors';
import { formatPesos, formatTime12, longDateLabel, reservationWhen } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { bookingPrice } from '../../../domain/pricing';
import { todayInAppZone } from '../../../domain/time';
import type { Reservation } from '../../../domain/types';
import { undecided } from '../../../machines/failureReason';
import { errorCode, errorMessage } from '../../api/client';
import { DateField } from '../../components/DateField';
import { LoadFailed } from '../../components/failure';
import { FormActions } from '../../components/FormActions';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { TitledModal } from '../../components/TitledModal';
import { useLoad } from '../../components/useLoad';
import { useNow } from '../../components/useNow';
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { useSubmit } from '../../components/useSubmit';
import { loadFieldSchedule, moveReservation, type FieldSchedule } from './api';
import { hoursLabel } from './ReservationCard';

interface Props {
  opened: boolean;
  reservation: Reservation;
  fieldId: number;
  onClose: () => void;
  onMoved: (updated: Reservation) => void;
  /**
   * The booking may not be as the screen shows it: cancelled or started meanwhile (the form closes), or no answer came
   * and it may have been moved (the form stays, to send the same move again). The screen reads its reservations again.
   */
  onStale?: () => void;
}

/** The modal; its content is mounted while it is open, so each opening reads the field's free times afresh. */
export function MoveReservationModal({ opened, onClose, ...rest }: Props) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={MSG.reservation.moveTitle}>
      <MoveContent onClose={onClose} {...rest} />
    </TitledModal>
  );
}

function MoveContent({ fieldId, ...rest }: Omit<Props, 'opened'>) {
  const loaded = useLoad(() => loadFieldSchedule(fieldId), [fieldId]);
  // The free times follow others' bookings while the form is open, and at once after a refusal.
  const refresh = useRefreshOnReturn(() => loadFieldSchedule(fieldId), [fieldId], loaded.setData);
  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failure' || !loaded.data) {
    return <LoadFailed title={MSG.reservation.manualLoadFailed} error={loaded.error} onRetry={loaded.reload} />;
  }
  return <MoveForm schedule={loaded.data} onFieldChanged={refresh} {...rest} />;
}

interface FormProps extends Omit<Props, 'opened' | 'fieldId'> {
  schedule: FieldSchedule;
  onFieldChanged: () => void;
}

function MoveForm({ reservation: r, schedule: { field, busy }, onClose, onMoved, onStale, onFieldChanged }: FormProps) {
  const now = useNow();
  const today = todayInAppZone(now);
  const [date, setDate] = useState(r.reservationDate >= today ? r.reservationDate : today);
  const [askedStart, setStart] = useState(r.startTime);
  const [askedHours, setHours] = useState(r.hours);
  const [failure, setFailure] = useState<string | null>(null);

  // The booking does not stand in its own way: its own time is offered, and a move overlapping it.
  const others = busy.filter((b) => b.id !== r.id);
  const dateProblem = bookingDateProblem(date, now, field.bookingHorizonDays) ?? closedDayProblem(field, date);
  const times = dateProblem ? [] : manualStartTimes(field, date, others, false, now);
  const startTime = times.some((t) => t.time === askedStart) ? askedStart : (times[0]?.time ?? '');
  const lengths = startTime ? manualHours(field, date, startTime, others, false) : [];
  const hours = lengths.includes(askedHours) ? askedHours : (lengths.at(-1) ?? askedHours);
  const price = startTime && lengths.length > 0 ? bookingPrice(field, date, startTime, hours) : null;
  const noTimes = field.status !== 'ACTIVE' ? MSG.reservation.fieldInactive : !dateProblem && times.length === 0 ? MSG.reservation.noFreeTimes : null;

  const send = useSubmit(moveReservation, {
    onSuccess: (updated) => {
      notify.success(
        MSG.reservation.moved(`${longDateLabel(updated.reservationDate)}, ${formatTime12(updated.startTime)} – ${formatTime12(updated.endTime)}`),
      );
      onMoved(updated);
      onClose();
    },
    onError: (error) => {
      const code = errorCode(error);
      // Taken or closed meanwhile: the free times are read again, and the refused one is no longer offered.
      if (isFieldChangedMeanwhile(code)) onFieldChanged();
      // Cancelled or started meanwhile: nothing to move; the screen shows it as it is.
      if (code === 'RESERVATION_NOT_ACTIVE' || code === 'RESERVATION_NOT_NOW') {
        notify.error(errorMessage(error, MSG.reservation.moveFailed));
        onClose();
        onStale?.();
        return;
      }
      setFailure(errorMessage(error, MSG.reservation.moveFailed));
      // No answer: the same move sent again moves it once (docs/api.md, "Moving a manual booking").
      if (undecided(error)) onStale?.();
    },
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!startTime || price === null) return;
        setFailure(null);
        send.submit({ id: r.id, reservationDate: date, startTime, hours });
      }}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.customer?.name ?? r.teamName} · {MSG.reservation.moveNow}: <b>{reservationWhen(r, now)}</b>
        </Text>
        <DateField
          label="Fecha"
          required
          today={today}
          min={today}
          max={lastBookableDate(now, field.bookingHorizonDays)}
          value={date}
          onChange={(day) => day && setDate(day)}
          error={dateProblem}
          excluded={field.closedDays?.map((d) => d.date)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label="Hora de inicio"
            required
            disabled={times.length === 0}
            data={times.map((t) => ({ value: t.time, label: formatTime12(t.time) }))}
            value={startTime}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <NativeSelect
            label="Horas"
            required
            disabled={lengths.length === 0}
            data={lengths.map((h) => ({ value: String(h), label: hoursLabel(h) }))}
            value={String(hours)}
            onChange={(e) => setHours(Number(e.currentTarget.value))}
          />
        </SimpleGrid>
        {price !== null && (
          <Group gap={6} justify="flex-end">
            <Text fw={700}>{MSG.rates.total}:</Text>
            <Text fw={800} c="cancha.8" data-testid="move-total">
              {formatPesos(price)}
            </Text>
          </Group>
        )}
        {noTimes && (
          <Alert color="yellow" variant="light" role="status">
            {noTimes}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <FormActions submitLabel={MSG.reservation.moveSave} submitting={send.submitting} disabled={price === null} onCancel={onClose} />
      </Stack>
    </form>
  );
}
