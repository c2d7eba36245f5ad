/**
 * A reservation in the list (docs/product.md: Screens, Flows and states): the team (field view) or the field (team view), the day as
 * HOY / MAÑANA / AYER or a date, the times, the total agreed when it was booked, the status, the hint line and the allowed buttons. The name
 * opens a modal with the team's or the field's details.
 */
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBrandWhatsapp,
  IconCalendarTime,
  IconCash,
  IconCheck,
  IconClock,
  IconReceipt,
  IconRepeat,
  IconUserOff,
  IconX,
} from '@tabler/icons-react';
import { reservationColor, reservationStatusLabel, type ReservationViewer } from '../../../domain/calendar';
import { formatOpeningHours, formatPesos, formatTime12, relativeDayLabel, whatsappLink } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { paymentState } from '../../../domain/payment';
import { PaymentText } from '../../components/PaymentText';
import { SMALL_LINK_TARGET } from '../../components/targets';
import { actionsInDisplayState } from '../../../domain/time';
import type { Reservation } from '../../../domain/types';
import { MoveReservationModal } from '../manual-booking';
import { PaymentModal } from '../payments';
import { ShareReservation } from './ShareReservation';
import { Attendance } from './Attendance';
import { FieldContact } from '../../components/FieldContact';
import { TeamContact } from './TeamContact';
import { TeamRecordLine } from './TeamRecordLine';
import { useReservationDisplay } from './useReservationDisplay';
import { hoursLabel, reservationName } from '../../components/reservationText';

const HINTS = {
  upcoming: MSG.reservation.hintUpcoming,
  inProgress: MSG.reservation.hintInProgress,
  expired: MSG.reservation.hintExpired,
  other: null,
} as const;

interface Props {
  reservation: Reservation;
  viewedBy: ReservationViewer;
  canManage: boolean;
  /** An action on this card is under way. */
  busy?: boolean;
  /** `ended`: the reservation is over (expired), not in progress; the confirmation says so. */
  onFinalize: (id: number, teamName: string, ended: boolean) => void;
  onCancel: (id: number) => void;
  /** Cancels this occurrence of a fixed turn and the later ones (the field's administrator). */
  onCancelSeries?: (id: number) => void;
  /**
   * Given, the field's administrator marks that the team or customer did not come ('No se presentó'), once the start
   * has passed (docs/product.md, "No-shows").
   */
  onNoShow?: (id: number, teamName: string) => void;
  /** The signed-in user: on a team's booking not yet started, '¿Quién va?' answers for them. */
  viewerId?: number;
  /**
   * Given, the field's administrator records what was received ('Registrar pago'), or on a cancelled reservation
   * what was given back of it ('Registrar devolución'); the saved reservation comes back.
   */
  onPaid?: (updated: Reservation) => void;
  /**
   * Given, a booking not yet started moves to another date and time ('Cambiar horario': a manual booking by the
   * field's administrator, a team's by its owner); the moved reservation comes back.
   */
  onMoved?: (updated: Reservation) => void;
  /** The server refused an action on this card: the screen reads its reservations again. */
  onRefused?: () => void;
  /** A payment got no answer and may have been saved: the screen reads its reservations again, the form staying open. */
  onUnsure?: () => void;
}

