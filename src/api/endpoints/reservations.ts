/** The reservations' calls (docs/api.md, "Reservations"). One module per resource, so a page downloads only the calls it makes. */
import type { Attendance, AvailabilityResult, KnownCustomer, ManualReservationResult, Reservation, TeamContact } from '../../../domain/types';
import type { PaymentMethod, ReservationStatus } from '../../../domain/constants';
import type { AvailabilityRequest, CustomerUpdate, ManualReservationRequest, MoveReservationRequest } from '../../../domain/schemas';
import { apiHttp } from '../http';
import { data, keyed } from './shared';

export { filter, type ReservationFilter } from './reservationFilter';

export const byId = (id: number) => data<Reservation>(apiHttp.get(`/reservation/${id}`));
/** The booking team's owner, for the field's administrator. */
export const contact = (id: number) => data<TeamContact>(apiHttp.get(`/reservation/${id}/contact`));
export const ofField = (fieldId: number) => data<Reservation[]>(apiHttp.get(`/reservation/field/${fieldId}`));
export const ofTeam = (teamId: number) => data<Reservation[]>(apiHttp.get(`/reservation/team/${teamId}`));
export const ofFieldWithStatus = (fieldId: number, status: ReservationStatus) =>
  data<Reservation[]>(apiHttp.get(`/reservation/field/${fieldId}/status/${status}`));
export const count = (by: 'team' | 'field', id: number, which: 'active' | 'finished' | 'canceled') =>
  data<number>(apiHttp.get(`/reservation/${by}/${id}/${which}`));
export const availability = (request: AvailabilityRequest) => data<AvailabilityResult>(apiHttp.post('/reservation/availability', request));
export const create = (request: AvailabilityRequest & { endTime: string; price?: number }) =>
  data<Reservation>(apiHttp.post('/reservation', request));
export const finalize = (id: number) => data<Reservation>(apiHttp.put(`/reservation/${id}/status/finalize`));
export const cancel = (id: number) => data<Reservation>(apiHttp.put(`/reservation/${id}/status/canceled`));
/** 'No se presentó': the field's administrator, once the start has passed. */
export const noShow = (id: number) => data<Reservation>(apiHttp.put(`/reservation/${id}/status/no-show`));
/** '¿Quién va?': who of the team goes, and each one's share. */
export const attendance = (id: number, signal?: AbortSignal) => data<Attendance>(apiHttp.get(`/reservation/${id}/attendance`, { signal }));
export const answerAttendance = (id: number, going: boolean) => data<Attendance>(apiHttp.put(`/reservation/${id}/attendance`, { going }));
/** The team's owner notes that a member going paid them their share (or not). */
export const markSharePaid = (id: number, playerId: number, paid: boolean) =>
  data<Attendance>(apiHttp.put(`/reservation/${id}/attendance/${playerId}/paid`, { paid }));
/** `key`: the same for the same booking sent again, so that a lost answer never books it twice (docs/api.md, "A lost answer"). */
export const createManual = (request: ManualReservationRequest, key: string) =>
  data<ManualReservationResult>(apiHttp.post('/reservation/manual', request, keyed(key)));
export const customers = (fieldId: number) => data<KnownCustomer[]>(apiHttp.get(`/reservation/field/${fieldId}/customers`));
/** A customer's name and cellphone corrected on every booking of theirs at the field (docs/api.md, "Manual bookings"). */
export const updateCustomer = (fieldId: number, cellphone: string, customer: CustomerUpdate) =>
  data<KnownCustomer[]>(apiHttp.put(`/reservation/field/${fieldId}/customers/${cellphone}`, customer));
/** A customer deleted: their bookings read 'Cliente', without the cellphone. */
export const deleteCustomer = (fieldId: number, cellphone: string) =>
  data<KnownCustomer[]>(apiHttp.delete(`/reservation/field/${fieldId}/customers/${cellphone}`));
/** Every occurrence of the fixed turn the reservation belongs to. */
export const turn = (id: number) => data<Reservation[]>(apiHttp.get(`/reservation/${id}/series`));
export const cancelSeries = (id: number) => data<Reservation[]>(apiHttp.put(`/reservation/${id}/series/canceled`));
/** A team's booking moved by its owner (with the total they were shown: a change of the field's rates meanwhile is refused). */
export const reschedule = (request: AvailabilityRequest & { id: number; endTime: string; price: number }) =>
  data<Reservation>(apiHttp.put('/reservation', request));
/** A manual booking moved to another date and time of its field. */
export const move = (id: number, request: MoveReservationRequest) => data<Reservation>(apiHttp.put(`/reservation/${id}/schedule`, request));
export const recordPayment = (id: number, paid: number, method: PaymentMethod) =>
  data<Reservation>(apiHttp.put(`/reservation/${id}/payment`, { paid, method }));
export const recordRefund = (id: number, refunded: number, method: PaymentMethod) =>
  data<Reservation>(apiHttp.put(`/reservation/${id}/refund`, { refunded, method }));
/** The field's reservations of those days as CSV text, and how many they are. */
export const download = async (fieldId: number, period: { from: string; to: string }) => {
  const res = await apiHttp.get<string>(`/reservation/field/${fieldId}/download`, { params: period, accept: 'text/csv' });
  return { csv: res.data, count: Number(res.headers['x-total-count'] ?? 0) };
};
