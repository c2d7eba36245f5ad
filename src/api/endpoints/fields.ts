/** The fields' calls (docs/api.md, "Fields"). One module per resource, so a page downloads only the calls it makes. */
import type { ApiMessage, CashDay, ClosedDay, Field, FieldNews, FieldStats, FreeField, NearFreeField, PublicField } from '../../../domain/types';
import type { FieldForm, FreeSearch } from '../../../domain/schemas';
import { apiHttp } from '../http';
import { data, upload } from './shared';

const searchParams = (s: FreeSearch) => ({ date: s.reservationDate, start: s.startTime, hours: s.hours });

export const all = () => data<Field[]>(apiHttp.get('/field'));
export const active = () => data<Field[]>(apiHttp.get('/field/active'));
/** 'Buscar cancha libre' (docs/api.md, "Free fields"): public, as is a field's public page. */
export const free = (s: FreeSearch, signal?: AbortSignal) => data<FreeField[]>(apiHttp.get('/field/free', { params: searchParams(s), signal }));
export const freeNear = (s: FreeSearch, signal?: AbortSignal) =>
  data<NearFreeField[]>(apiHttp.get('/field/free/near', { params: searchParams(s), signal }));
export const publicPage = (id: number) => data<PublicField>(apiHttp.get(`/field/${id}/public`));
export const byId = (id: number) => data<Field>(apiHttp.get(`/field/${id}`));
export const byAdmin = (adminId: number) => data<Field>(apiHttp.get(`/field/admin/${adminId}`));
export const stats = (id: number) => data<FieldStats>(apiHttp.get(`/field/${id}/stats`));
export const cash = (id: number, date: string) => data<CashDay>(apiHttp.get(`/field/${id}/cash`, { params: { date } }));
export const news = (id: number) => data<FieldNews>(apiHttp.get(`/field/${id}/news`));
export const newsSeen = (id: number, until: string) => data<FieldNews>(apiHttp.put(`/field/${id}/news/seen`, { until }));
export const create = (field: FieldForm & { adminId: number }) => data<Field>(apiHttp.post('/field', field));
export const update = (field: FieldForm & { id: number; adminId: number; cancelOutside?: boolean }) => data<Field>(apiHttp.put('/field', field));
export const remove = (id: number) => data<ApiMessage>(apiHttp.delete(`/field/${id}`));
export const uploadImage = (id: number, file: File) => upload(`/field/${id}/upload-image`, file);
export const closeDay = (id: number, date: string, reason: string) => data<ClosedDay[]>(apiHttp.put(`/field/${id}/closed-days/${date}`, { reason }));
export const reopenDay = (id: number, date: string) => data<ClosedDay[]>(apiHttp.delete(`/field/${id}/closed-days/${date}`));
