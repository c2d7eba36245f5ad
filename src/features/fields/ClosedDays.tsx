/**
 * 'Días de cierre' (docs/product.md, "Closed days"): the days the field does not open. Its administrator closes a
 * day, with a reason the players read, and opens it again; anyone else sees the list when there is one. Both
 * changes are sent on the app's submit machine (useSubmit), and the list shows the server's answer. A day the
 * server refuses to close (it has bookings) says why in the form, above its button, not in a toast that a phone
 * shows over that button.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import * as v from 'valibot';
import { Link } from 'react-router-dom';
import { closureDateProblem, lastBookableDate } from '../../../domain/booking';
import { errorCodeOf } from '../../../domain/errorBody';
import { BOOKING_HORIZON_MAX_DAYS } from '../../../domain/constants';
import { longDateLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { closedDaySchema } from '../../../domain/schemas';
import { todayInAppZone } from '../../../domain/time';
import type { ClosedDay } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { DateField } from '../../components/DateField';
import { focusFirstInvalid } from '../../components/formValidation';
import { notify } from '../../components/notify';
import { useNow } from '../../components/useNow';
import { useSubmit } from '../../components/useSubmit';
import { closeFieldDay, reopenFieldDay } from './api';

interface Props {
  fieldId: number;
  /** As the field's page read them (none when absent). */
  closedDays: ClosedDay[] | undefined;
  isOwner: boolean;
}

const dayText = (day: ClosedDay) => (day.reason ? `${longDateLabel(day.date)} · ${day.reason}` : longDateLabel(day.date));

const NONE: ClosedDay[] = [];

export function ClosedDays({ fieldId, closedDays: loaded = NONE, isOwner }: Props) {
  // The last answer of a change, until the field's page reads the field again (another device may have changed it).
  const [days, setDays] = useState(loaded);
  const [read, setRead] = useState(loaded);
  if (read !== loaded) {
    setRead(loaded);
    setDays(loaded);
  }
  const now = useNow();
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
      setDays(list);
      form.reset();
      notify.success(MSG.closure.closed);
    },
    onError: (error, { date }) =>
      setCloseRefused({ text: errorMessage(error, MSG.closure.failed), bookedDay: errorCodeOf(error) === 'DAY_HAS_RESERVATIONS' ? date : null }),
  });
  const reopen = useSubmit(reopenFieldDay, {
    onSuccess: (list) => {
      setDays(list);
      notify.success(MSG.closure.reopened);
    },
    onError: (error) => notify.error(errorMessage(error, MSG.closure.failed)),
  });
  const submitClose = form.onSubmit(({ date, reason }) => {
    setCloseRefused(null);
    close.submit({ fieldId, date, reason });
  }, focusFirstInvalid);
  const shown = days.filter((d) => d.date >= today);
  if (!isOwner && shown.length === 0) return null;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="closed-days-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendarOff size={20} aria-hidden />
          <Title order={2} fz="lg" id="closed-days-title">
            {MSG.closure.title}
          </Title>
        </Group>
        {isOwner && (
          <Text size="sm" c="dimmed">
            {MSG.closure.intro}
          </Text>
        )}
        {shown.length === 0 ? (
          <Text size="sm">{MSG.closure.none}</Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((day) => (
              <Group key={day.date} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {dayText(day)}
                </Text>
                {isOwner && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    aria-label={MSG.closure.reopenLabel(longDateLabel(day.date))}
                    loading={reopen.sending?.date === day.date}
                    disabled={reopen.submitting && reopen.sending?.date !== day.date}
                    onClick={() => reopen.submit({ fieldId, date: day.date })}
                  >
                    {MSG.closure.reopen}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {isOwner && (
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
        )}
      </Stack>
    </Card>
  );
}
