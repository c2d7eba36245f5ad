/** The administrator's home calls: the loaders of the reservation counters and of the field's figures. */
import type { CashDay, FieldNews, FieldStats } from '../../../domain/types';
import * as fieldsApi from '../../api/endpoints/fields';
import * as reservationsApi from '../../api/endpoints/reservations';

export interface ReservationCounts {
  active: number;
  finished: number;
  canceled: number;
}

const NO_FIELD_COUNTS: ReservationCounts = { active: 0, finished: 0, canceled: 0 };

/** The field's ACTIVE, FINISHED and CANCELED reservation counts; zeros without a field. */
export async function loadReservationCounts(fieldId: number | undefined): Promise<ReservationCounts> {
  if (!fieldId) return NO_FIELD_COUNTS;
  const [active, finished, canceled] = await Promise.all(
    (['active', 'finished', 'canceled'] as const).map((which) => reservationsApi.count('field', fieldId, which)),
  );
  return { active, finished, canceled };
}

/** 'Ocupación' and 'Ingresos' of the administrator's own field (GET /field/{id}/stats). */
export const loadFieldStats = (fieldId: number): Promise<FieldStats> => fieldsApi.stats(fieldId);

/** The cash book of a Bogota day of the administrator's own field (GET /field/{id}/cash). */
export const loadCashDay = (fieldId: number, date: string): Promise<CashDay> => fieldsApi.cash(fieldId, date);

/** 'Novedades': what teams booked, moved or cancelled since the administrator last looked (GET /field/{id}/news). */
export const loadFieldNews = (fieldId: number): Promise<FieldNews> => fieldsApi.news(fieldId);

/** 'Marcar como revisadas': the news read at `until` are seen; the answer is what is news after them. */
export const markNewsSeen = ({ fieldId, until }: { fieldId: number; until: string }): Promise<FieldNews> => fieldsApi.newsSeen(fieldId, until);

/** The field's bookings of a day, every status (GET /reservation/filter; a field holds far fewer than 100 a day). */
export const loadDayReservations = (fieldId: number, date: string) =>
  reservationsApi.filter({ fieldId, date, page: 0, size: 100 }).then((page) => page.content);
