/**
 * '¿Quién va?' and 'la vaca' on a team's reservation card (docs/product.md, "Who is going"): each member answers
 * 'Voy' / 'No voy'; the card reads '8 de 10 van' with the names; the team's owner sees who has not answered, reminds
 * them on WhatsApp and marks who paid them their share; each member going reads what they owe and to whom. Runs the
 * attendance machine (machines/attendance.ts) with the real calls of ./api.ts, or the `actors` a test gives.
 */
import { Anchor, Badge, Box, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconX } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { attendanceSummary, nudgeLink, vacaState } from '../../../domain/attendance';
import { formatPesos } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { AttendanceEntry, Reservation } from '../../../domain/types';
import { attendanceMachine } from '../../../machines/attendance';
import { LoadFailed } from '../../components/failure';
import { notify } from '../../components/notify';
import { SMALL_LINK_TARGET } from '../../components/targets';
import { inspector } from '../../inspect';
import { attendanceActors } from './api';

interface Props {
  reservation: Reservation;
  /** The signed-in member. */
  viewerId: number;
  /** Tests give fake requests; the app the real ones. */
  actors?: typeof attendanceActors;
}

const names = (list: AttendanceEntry[]) => list.map((e) => e.name).join(', ');

export function Attendance({ reservation: r, viewerId, actors = attendanceActors }: Props) {
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    attendanceMachine.provide({
      actors,
      actions: {
        onSaved: (_, { kind }) => notify.success(kind === 'answer' ? MSG.attendance.answered : MSG.attendance.paidSaved),
        onFailed: (_, { message }) => notify.error(message),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { reservationId: r.id, fieldId: r.field?.id ?? null }, inspect: inspector?.inspect });
  const state = useSelector(actor, (s) => s);
  const { attendance, paymentInstructions, sending, error, loadError } = state.context;
  const busy = state.hasTag('sending');
  const owner = r.team?.ownerId === viewerId;

  let body;
  if (state.matches('failed')) {
    body = <LoadFailed title={MSG.attendance.loadFailed} error={loadError} onRetry={() => actor.send({ type: 'RETRY' })} />;
  } else if (!attendance) {
    body = <Skeleton height={60} radius="sm" aria-hidden data-testid="attendance-loading" />;
  } else {
    const summary = attendanceSummary(attendance);
    const mine = attendance.going.find((e) => e.playerId === viewerId)
      ? 'going'
      : attendance.notGoing.some((e) => e.playerId === viewerId)
        ? 'notGoing'
        : 'pending';
    const ownerName =
      [...attendance.going, ...attendance.notGoing, ...attendance.pending].find((e) => e.playerId === r.team?.ownerId)?.name ?? r.teamName;
    const vaca = vacaState(attendance, r.team?.ownerId);
    const share = attendance.share;
    body = (
      <Stack gap={6}>
        <Text size="sm" fw={700} data-testid="attendance-count">
          {summary.text}
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
        <Text size="sm">{mine === 'going' ? MSG.attendance.youGo : mine === 'notGoing' ? MSG.attendance.youDontGo : MSG.attendance.youPending}</Text>
        <Group gap="xs" grow>
          <Button
            size="xs"
            variant={mine === 'going' ? 'filled' : 'light'}
            leftSection={<IconCheck size={14} aria-hidden />}
            aria-pressed={mine === 'going'}
            loading={sending?.kind === 'answer' && sending.going}
            disabled={busy}
            onClick={() => actor.send({ type: 'ANSWER', going: true })}
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
            onClick={() => actor.send({ type: 'ANSWER', going: false })}
          >
            {MSG.attendance.notGoing}
          </Button>
        </Group>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        {owner && attendance.pending.length > 0 && (
          <Stack gap={2} data-testid="attendance-pending">
            <Text size="sm" fw={600}>
              {MSG.attendance.pendingList}
            </Text>
            {attendance.pending.map((e) => (
              <Group key={e.playerId} gap={6} justify="space-between" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {e.name}
                </Text>
                {e.playerId === viewerId ? null : e.cellphone ? (
                  <Anchor
                    href={nudgeLink(e.cellphone, r)}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    aria-label={MSG.attendance.nudge(e.name)}
                    style={SMALL_LINK_TARGET}
                  >
                    <IconBrandWhatsapp size={18} aria-hidden />
                  </Anchor>
                ) : (
                  <Text size="xs" c="dimmed">
                    {MSG.attendance.noCellphone}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {share !== null && (
          <Box data-testid="vaca">
            <Text size="sm" fw={700}>
              {MSG.attendance.vacaTitle}
            </Text>
            {owner ? (
              <Stack gap={4}>
                <Text size="sm">{MSG.attendance.ownerShare(formatPesos(share))}</Text>
                <Text size="xs" c="dimmed">
                  {MSG.attendance.collected(vaca.paid, vaca.payers)}
                </Text>
                {/* He collects: his own share is no debt. */}
                {attendance.going
                  .filter((e) => e.playerId !== viewerId)
                  .map((e) => (
                    <Group key={e.playerId} gap={6} justify="space-between" wrap="nowrap">
                      <Checkbox
                        size="sm"
                        label={e.name}
                        aria-label={MSG.attendance.markPaid(e.name)}
                        // The mark being sent shows at once; a failure puts back what the server has.
                        checked={sending?.kind === 'paid' && sending.playerId === e.playerId ? sending.paid : e.paid}
                        disabled={busy}
                        onChange={(event) => actor.send({ type: 'MARK_PAID', playerId: e.playerId, paid: event.currentTarget.checked })}
                      />
                      {e.paid ? (
                        <Badge size="sm" color="teal" variant="light">
                          {MSG.attendance.paidMark}
                        </Badge>
                      ) : (
                        <Text size="xs" c="orange.8" style={{ whiteSpace: 'nowrap' }}>
                          {MSG.attendance.owes(formatPesos(share))}
                        </Text>
                      )}
                    </Group>
                  ))}
              </Stack>
            ) : mine === 'going' ? (
              <Stack gap={2}>
                <Text size="sm" data-testid="your-share">
                  {MSG.attendance.yourShare(formatPesos(share), ownerName)}
                </Text>
                {attendance.going.find((e) => e.playerId === viewerId)?.paid && (
                  <Text size="sm" c="teal.8">
                    {MSG.attendance.youPaid}
                  </Text>
                )}
              </Stack>
            ) : (
              <Text size="sm">{MSG.attendance.ownerShare(formatPesos(share))}</Text>
            )}
            {paymentInstructions && (
              <Box mt={4} p="xs" data-testid="payment-instructions" style={{ borderRadius: 6, background: 'var(--mantine-color-white)' }}>
                <Text size="xs" fw={700}>
                  {MSG.attendance.paymentInstructions}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {paymentInstructions}
                </Text>
              </Box>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {MSG.attendance.shareNote}
            </Text>
          </Box>
        )}
      </Stack>
    );
  }
  return (
    <Box
      component="section"
      aria-label={MSG.attendance.title}
      data-testid="attendance"
      p="xs"
      style={{ borderRadius: 8, background: 'var(--mantine-color-gray-0)' }}
    >
      <Text size="sm" fw={700} c="cancha.8" mb={4}>
        {MSG.attendance.title}
      </Text>
      {body}
    </Box>
  );
}
