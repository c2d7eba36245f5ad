/**
 * '¿Quién va?' and 'la vaca' on a team's reservation card (docs/product.md, "Who is going"): each member answers
 * 'Voy' / 'No voy'; the card reads '8 de 10 van' with the names; the team's owner sees who has not answered, reminds
 * them on WhatsApp and marks who paid them their share; each member going reads what they owe and to whom. Runs the
 * attendance machine (machines/attendance.ts) with the real calls of ./api.ts, or the `actors` a test gives; its parts
 * are AttendanceAnswer.tsx, AttendancePending.tsx and AttendanceVaca.tsx.
 */
import { Box, Skeleton, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { memberAnswer, ownerNameOf, paidNotGoing, sharesOwedBack, sharesPaid } from '../../../domain/attendance';
import * as MSG from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';
import { attendanceMachine } from '../../../machines/attendance';
import { LoadFailed } from '../../components/failure';
import { notify } from '../../components/notify';
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { inspector } from '../../inspect';
import { attendanceActors, loadAttendance } from './api';
import { AttendanceAnswer } from './AttendanceAnswer';
import { AttendancePending } from './AttendancePending';
import { AttendanceVaca, VacaOwed } from './AttendanceVaca';

interface Props {
  reservation: Reservation;
  /** The signed-in member. */
  viewerId: number;
  /** Tests give fake requests; the app the real ones. */
  actors?: typeof attendanceActors;
  /** The quiet read again of who goes; the real one by default. */
  read?: typeof loadAttendance;
  /**
   * 'Voy' / 'No voy' still open (the card's offers: the booking has not started). Once closed, the part shows only
   * when somebody went or a share is still the owner's to give back: who went, and la vaca, still collected.
   */
  answersOpen?: boolean;
  /** The card shows the field's 'Cómo pagar el abono' itself (FieldContact): la vaca does not repeat it. */
  instructionsOnCard?: boolean;
}

/**
 * The attendance of the booking as it is now: moved to another time or field ('Cambiar horario'), its price and so its
 * share change, and the part starts again with a new load.
 */
export function Attendance(props: Props) {
  const r = props.reservation;
  return <AttendanceOfBooking key={`${r.id}:${r.field?.id}:${r.reservationDate}:${r.startTime}:${r.price}`} {...props} />;
}

function AttendanceOfBooking({
  reservation: r,
  viewerId,
  actors = attendanceActors,
  read = loadAttendance,
  answersOpen = true,
  instructionsOnCard = false,
}: Props) {
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    attendanceMachine.provide({
      actors,
      actions: {
        onSaved: (_, { kind }) => notify.success(kind === 'answer' ? MSG.attendance.answered : MSG.attendance.paidSaved),
        onFailed: (_, { title, message }) => notify.error(title, message === title ? undefined : message),
      },
    }),
  );
  const input = { reservationId: r.id, fieldId: r.field?.id ?? null };
  const actor = useActorRef(machine, { input, inspect: inspector?.inspect });
  // Teammates answer and the owner marks who paid on their own phones: the card follows, each minute in sight and on return.
  useRefreshOnReturn(
    () => read(input),
    [r.id],
    (loaded) => actor.send({ type: 'READ', loaded }),
  );
  const state = useSelector(actor, (s) => s);
  const { attendance, paymentInstructions, sending, error, loadError } = state.context;
  const busy = state.hasTag('sending');
  const owner = r.team?.ownerId === viewerId;

  let body;
  if (state.matches('failed')) {
    body = <LoadFailed title={MSG.attendance.loadFailed} error={loadError} onRetry={() => actor.send({ type: 'RETRY' })} />;
  } else if (!attendance) {
    if (!answersOpen) return null;
    body = <Skeleton height={60} radius="sm" aria-hidden data-testid="attendance-loading" />;
  } else if (r.status === 'CANCELED') {
    // Nobody goes any more: only the shares paid are left, the owner's to give back.
    const paid = sharesPaid(attendance);
    if (owner && paid.length > 0) {
      body = (
        <VacaOwed
          text={MSG.attendance.refundShares(paid.length)}
          entries={paid}
          left={attendance.left}
          sending={sending}
          busy={busy}
          send={actor.send}
        />
      );
    } else if (paid.some((e) => e.playerId === viewerId)) {
      body = <Text size="sm">{MSG.attendance.askRefund(ownerNameOf(attendance, r.team?.ownerId, r.teamName))}</Text>;
    } else return null;
  } else if (!answersOpen && attendance.going.length === 0 && sharesPaid(attendance).length === 0) {
    return null;
  } else {
    const mine = memberAnswer(attendance, viewerId);
    const owedBack = sharesOwedBack(attendance);
    const away = paidNotGoing(attendance);
    body = (
      <AttendanceAnswer attendance={attendance} mine={mine} open={answersOpen} sending={sending} busy={busy} error={error} send={actor.send}>
        {owner && answersOpen && attendance.pending.length > 0 && (
          <AttendancePending pending={attendance.pending} viewerId={viewerId} reservation={r} />
        )}
        {attendance.share !== null && (
          <AttendanceVaca
            attendance={attendance}
            share={attendance.share}
            owner={owner}
            ownerId={r.team?.ownerId}
            ownerName={ownerNameOf(attendance, r.team?.ownerId, r.teamName)}
            mine={mine}
            viewerId={viewerId}
            paymentInstructions={instructionsOnCard ? null : paymentInstructions}
            sending={sending}
            busy={busy}
            send={actor.send}
          />
        )}
        {owner && owedBack.length > 0 && (
          <VacaOwed
            text={(away.length > 0 ? MSG.attendance.owedBack : MSG.attendance.leftPaid)(owedBack.length)}
            entries={owedBack}
            left={attendance.left}
            away={away}
            titled={attendance.share === null}
            sending={sending}
            busy={busy}
            send={actor.send}
          />
        )}
      </AttendanceAnswer>
    );
  }
  // A cancelled game's part is only la vaca.
  const title = r.status === 'CANCELED' ? MSG.attendance.vacaTitle : MSG.attendance.title;
  return (
    <Box
      component="section"
      aria-label={title}
      data-testid="attendance"
      p="xs"
      style={{ borderRadius: 8, background: 'var(--mantine-color-gray-0)' }}
    >
      <Text size="sm" fw={700} c="cancha.8" mb={4}>
        {title}
      </Text>
      {body}
    </Box>
  );
}
