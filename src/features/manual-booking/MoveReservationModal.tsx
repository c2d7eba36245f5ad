/**
 * 'Cambiar horario' (docs/product.md, "Moving a booking"): a booking not yet started moves to another date and time of
 * its field, when plans change. The field's administrator moves a customer's manual booking; a team's owner their
 * team's booking. The form reads the field's free times and offers only those (the booking does not take its own), by
 * the rules of domain/booking.ts, with the price the new time will store. It is sent on the app's submit machine
 * (useSubmit); the card shows the answer.
 */
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { bookingDateProblem, closedDayProblem, fieldHorizonDays, manualHours, manualStartTimes, moveHorizonDays } from '../../../domain/booking';
import { isFieldChangedMeanwhile } from '../../../domain/errors';
import { formatPesos, formatTime12, longDateLabel, reservationWhen } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { bookingPrice } from '../../../domain/pricing';
import { todayInAppZone } from '../../../domain/time';
import type { Reservation } from '../../../domain/types';
import { undecided } from '../../../machines/failureReason';
import { errorCode, errorMessage } from '../../api/http';
import { LoadFailed } from '../../components/failure';
import { FormActions } from '../../components/FormActions';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { TitledModal } from '../../components/TitledModal';
import { useLoad } from '../../components/useLoad';
import { useNow } from '../../components/useNow';
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { useSubmit } from '../../components/useSubmit';
import type { ReservationViewer } from '../../../domain/calendar';
import { moveActors, type FieldSchedule, type MoveRequest } from './api';
import { reservationName } from '../../components/reservationText';
import { SlotFields } from './SlotFields';

interface Props {
  opened: boolean;
  reservation: Reservation;
  fieldId: number;
  /** Who moves it: the field's administrator (a manual booking) or the team's owner (their team's booking). */
  viewedBy: ReservationViewer;
  onClose: () => void;
  onMoved: (updated: Reservation) => void;
  /** Cancelled or started meanwhile: the form closes, saying why, and the screen reads its reservations again. */
  onRefused?: () => void;
  /** No answer came and it may have been moved: the screen reads its reservations again; the form stays, to send it again. */
  onUnsure?: () => void;
}

/** The modal; its content is mounted while it is open, so each opening reads the field's free times afresh. */
export function MoveReservationModal({ opened, onClose, ...rest }: Props) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={MSG.reservation.moveTitle}>
      <MoveContent onClose={onClose} {...rest} />
    </TitledModal>
  );
}

function MoveContent({ fieldId, viewedBy, ...rest }: Omit<Props, 'opened'>) {
  const { load, move } = moveActors[viewedBy];
  const loaded = useLoad(() => load(fieldId), [fieldId]);
  // The free times follow others' bookings while the form is open, and at once after a refusal.
  const refresh = useRefreshOnReturn(() => load(fieldId), [fieldId], loaded.setData);
  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failure' || !loaded.data) {
    return <LoadFailed title={MSG.reservation.moveLoadFailed} error={loaded.error} onRetry={loaded.reload} />;
  }
  return <MoveForm schedule={loaded.data} onFieldChanged={refresh} move={(to) => move(rest.reservation, to)} viewedBy={viewedBy} {...rest} />;
}

interface FormProps extends Omit<Props, 'opened' | 'fieldId'> {
  schedule: FieldSchedule;
  onFieldChanged: () => void;
  move: (to: MoveRequest) => Promise<Reservation>;
}

