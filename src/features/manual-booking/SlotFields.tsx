/**
 * 'Fecha', 'Hora de inicio' and 'Horas' of a booking the administrator makes or someone moves ('Reserva manual',
 * 'Cambiar horario'): a date within the field's horizon, its closed days disabled, and only the start times and
 * lengths the form worked out by the rules of domain/booking.ts. A start time taken on that date (a fixed turn may
 * start on one) reads '5:00 p. m. · ocupado este día'. The date and the times take the whole width.
 */
import { SimpleGrid } from '@mantine/core';
import { SelectInput } from '../../components/SelectInput';
import type { ReactNode } from 'react';
import { lastBookableDate, type ManualStartTime } from '../../../domain/booking';
import { formatTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { todayInAppZone } from '../../../domain/time';
import type { Field } from '../../../domain/types';
import { DateField } from '../../components/DateField';
import { hoursLabel } from '../../components/reservationText';

interface Props {
  field: Pick<Field, 'bookingHorizonDays' | 'closedDays'>;
  now: Date;
  date: string;
  onDate: (date: string) => void;
  times: readonly ManualStartTime[];
  startTime: string;
  onStart: (time: string) => void;
  lengths: readonly number[];
  hours: number;
  onHours: (hours: number) => void;
  errors?: { date?: ReactNode; startTime?: ReactNode; hours?: ReactNode };
  /** How far ahead the date goes; the field's horizon unless given. */
  horizonDays?: number;
  /** What 'Hora de inicio' reads while no start is chosen (the one asked for is not free). */
  placeholder?: string;
}

export function SlotFields(props: Props) {
  const { field, now, date, onDate, times, startTime, onStart, lengths, hours, onHours, errors = {}, horizonDays, placeholder } = props;
  const today = todayInAppZone(now);
  return (
    <>
      <DateField
        label="Fecha"
        required
        today={today}
        min={today}
        max={lastBookableDate(now, horizonDays ?? field.bookingHorizonDays)}
        value={date}
        onChange={onDate}
        error={errors.date}
        excluded={field.closedDays?.map((d) => d.date)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SelectInput
          label="Hora de inicio"
          required
          disabled={times.length === 0}
          data={[
            ...(placeholder && !startTime && times.length > 0 ? [{ value: '', label: placeholder, disabled: true }] : []),
            ...times.map((t) => ({
              value: t.time,
              label: t.taken
                ? `${formatTime12(t.time)} · ${MSG.reservation.takenThisDate}`
                : t.walkIn
                  ? MSG.reservation.walkInNow(formatTime12(t.time))
                  : formatTime12(t.time),
            })),
          ]}
          value={startTime}
          onChange={(e) => onStart(e.currentTarget.value)}
          error={errors.startTime}
        />
        <SelectInput
          label="Horas"
          required
          disabled={lengths.length === 0}
          data={lengths.map((h) => ({ value: String(h), label: hoursLabel(h) }))}
          value={String(hours)}
          onChange={(e) => onHours(Number(e.currentTarget.value))}
          error={errors.hours}
        />
      </SimpleGrid>
    </>
  );
}
