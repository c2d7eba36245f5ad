/** The reservation calendar behind React.lazy: FullCalendar and its styles arrive only when it is shown. */
import { lazy, Suspense } from 'react';
import { Loading } from '../../components/Loading';
import type { ReservationCalendarProps } from './ReservationCalendar';

const ReservationCalendar = lazy(() => import('./ReservationCalendar'));

export function LazyReservationCalendar(props: ReservationCalendarProps) {
  return (
    <Suspense fallback={<Loading label="Cargando calendario" />}>
      <ReservationCalendar {...props} />
    </Suspense>
  );
}
