/**
 * A reservation in the list (docs/product.md: Screens, Flows and states): the team (field view) or the field (team view), the day as
 * HOY / MAÑANA / AYER or a date, the times, the total agreed when it was booked, the status, the hint line and the allowed buttons. The name
 * opens a modal with the team's or the field's details.
 */
import { Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCash, IconClock } from '@tabler/icons-react';
import { formatPesos, formatTime12 } from '../../../domain/format';
import { reservationStatusLabel } from '../../../domain/calendar';
import * as MSG from '../../../domain/messages';
import { cardOffersInDisplayState } from '../../../domain/time';
import { FieldContact } from '../../components/FieldContact';
import { hoursLabel, reservationName } from '../../components/reservationText';
import { MoveReservationModal } from '../manual-booking';
import { PaymentModal } from '../payments';
import { Attendance } from './Attendance';
import { CardButtons } from './CardButtons';
import { CustomerLines, PaymentLine, ReservationDetails } from './CardParts';
import { ShareReservation } from './ShareReservation';
import { TeamRecordLine } from './TeamRecordLine';
import { useReservationDisplay } from './useReservationDisplay';
import type { ReservationCardProps as Props } from './cardProps';
import { CardHeading } from './CardHeading';

const HINTS = {
  upcoming: MSG.reservation.hintUpcoming,
  inProgress: MSG.reservation.hintInProgress,
  expired: MSG.reservation.hintExpired,
  other: null,
} as const;

export function ReservationCard(props: Props) {
  const { reservation: r, viewedBy, canManage, busy = false, viewerId, onPaid, onMoved, onRefused, onUnsure } = props;
  const [details, { open, close }] = useDisclosure(false);
  const [paying, payment] = useDisclosure(false);
  const [moving, move] = useDisclosure(false);
  const name = reservationName(r, viewedBy);
  // The display state changes at the reservation's own boundaries (machines/reservationDisplay.ts).
  const display = useReservationDisplay(r);
  const offers = cardOffersInDisplayState(display, r, { viewedBy, canManage });
  const hint = HINTS[display];
  const teamName = r.team?.name || r.teamName;
  const hasDetails = viewedBy === 'field' ? Boolean(r.team) : Boolean(r.field);
  // A manual booking (phone, WhatsApp, walk-in): its customer instead of a team, for the field's administrator.
  const customer = viewedBy === 'field' ? r.customer : null;
  const { current } = offers;
  const noShow = offers.noShow && props.onNoShow;
  const movable = offers.movable && onMoved !== undefined;
  const cancelSeries = offers.cancel && customer && r.seriesId && props.onCancelSeries;

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      shadow={current ? 'md' : 'xs'}
      component="article"
      aria-label={`Reserva de ${name}`}
      h="100%"
      style={current ? { borderColor: 'var(--mantine-color-cancha-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap={8} style={{ flex: 1 }}>
        <CardHeading
          reservation={r}
          name={name}
          current={current}
          customer={Boolean(customer)}
          viewedBy={viewedBy}
          onOpen={hasDetails ? open : undefined}
        />
        {viewedBy === 'field' && r.team && <TeamRecordLine teamId={r.team.id} status={reservationStatusLabel(r)} />}
        {customer && <CustomerLines customer={customer} />}
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} aria-hidden />
          <Text size="sm">
            {formatTime12(r.startTime)} – {formatTime12(r.endTime)} · {hoursLabel(r.hours)}
          </Text>
        </Group>
        {r.price !== undefined && (
          <Group gap={6} wrap="nowrap">
            <IconCash size={16} aria-hidden />
            <Text size="sm" data-testid="reservation-price">
              {MSG.rates.total}: <b>{formatPesos(r.price)}</b>
            </Text>
          </Group>
        )}
        <PaymentLine
          reservation={r}
          viewedBy={viewedBy}
          onRecord={viewedBy === 'field' && onPaid && (r.status !== 'CANCELED' || (r.paid ?? 0) > 0) ? payment.open : undefined}
        />
        {hint && (
          <Text size="sm" fs="italic" c={display === 'expired' ? 'orange.8' : 'dimmed'}>
            {hint}
          </Text>
        )}
        {offers.attendance && viewerId !== undefined && (
          <Attendance
            reservation={r}
            viewerId={viewerId}
            answersOpen={offers.answers}
            instructionsOnCard={offers.fieldContact && Boolean(r.field?.paymentInstructions)}
          />
        )}
        {offers.fieldContact && r.field && (
          <FieldContact field={r.field} booking={{ teamName, reservationDate: r.reservationDate, startTime: r.startTime }} />
        )}
        <ShareReservation reservation={r} viewedBy={viewedBy} />
        {(offers.cancel || offers.finalize || noShow) && (
          <CardButtons
            busy={busy}
            onCancelSeries={cancelSeries ? () => cancelSeries(r.id) : undefined}
            onMove={movable ? move.open : undefined}
            onCancel={offers.cancel ? () => props.onCancel(r.id) : undefined}
            onNoShow={noShow ? () => noShow(r.id, customer?.name ?? teamName) : undefined}
            onFinalize={offers.finalize ? () => props.onFinalize(r.id, teamName, display === 'expired') : undefined}
          />
        )}
      </Stack>
      {onPaid && (
        <PaymentModal
          opened={paying}
          reservation={r}
          name={name}
          onClose={payment.close}
          onSaved={onPaid}
          onRefused={onRefused}
          onUnsure={onUnsure}
        />
      )}
      {/* Open, it stays when the booking starts meanwhile: saving then says why it cannot move. */}
      {(movable || moving) && r.field && onMoved && (
        <MoveReservationModal
          opened={moving}
          reservation={r}
          fieldId={r.field.id}
          viewedBy={viewedBy}
          onClose={move.close}
          onMoved={onMoved}
          onRefused={onRefused}
          onUnsure={onUnsure}
        />
      )}
      <ReservationDetails reservation={r} viewedBy={viewedBy} name={name} opened={details} onClose={close} />
    </Card>
  );
}