export function ReservationCard({
  reservation: r,
  viewedBy,
  canManage,
  busy = false,
  onFinalize,
  onCancel,
  onCancelSeries,
  onNoShow,
  viewerId,
  onPaid,
  onMoved,
  onRefused,
  onUnsure,
}: Props) {
  const [details, { open, close }] = useDisclosure(false);
  const [paying, payment] = useDisclosure(false);
  const [moving, move] = useDisclosure(false);
  const name = reservationName(r, viewedBy);
  // The display state changes at the reservation's own boundaries (machines/reservationDisplay.ts).
  const display = useReservationDisplay(r);
  const allowed = actionsInDisplayState(display, r, { viewedBy, canManage });
  const hint = HINTS[display];
  const day = relativeDayLabel(r.reservationDate);
  const teamName = r.team?.name || r.teamName;
  const hasDetails = viewedBy === 'field' ? Boolean(r.team) : Boolean(r.field);
  // A manual booking (phone, WhatsApp, walk-in): its customer instead of a team, for the field's administrator.
  const customer = viewedBy === 'field' ? r.customer : null;
  // The team's booking still ahead (a team holds at most one ACTIVE) stands out in its list.
  const current = viewedBy === 'team' && r.status === 'ACTIVE' && display !== 'expired';
  // 'No se presentó': the field's administrator, on an ACTIVE booking whose start has passed.
  const noShow = Boolean(
    onNoShow && viewedBy === 'field' && canManage && r.status === 'ACTIVE' && (display === 'inProgress' || display === 'expired'),
  );
  // '¿Quién va?': the team's members, on its booking still to start.
  const attendance =
    viewedBy === 'team' && viewerId !== undefined && r.team && r.status === 'ACTIVE' && (display === 'upcoming' || display === 'other');
  // A booking moves while it could be cancelled (ACTIVE, not started), by whoever made it: a customer's manual booking by
  // the field's administrator, a team's by its owner (docs/product.md, "Moving a booking").
  const movable = Boolean(allowed.cancel && (viewedBy === 'field' ? customer : r.team) && r.field && onMoved);

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
        {current && (
          <Text size="xs" fw={700} c="cancha.8" tt="uppercase" mb={-4}>
            Tu próxima reserva
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Badge variant={day === 'HOY' ? 'filled' : 'light'} color={day === 'HOY' ? 'cancha' : 'gray'} size="lg" radius="sm">
            {day}
          </Badge>
          <Badge color={reservationColor(r.status)} variant="light" style={{ flexShrink: 0 }}>
            {reservationStatusLabel(r)}
          </Badge>
        </Group>
        <Group gap={6} mb={-6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {customer ? MSG.reservation.customerLabel : viewedBy === 'field' ? 'Equipo' : 'Cancha'}
          </Text>
          {customer && r.seriesId && (
            <Badge size="xs" variant="light" color="grape" leftSection={<IconRepeat size={10} aria-hidden />}>
              {MSG.reservation.seriesBadge}
            </Badge>
          )}
        </Group>
        {hasDetails ? (
          <UnstyledButton onClick={open} aria-haspopup="dialog" mih={24} style={{ alignSelf: 'flex-start', maxWidth: '100%' }}>
            <Title
              order={3}
              fz="lg"
              lh={1.25}
              c="cancha.8"
              td="underline"
              style={{ textDecorationStyle: 'dotted', textUnderlineOffset: 4, overflowWrap: 'anywhere' }}
            >
              {name}
            </Title>
          </UnstyledButton>
        ) : (
          <Title order={3} fz="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
        )}
        {viewedBy === 'field' && r.team && <TeamRecordLine teamId={r.team.id} />}
        {customer && (
          <Stack gap={2}>
            {customer.cellphone && (
              <Anchor
                href={whatsappLink(customer.cellphone)}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                aria-label={MSG.reservation.whatsappCustomerLink(customer.name, customer.cellphone)}
                style={SMALL_LINK_TARGET}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  <IconBrandWhatsapp size={16} aria-hidden />
                  <span>{customer.cellphone}</span>
                </Group>
              </Anchor>
            )}
            {customer.note && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {customer.note}
              </Text>
            )}
          </Stack>
        )}
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
        {attendance && viewerId !== undefined && <Attendance reservation={r} viewerId={viewerId} />}
        {viewedBy === 'team' && r.field && r.status === 'ACTIVE' && display !== 'expired' && (
          <FieldContact
            field={r.field}
            booking={{ teamName: r.team?.name || r.teamName, reservationDate: r.reservationDate, startTime: r.startTime }}
          />
        )}
        <ShareReservation reservation={r} viewedBy={viewedBy} />
        {(allowed.cancel || allowed.finalize || noShow) && (
          <Group gap="xs" mt="auto" pt={4} justify="flex-end">
            {allowed.cancel && customer && r.seriesId && onCancelSeries && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconRepeat size={14} />}
                disabled={busy}
                onClick={() => onCancelSeries(r.id)}
              >
                {MSG.reservation.cancelSeries}
              </Button>
            )}
            {movable && (
              <Button size="xs" variant="light" leftSection={<IconCalendarTime size={14} />} disabled={busy} onClick={move.open}>
                {MSG.reservation.moveButton}
              </Button>
            )}
            {allowed.cancel && (
              <Button size="xs" variant="light" color="red" leftSection={<IconX size={14} />} disabled={busy} onClick={() => onCancel(r.id)}>
                Cancelar reserva
              </Button>
            )}
            {noShow && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconUserOff size={14} />}
                disabled={busy}
                onClick={() => onNoShow!(r.id, customer?.name ?? teamName)}
              >
                {MSG.reservation.noShowButton}
              </Button>
            )}
            {allowed.finalize && (
              <Button
                size="xs"
                leftSection={<IconCheck size={14} />}
                disabled={busy}
                onClick={() => onFinalize(r.id, teamName, display === 'expired')}
              >
                Finalizar
              </Button>
            )}
          </Group>
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
      <TitledModal opened={details} onClose={close} title={name}>
        {viewedBy === 'field' && r.team ? (
          <Stack gap={6}>
            <Detail label="Ciudad" value={r.team.city} />
            <Detail label="Barrio" value={r.team.neighborhood} />
            <TeamContact reservationId={r.id} />
          </Stack>
        ) : r.field ? (
          <Stack gap={6}>
            <Detail label="Dirección" value={r.field.address} />
            <Detail label="Ciudad" value={r.field.city} />
            <Detail label={MSG.rates.dayLabel} value={formatPesos(r.field.hourlyRate)} />
            <Detail label="Horario" value={formatOpeningHours(r.field)} />
          </Stack>
        ) : null}
      </TitledModal>
    </Card>
  );
}

/**
 * What has been received for it ('Pagado', 'Abono de $ 50.000 · faltan $ 130.000', and on a cancelled one
 * 'Se recibieron $ 20.000', with what was given back of it), shown to whoever sees its price; with `onRecord`, the
 * administrator's 'Registrar pago' beside it ('Registrar devolución' on a cancelled one). 'Sin pagos registrados'
 * is for the administrator alone (a team that paid a field whose owner records nothing would read it as a debt),
 * and not on a canceled reservation.
 */
function PaymentLine({ reservation: r, viewedBy, onRecord }: { reservation: Reservation; viewedBy: ReservationViewer; onRecord?: () => void }) {
  const state = paymentState(r);
  if (!state || (state.kind === 'unpaid' && (r.status === 'CANCELED' || viewedBy === 'team'))) return null;
  return (
    // The button goes under a line too long to share the row with it, and stays on the right.
    <Group gap={6} justify="space-between">
      <Group gap={6} wrap="nowrap">
        <IconReceipt size={16} aria-hidden style={{ flexShrink: 0 }} />
        <PaymentText state={state} />
      </Group>
      {onRecord && (
        <Button size="xs" variant="subtle" onClick={onRecord} ml="auto" style={{ flexShrink: 0 }}>
          {r.status === 'CANCELED' ? MSG.refund.record : MSG.payment.record}
        </Button>
      )}
    </Group>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}
