/** The field's reservations on the calendar (administrators); an event opens its card, with its buttons. */
import { Box, Card } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { todayInAppZone } from '../../../domain/time';
import type { Reservation } from '../../../domain/types';
import { DateField } from '../../components/DateField';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { TitledModal } from '../../components/TitledModal';
import { useLoad } from '../../components/useLoad';
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { useFollowBookings } from '../../layout/useFollowBookings';
import { LazyReservationCalendar, type CalendarView } from '../field-calendar';
import { loadAllReservations, loadClosedDays } from './api';
import { ConfirmReservationAction } from './ConfirmReservationAction';
import { shownDayFrom, withParams } from './listAddress';
import { ReservationCard } from './ReservationCard';
import { cardActions, managerOf, type Header, type ScopeProps } from './scope';
import { useReservationActions } from './useReservationActions';

export function CalendarMode(props: ScopeProps & { header: Header }) {
  const { by, scopeId } = props;
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  // The day shown is kept in the address (`dia`), and on a wide screen the day view when chosen (`vista=dia`):
  // a reload or a link opens the calendar there, and 'Reserva manual' starts on that day.
  const [params, setParams] = useSearchParams();
  const today = todayInAppZone();
  const shownDay = shownDayFrom(params) ?? today;
  const showDay = (day: string, view?: CalendarView) =>
    setParams((current) => withParams(current, { dia: day === today ? null : day, vista: view && (view === 'day' ? 'dia' : null) }), {
      replace: true,
    });
  const read = () => loadAllReservations(by, scopeId);
  const all = useLoad(read);
  const refresh = useFollowBookings(by, read, [], all.setData);
  // The field's closed days, hatched on the calendar; followed like the reservations. Without them (still
  // loading, or failed, which is said above it) the calendar shows the bookings all the same. A team's calendar has no one field.
  const readClosed = () => (by === 'field' ? loadClosedDays(scopeId) : Promise.resolve([]));
  const closed = useLoad(readClosed);
  useRefreshOnReturn(readClosed, [], closed.setData);
  const [selected, setSelected] = useState<number | null>(null);
  const replace = (updated: Reservation) => {
    if (all.data) all.setData(all.data.map((r) => (r.id === updated.id ? updated : r)));
  };
  const actions = useReservationActions(
    (updated, action) => {
      replace(updated);
      if (action === 'cancelSeries') refresh();
      setSelected(null);
    },
    () => {
      setSelected(null);
      refresh();
    },
  );
  const reservation = all.data?.find((r) => r.id === selected);

  const head = props.header(() => {
    all.reload();
    closed.reload();
  });
  if (all.status === 'loading')
    return (
      <>
        {head}
        <Loading />
      </>
    );
  if (all.status === 'failure')
    return (
      <>
        {head}
        <LoadFailed title={MSG.reservation.loadFailed} error={all.error} onRetry={all.reload} />
      </>
    );
  const hours = all.data?.find((r) => r.field)?.field ?? undefined;
  return (
    <>
      {head}
      <Card withBorder radius="lg" padding={isPhone ? 'xs' : 'md'}>
        {/* A day weeks away is one choice, not many presses of the arrows. */}
        <DateField label="Ir al día" size="xs" maw={280} mb="sm" value={shownDay} today={today} onChange={(day) => day && showDay(day)} />
        {/* Without its closed days a closed day would read as free: the calendar says so, above the bookings it shows. */}
        {closed.status === 'failure' && (
          <Box mb="sm">
            <LoadFailed title={MSG.closure.calendarFailed} error={closed.error} onRetry={closed.reload} />
          </Box>
        )}
        <Box>
          <LazyReservationCalendar
            reservations={all.data ?? []}
            reservationBy={by}
            closedDays={closed.data}
            mobile={isPhone}
            hours={hours}
            date={shownDay}
            view={params.get('vista') === 'dia' ? 'day' : 'week'}
            onDayShown={showDay}
            onReservationClick={setSelected}
          />
        </Box>
        <TitledModal
          opened={Boolean(reservation) && actions.value !== 'confirming' && !actions.sending}
          onClose={() => setSelected(null)}
          title="Reserva"
        >
          {reservation && (
            <ReservationCard
              reservation={reservation}
              viewedBy={by}
              canManage={managerOf(props)(reservation)}
              {...cardActions(actions.send, by)}
              viewerId={props.userId}
              onPaid={replace}
              onMoved={(moved) => {
                // The calendar shows it at its new time, where the administrator sees it moved.
                replace(moved);
                setSelected(null);
                if (moved.reservationDate !== shownDay) showDay(moved.reservationDate);
              }}
              onRefused={() => {
                setSelected(null);
                refresh();
              }}
              onUnsure={refresh}
            />
          )}
        </TitledModal>
        <ConfirmReservationAction actions={actions} reservation={all.data?.find((r) => r.id === actions.target?.id)} viewedBy={by} />
      </Card>
    </>
  );
}
