/** The fields' calls (docs/api.md, "Fields"). One module per resource, so a page downloads only the calls it makes. */
import type { ApiMessage, CashDay, ClosedDay, Field, FieldNews, FieldStats, FreeField, NearFreeField, PublicField } from '../../../domain/types';
import type { FieldForm, FreeSearch } from '../../../domain/schemas';
import { apiHttp } from '../http';
import { data, upload } from './shared';

const searchParams = (s: FreeSearch) => ({ date: s.reservationDate, start: s.startTime, hours: s.hours });

export const fieldsApi = {
  all: () => data<Field[]>(apiHttp.get('/field')),
  active: () => data<Field[]>(apiHttp.get('/field/active')),
  /** 'Buscar cancha libre' (docs/api.md, "Free fields"): public, as is a field's public page. */
  free: (s: FreeSearch, signal?: AbortSignal) => data<FreeField[]>(apiHttp.get('/field/free', { params: searchParams(s), signal })),
  freeNear: (s: FreeSearch, signal?: AbortSignal) => data<NearFreeField[]>(apiHttp.get('/field/free/near', { params: searchParams(s), signal })),
  publicPage: (id: number) => data<PublicField>(apiHttp.get(`/field/${id}/public`)),
  byId: (id: number) => data<Field>(apiHttp.get(`/field/${id}`)),
  byAdmin: (adminId: number) => data<Field>(apiHttp.get(`/field/admin/${adminId}`)),
  stats: (id: number) => data<FieldStats>(apiHttp.get(`/field/${id}/stats`)),
  cash: (id: number, date: string) => data<CashDay>(apiHttp.get(`/field/${id}/cash`, { params: { date } })),
  news: (id: number) => data<FieldNews>(apiHttp.get(`/field/${id}/news`)),
  newsSeen: (id: number, until: string) => data<FieldNews>(apiHttp.put(`/field/${id}/news/seen`, { until })),
  create: (field: FieldForm & { adminId: number }) => data<Field>(apiHttp.post('/field', field)),
  update: (field: FieldForm & { id: number; adminId: number; cancelOutside?: boolean }) => data<Field>(apiHttp.put('/field', field)),
  remove: (id: number) => data<ApiMessage>(apiHttp.delete(`/field/${id}`)),
  uploadImage: (id: number, file: File) => upload(`/field/${id}/upload-image`, file),
  closeDay: (id: number, date: string, reason: string) => data<ClosedDay[]>(apiHttp.put(`/field/${id}/closed-days/${date}`, { reason })),
  reopenDay: (id: number, date: string) => data<ClosedDay[]>(apiHttp.delete(`/field/${id}/closed-days/${date}`)),
};
