/**
 * 'Días de cierre' (docs/product.md, "Closed days"): the days the field does not open. Its administrator closes a
 * day, with a reason the players read (CloseDayForm), and opens it again ('Abrir'); anyone else sees the list when
 * there is one. Both changes are sent on the app's submit machine (useSubmit), and the list shows the server's answer.
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { longDateLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { todayInAppZone } from '../../../domain/time';
import type { ClosedDay } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { notify } from '../../components/notify';
import { useNow } from '../../components/useNow';
import { useSubmit } from '../../components/useSubmit';
import { reopenFieldDay } from './api';
import { deferredPart } from '../../components/deferred';

interface Props {
  fieldId: number;
  /** As the field's page read them (none when absent). */
  closedDays: ClosedDay[] | undefined;
  isOwner: boolean;
}

const dayText = (day: ClosedDay) => (day.reason ? `${longDateLabel(day.date)} · ${day.reason}` : longDateLabel(day.date));

const NONE: ClosedDay[] = [];

/** The administrator's form, with its form and date picker code: a player's visit never downloads it. */
const CloseDayForm = deferredPart(() => import('./CloseDayForm').then((m) => m.CloseDayForm), 210);

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
  const reopen = useSubmit(reopenFieldDay, {
    onSuccess: (list) => {
      setDays(list);
      notify.success(MSG.closure.reopened);
    },
    onError: (error) => notify.error(errorMessage(error, MSG.closure.failed)),
  });
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
        {isOwner && <CloseDayForm fieldId={fieldId} now={now} onClosed={setDays} />}
      </Stack>
    </Card>
  );
}
