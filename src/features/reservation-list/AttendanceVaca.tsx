/**
 * La vaca (Attendance.tsx): each one's share; the team's owner marks who paid it (the mark being sent shows at once),
 * a member going reads what they owe and to whom; the field's payment instructions under it. To the owner also, who
 * paid him and left the team since, and once the game is cancelled whom he owes their share back (VacaOwed).
 */
import { Badge, Box, Checkbox, Group, Stack, Text } from '@mantine/core';
import { paidAmount, shareBalance, sharePaidInFull, vacaState, type MemberAnswer } from '../../../domain/attendance';
import { formatPesos } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { Attendance, AttendanceEntry } from '../../../domain/types';
import { paidShown, type AttendanceContext, type AttendanceEvent } from '../../../machines/attendance';

interface Props {
  attendance: Attendance;
  share: number;
  /** The signed-in member is the team's owner, who collects. */
  owner: boolean;
  ownerId: number | undefined;
  ownerName: string;
  mine: MemberAnswer;
  viewerId: number;
  paymentInstructions: string | null;
  sending: AttendanceContext['sending'];
  busy: boolean;
  send: (event: AttendanceEvent) => void;
}

export function AttendanceVaca({ attendance, share, owner, ownerId, ownerName, mine, viewerId, paymentInstructions, sending, busy, send }: Props) {
  const vaca = vacaState(attendance, ownerId);
  return (
    <Box data-testid="vaca">
      <Text size="sm" fw={700}>
        {MSG.attendance.vacaTitle}
      </Text>
      {owner ? (
        <Stack gap={4}>
          <Text size="sm">{MSG.attendance.ownerShare(formatPesos(share))}</Text>
          {/* Said once somebody but him goes: '0 de 0 pagaron' tells nothing. */}
          {vaca.payers > 0 && (
            <Text size="xs" c="dimmed">
              {MSG.attendance.collected(vaca.paid, vaca.payers)}
            </Text>
          )}
          {/* He collects: his own share is no debt. */}
          {attendance.going
            .filter((e) => e.playerId !== viewerId)
            .map((e) => (
              <Group key={e.playerId} gap={6} justify="space-between" wrap="nowrap">
                {/* Ticked once paid in full: a share that grew since is ticked again when they pay the rest. */}
                <PaidBox entry={e} marked={sharePaidInFull(e, share)} sending={sending} busy={busy} send={send} />
                <PaidState entry={e} share={share} />
              </Group>
            ))}
        </Stack>
      ) : mine === 'going' ? (
        <Stack gap={2}>
          <Text size="sm" data-testid="your-share">
            {MSG.attendance.yourShare(formatPesos(share), ownerName)}
          </Text>
          <YourPayment entry={attendance.going.find((e) => e.playerId === viewerId)} share={share} />
        </Stack>
      ) : (
        <Stack gap={2}>
          <Text size="sm">{MSG.attendance.ownerShare(formatPesos(share))}</Text>
          {/* Paid, and then 'No voy': their money is to come back. */}
          {attendance.notGoing.find((e) => e.playerId === viewerId)?.paid && (
            <Text size="sm" c="orange.8">
              {MSG.attendance.youPaidNotGoing(ownerName)}
            </Text>
          )}
        </Stack>
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
  );
}

/** Beside a member going, to the owner: 'Pagó', or what they owe him ('Debe …', the rest of a share that grew), or what he gives back. */
function PaidState({ entry, share }: { entry: AttendanceEntry; share: number }) {
  const balance = shareBalance(entry, share);
  if (entry.paid && balance === 0) {
    return (
      <Badge size="sm" color="teal" variant="light">
        {MSG.attendance.paidMark}
      </Badge>
    );
  }
  const paid = formatPesos(paidAmount(entry, share));
  const text = !entry.paid
    ? MSG.attendance.owes(formatPesos(share))
    : balance > 0
      ? MSG.attendance.paidShort(paid, formatPesos(balance))
      : MSG.attendance.paidOver(paid, formatPesos(-balance));
  return (
    <Text size="xs" c="orange.8" ta="right" style={{ whiteSpace: entry.paid ? undefined : 'nowrap' }}>
      {text}
    </Text>
  );
}

/** To a member going whom the owner marked paid: 'Ya le pagaste.', or the rest when the share changed since. */
function YourPayment({ entry, share }: { entry: AttendanceEntry | undefined; share: number }) {
  if (!entry?.paid) return null;
  const balance = shareBalance(entry, share);
  const paid = formatPesos(paidAmount(entry, share));
  return (
    <Text size="sm" c={balance === 0 ? 'teal.8' : 'orange.8'}>
      {balance === 0
        ? MSG.attendance.youPaid
        : balance > 0
          ? MSG.attendance.youPaidShort(paid, formatPesos(balance))
          : MSG.attendance.youPaidOver(paid, formatPesos(-balance))}
    </Text>
  );
}

type Marking = Pick<Props, 'sending' | 'busy' | 'send'>;

/** The owner's '{nombre} pagó', the mark being sent shown at once (`marked`: what the server has, as the list reads it). */
function PaidBox({ entry, marked = entry.paid, sending, busy, send }: Marking & { entry: AttendanceEntry; marked?: boolean }) {
  return (
    <Checkbox
      size="sm"
      label={entry.name}
      aria-label={MSG.attendance.markPaid(entry.name)}
      checked={paidShown(sending, entry, marked)}
      disabled={busy}
      onChange={(event) => send({ type: 'MARK_PAID', playerId: entry.playerId, paid: event.currentTarget.checked })}
    />
  );
}

/**
 * To the team's owner, shares he holds and may have to give back: of those who paid him and then said 'No voy' ('No va'
 * beside each) or left the team ('Salió del equipo'), and once the game is cancelled, of everyone who paid. He unmarks
 * each one once he gave it back.
 */
export function VacaOwed({
  text,
  entries,
  left,
  away = [],
  titled = false,
  ...marking
}: Marking & { text: string; entries: AttendanceEntry[]; left: AttendanceEntry[]; away?: AttendanceEntry[]; titled?: boolean }) {
  return (
    <Stack gap={4} mt={4} data-testid="vaca-owed">
      {/* Under no share (nobody goes now), it is la vaca's only part: it carries the title. */}
      {titled && (
        <Text size="sm" fw={700}>
          {MSG.attendance.vacaTitle}
        </Text>
      )}
      <Text size="xs" c="orange.8">
        {text}
      </Text>
      {entries.map((e) => {
        const mark = left.includes(e) ? MSG.attendance.leftMark : away.includes(e) ? MSG.attendance.notGoingMark : null;
        return (
          <Group key={e.playerId} gap={6} justify="space-between" wrap="nowrap">
            <PaidBox entry={e} {...marking} />
            <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
              {/* What he gives back, when the mark kept it. */}
              {e.paidAmount !== undefined && (
                <Text size="xs" c="orange.8">
                  {formatPesos(e.paidAmount)}
                </Text>
              )}
              {mark && (
                <Badge size="sm" color="gray" variant="light">
                  {mark}
                </Badge>
              )}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
