/**
 * 'Descargar reservas' (docs/product.md, "Downloading the reservations"): which days a download covers, what its
 * file is called, and the table it holds, one row per reservation of the field, in the order of the days. The
 * server writes the table as CSV; the app names the file the same way.
 */
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from './constants';
import { weekdayName } from './format';
import * as MSG from './messages';
import { amountDue } from './payment';

/** The days of the month `date` falls in: '2026-02-14' -> 2026-02-01 to 2026-02-28. */
export function monthRange(date: string): { from: string; to: string } {
  const month = date.slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  // Day 0 of the next month is this month's last; setUTCFullYear takes years under 100 as they are.
  const last = new Date(0);
  last.setUTCFullYear(y, m, 0);
  return { from: `${month}-01`, to: `${month}-${String(last.getUTCDate()).padStart(2, '0')}` };
}

/** 'reservas-2026-11.csv' for a whole month, else 'reservas-2026-11-03-a-2026-11-09.csv'. */
export function downloadFileName({ from, to }: { from: string; to: string }): string {
  const whole = monthRange(from);
  return whole.from === from && whole.to === to ? `reservas-${from.slice(0, 7)}.csv` : `reservas-${from}-a-${to}.csv`;
}

/** A reservation as the download reads it: the field's administrator's own data. */
export interface DownloadedReservation {
  reservationDate: string;
  startTime: string;
  endTime: string;
  hours: number;
  status: ReservationStatus;
  /** The team's name, or a manual booking's customer's (kept when the team is deleted). */
  teamName: string;
  customerName: string | null;
  customerCellphone: string | null;
  note: string | null;
  seriesId: string | null;
  price: number;
  paid: number;
  refunded: number;
  /** Its team or customer did not come: 'No se presentó' instead of 'Cancelada'. */
  noShow?: boolean;
}

/**
 * Amounts as a Colombian spreadsheet reads a number: digits, and a decimal comma only for cents
 * (the file's separator is ';', as Excel in Spanish expects).
 */
const amount = (pesos: number) => (Number.isInteger(pesos) ? String(pesos) : pesos.toFixed(2).replace('.', ','));

const kindOf = (r: DownloadedReservation) => {
  if (r.seriesId) return MSG.download.kinds.series;
  return r.customerName !== null ? MSG.download.kinds.manual : MSG.download.kinds.team;
};

/**
 * The heading and one row per reservation, every status: what was agreed ('Total'), received ('Recibido') and is
 * still to be received ('Por cobrar', nothing on a cancelled booking), and what was given back of a cancelled one
 * ('Devuelto', last, so that the columns before keep their places). A no-show reads 'No se presentó' as its status. Times are 24-hour 'HH:mm', which every
 * spreadsheet sorts.
 */
export function downloadTable(reservations: DownloadedReservation[]): string[][] {
  const C = MSG.download.columns;
  const heading = [C.date, C.weekday, C.start, C.end, C.hours, C.status, C.who, C.kind, C.cellphone, C.note, C.total, C.received, C.due, C.refunded];
  const rows = reservations.map((r) => [
    r.reservationDate,
    weekdayName(r.reservationDate),
    r.startTime,
    r.endTime,
    String(r.hours),
    r.noShow ? MSG.reservation.noShow : RESERVATION_STATUS_LABELS[r.status],
    r.customerName ?? r.teamName,
    kindOf(r),
    r.customerCellphone ?? '',
    r.note ?? '',
    amount(r.price),
    amount(r.paid),
    amount(r.status === 'CANCELED' ? 0 : amountDue(r.price, r.paid)),
    amount(r.refunded),
  ]);
  return [heading, ...rows];
}
