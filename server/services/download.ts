/**
 * 'Descargar reservas' (docs/api.md, "Downloading a field's reservations"): a field's reservations of some days
 * as CSV, for its administrator's spreadsheet. The table is domain/download.ts's; this writes it as Excel in
 * Spanish opens it: a byte-order mark (or accents show garbled), ';' between cells, CRLF between lines.
 */
import Papa from 'papaparse';
import { downloadTable, type DownloadedReservation } from '../../domain/download';
import type { Db } from '../db/client';
import { fieldReservationsBetween } from '../data/reservations';

/**
 * A cell a spreadsheet would run as a formula (OWASP's "CSV injection": a customer called '=HYPERLINK(…)') starts
 * with ', which shows it as text. Papa's own pattern misses a value whose formula is followed by a line break.
 */
const FORMULA_START = /^\s*[=+\-@]|^[\t\r\n]/;

/** The reservations of `fieldId` from `from` to `to` (both included), every status, in the order of their days and times. */
export async function fieldReservationsCsv(db: Db, fieldId: number, { from, to }: { from: string; to: string }) {
  const rows: DownloadedReservation[] = await fieldReservationsBetween(db, fieldId, from, to);
  const csv = Papa.unparse(downloadTable(rows), { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START });
  return { csv: `\uFEFF${csv}\r\n`, count: rows.length };
}
