/** '¿Quién va?' (Attendance.tsx): how many go and who, the member's own answer with 'Voy' / 'No voy', and what follows it. */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { attendanceSummary, type MemberAnswer } from '../../../domain/attendance';
import * as MSG from '../../../domain/messages';
import type { Attendance, AttendanceEntry } from '../../../domain/types';
import type { AttendanceContext, AttendanceEvent } from '../../../machines/attendance';

const names = (list: AttendanceEntry[]) => list.map((e) => e.name).join(', ');

interface Props {
  attendance: Attendance;
  mine: MemberAnswer;
  /** 'Voy' / 'No voy' still open; once the game started, the answers are only read. */
  open: boolean;
  sending: AttendanceContext['sending'];
  busy: boolean;
  error: string | null;
  send: (event: AttendanceEvent) => void;
  /** The owner's pending list and la vaca, under the answer. */
  children?: ReactNode;
}

export function AttendanceAnswer({ attendance, mine, open, sending, busy, error, send, children }: Props) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={700} data-testid="attendance-count">
        {attendanceSummary(attendance).text}
      </Text>
      <Text size="sm" data-testid="attendance-going">
        {attendance.going.length > 0 ? (
          <>
            <b>{MSG.attendance.goingList}:</b> {names(attendance.going)}
          </>
        ) : (
          MSG.attendance.nobodyYet
        )}
      </Text>
      {attendance.notGoing.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="attendance-not-going">
          <b>{MSG.attendance.notGoingList}:</b> {names(attendance.notGoing)}
        </Text>
      )}
      {open ? (
        <>
          <Text size="sm">
            {mine === 'going' ? MSG.attendance.youGo : mine === 'notGoing' ? MSG.attendance.youDontGo : MSG.attendance.youPending}
          </Text>
          <Group gap="xs" grow>
            <Button
              size="xs"
              variant={mine === 'going' ? 'filled' : 'light'}
              leftSection={<IconCheck size={14} aria-hidden />}
              aria-pressed={mine === 'going'}
              loading={sending?.kind === 'answer' && sending.going}
              disabled={busy}
              onClick={() => send({ type: 'ANSWER', going: true })}
            >
              {MSG.attendance.going}
            </Button>
            <Button
              size="xs"
              color="red"
              variant={mine === 'notGoing' ? 'filled' : 'light'}
              leftSection={<IconX size={14} aria-hidden />}
              aria-pressed={mine === 'notGoing'}
              loading={sending?.kind === 'answer' && !sending.going}
              disabled={busy}
              onClick={() => send({ type: 'ANSWER', going: false })}
            >
              {MSG.attendance.notGoing}
            </Button>
          </Group>
        </>
      ) : (
        <Text size="xs" c="dimmed">
          {MSG.attendance.answersClosed}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {children}
    </Stack>
  );
}
