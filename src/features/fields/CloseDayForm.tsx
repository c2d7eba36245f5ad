/**
 * The administrator's form of 'Días de cierre' (docs/product.md, "Closed days"): 'Día' (today up to the booking
 * horizon), 'Motivo (opcional)', the players read it, and 'Cerrar este día', sent on the app's submit machine
 * (useSubmit). A day the server refuses to close (it has bookings) says why in the form, above its button, not in a
 * toast that a phone shows over that button, with a link to that day's bookings.
 */
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { Link } from 'react-router-dom';
import { closureDateProblem, lastBookableDate } from '../../../domain/booking';
import { errorCodeOf } from '../../../domain/errorBody';
import { BOOKING_HORIZON_MAX_DAYS } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import { closedDaySchema } from '../../../domain/schemas';
import { todayInAppZone } from '../../../domain/time';
import type { ClosedDay } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { DateField } from '../../components/DateField';
import { focusFirstInvalid } from '../../components/formValidation';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';
import { closeFieldDay } from './api';

interface Props {
  fieldId: number;
  /** The time of the list it closes a day of (ClosedDays). */
  now: Date;
  /** The field's closed days after the day is closed, as the server answered. */
  onClosed: (days: ClosedDay[]) => void;
}

export function CloseDayForm({ fieldId, now, onClosed }: Props) {
  const today = todayInAppZone(now);
  const form = useForm({
    mode: 'controlled',
    initialValues: { date: '', reason: '' },
    validate: {
      date: (date) => closureDateProblem(date, now),
      reason: (reason) => {
        const parsed = v.safeParse(closedDaySchema, { reason });
        return parsed.success ? null : parsed.issues[0].message;
      },
    },
  });
  // A refusal, and the day when it was its bookings (the list of that day's, to cancel or move them, is a link away).
  const [closeRefused, setCloseRefused] = useState<{ text: string; bookedDay: string | null } | null>(null);
  const close = useSubmit(closeFieldDay, {
    onSuccess: (list) => {
      onClosed(list);
      form.reset();
      notify.success(MSG.closure.closed);
    },
    onError: (error, { date }) =>
      setCloseRefused({ text: errorMessage(error, MSG.closure.failed), bookedDay: errorCodeOf(error) === 'DAY_HAS_RESERVATIONS' ? date : null }),
  });
  const submitClose = form.onSubmit(({ date, reason }) => {
    setCloseRefused(null);
    close.submit({ fieldId, date, reason });
  }, focusFirstInvalid);

  return (
    <form onSubmit={submitClose} noValidate>
      <Stack gap="sm" mt="xs">
        <DateField
          label={MSG.closure.dayLabel}
          required
          today={today}
          min={today}
          max={lastBookableDate(now, BOOKING_HORIZON_MAX_DAYS)}
          value={form.values.date}
          onChange={(date) => {
            form.setFieldValue('date', date);
            setCloseRefused(null);
          }}
          error={form.errors.date}
        />
        <TextInput label={MSG.closure.reasonLabel} description={MSG.closure.reasonHint} {...form.getInputProps('reason')} />
        {closeRefused && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {closeRefused.text}
            {closeRefused.bookedDay && (
              <>
                {' '}
                <Anchor component={Link} to={`/dashboard/reservation/list/field?date=${closeRefused.bookedDay}&status=ACTIVE`} fz="sm">
                  {MSG.closure.seeBookings}
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={close.submitting}>
            {MSG.closure.close}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