function MoveForm({ reservation: r, viewedBy, schedule: { field, busy }, move, onClose, onMoved, onRefused, onUnsure, onFieldChanged }: FormProps) {
  const now = useNow();
  const today = todayInAppZone(now);
  const [date, setDate] = useState(r.reservationDate >= today ? r.reservationDate : today);
  const [askedStart, setStart] = useState(r.startTime);
  const [askedHours, setHours] = useState(r.hours);
  const [failure, setFailure] = useState<string | null>(null);

  // The booking does not stand in its own way: its own time is offered, and a move overlapping it.
  const others = busy.filter((b) => b.id !== r.id);
  // A later week of a fixed turn may lie past the field's horizon: it moves within its own date too.
  const horizonDays = moveHorizonDays(fieldHorizonDays(field), r.reservationDate, now);
  const dateProblem = bookingDateProblem(date, now, horizonDays) ?? closedDayProblem(field, date);
  const times = dateProblem ? [] : manualStartTimes(field, date, others, false, now);
  // A time no longer free (taken meanwhile, or not on the date chosen) is not swapped for another behind the user's back.
  const startTime = times.some((t) => t.time === askedStart) ? askedStart : '';
  const lengths = startTime ? manualHours(field, date, startTime, others, false) : [];
  const hours = lengths.includes(askedHours) ? askedHours : (lengths.at(-1) ?? askedHours);
  // Where it already is, it keeps the price agreed; elsewhere, the field's bands' on the new time.
  const unchanged = date === r.reservationDate && startTime === r.startTime && hours === r.hours;
  const price =
    !startTime || lengths.length === 0 ? null : unchanged && r.price !== undefined ? r.price : bookingPrice(field, date, startTime, hours);
  const paid = r.paid ?? 0;
  const noTimes = field.status !== 'ACTIVE' ? MSG.reservation.fieldInactive : !dateProblem && times.length === 0 ? MSG.reservation.noFreeTimes : null;

  const send = useSubmit(move, {
    onSuccess: (updated) => {
      notify.success(
        MSG.reservation.moved(`${longDateLabel(updated.reservationDate)}, ${formatTime12(updated.startTime)} – ${formatTime12(updated.endTime)}`),
      );
      onMoved(updated);
      onClose();
    },
    onError: (error) => {
      const code = errorCode(error);
      // Taken or closed meanwhile, or the field's rates changed: the field is read again, and the form shows it as it is.
      if (isFieldChangedMeanwhile(code) || code === 'PRICE_CHANGED') onFieldChanged();
      // Cancelled or started meanwhile: nothing to move; the screen shows it as it is.
      if (code === 'RESERVATION_NOT_ACTIVE' || code === 'RESERVATION_NOT_NOW') {
        notify.error(errorMessage(error, MSG.reservation.moveFailed));
        onClose();
        onRefused?.();
        return;
      }
      setFailure(errorMessage(error, MSG.reservation.moveFailed));
      // No answer: the same move sent again moves it once (docs/api.md, "Moving a manual booking").
      if (undecided(error)) onUnsure?.();
    },
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!startTime || price === null) return;
        // What was received stays with it: a cheaper time is refused before anything is sent, as the server would.
        if (paid > price) {
          setFailure((viewedBy === 'field' ? MSG.reservation.moveOverPaid : MSG.reservation.paidOverPrice)(formatPesos(paid)));
          return;
        }
        setFailure(null);
        send.submit({ reservationDate: date, startTime, hours, price });
      }}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {reservationName(r, viewedBy)} · {MSG.reservation.moveNow}: <b>{reservationWhen(r, now)}</b>
        </Text>
        <SlotFields
          field={field}
          now={now}
          date={date}
          onDate={(day) => day && setDate(day)}
          times={times}
          startTime={startTime}
          onStart={setStart}
          lengths={lengths}
          hours={hours}
          onHours={setHours}
          horizonDays={horizonDays}
          placeholder={MSG.reservation.moveChooseTime}
          errors={{ date: dateProblem }}
        />
        {price !== null && (
          <Group gap={6} justify="flex-end">
            <Text fw={700}>{MSG.rates.total}:</Text>
            <Text fw={800} c="cancha.8" data-testid="move-total">
              {formatPesos(price)}
            </Text>
            {r.price !== undefined && price !== r.price && (
              <Text size="sm" c="dimmed">
                ({MSG.reservation.moveBefore(formatPesos(r.price))})
              </Text>
            )}
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
