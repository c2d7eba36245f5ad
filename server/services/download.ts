/**
 * 'Descargar reservas' (docs/api.md, "Downloading a field's reservations"): a field's reservations of some days
 * as CSV, for its administrator's spreadsheet. The table is domain/download.ts's; this writes it as Excel in
 * Spanish opens it: a byte-order mark (or accents show garbled), ';' between cells, CRLF between lines.
 */
import { and, asc, between, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { downloadTable, type DownloadedReservation } from '../../domain/download';
import type { Db } from '../db/client';
import { reservations, teams } from '../db/schema';
import { ofField } from './reservations';

/**
 * A cell a spreadsheet would run as a formula (OWASP's "CSV injection": a customer called '=HYPERLINK(…)') starts
 * with ', which shows it as text. Papa's own pattern misses a value whose formula is followed by a line break.
 */
const FORMULA_START = /^\s*[=+\-@]|^[\t\r\n]/;

/** The reservations of `fieldId` from `from` to `to` (both included), every status, in the order of their days and times. */
export async function fieldReservationsCsv(db: Db, fieldId: number, { from, to }: { from: string; to: string }) {
  const rows: DownloadedReservation[] = await db
    .select({
      reservationDate: reservations.reservationDate,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
      hours: reservations.hours,
      status: reservations.status,
      // The team as it is called now; its name when booked once it is deleted (or a manual booking's customer).
      teamName: sql<string>`coalesce(${teams.name}, ${reservations.teamName})`,
      customerName: reservations.customerName,
      customerCellphone: reservations.customerCellphone,
      note: reservations.note,
      seriesId: reservations.seriesId,
      price: reservations.price,
      paid: reservations.paid,
      refunded: reservations.refunded,
      noShow: reservations.noShow,
    })
    .from(reservations)
    .leftJoin(teams, eq(teams.id, reservations.teamId))
    .where(and(ofField(fieldId), between(reservations.reservationDate, from, to)))
    .orderBy(asc(reservations.reservationDate), asc(reservations.startTime), asc(reservations.id));
  const csv = Papa.unparse(downloadTable(rows), { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START });
  return { csv: `\uFEFF${csv}\r\n`, count: rows.length };
}
