/** The field screens' calls. Views take their requests from here, never from the endpoints. */
import type { FieldForm } from '../../../domain/schemas';
import { fieldsApi, reservationsApi } from '../../api/endpoints';

export const loadActiveFields = () => fieldsApi.active();

export const loadField = (id: number) => fieldsApi.byId(id);

/** The administrator's own field; a 404 means they have none yet. */
export const loadFieldOfAdmin = (adminId: number) => fieldsApi.byAdmin(adminId);

export const createField = (field: FieldForm & { adminId: number }) => fieldsApi.create(field);

export const updateField = (field: FieldForm & { id: number; adminId: number }) => fieldsApi.update(field);

export const deleteField = (id: number) => fieldsApi.remove(id);

/** The team's ACTIVE reservation, if it holds one (a team holds at most one). */
export const loadActiveReservationOfTeam = async (teamId: number) =>
  (await reservationsApi.filter({ teamId, status: 'ACTIVE', page: 0, size: 1 })).content[0] ?? null;
