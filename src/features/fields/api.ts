/**
 * The field screens' calls (those of the field list, which the home page shows too, are ./listApi.ts). Views take their
 * requests from here, never from the endpoints.
 */
import { fromPromise } from 'xstate';
import type { FieldForm } from '../../../domain/fieldSchema';
import type { Field } from '../../../domain/types';
import * as fieldsApi from '../../api/endpoints/fields';

export const loadField = (id: number) => fieldsApi.byId(id);

/** The administrator's own field; a 404 means they have none yet. */
export const loadFieldOfAdmin = (adminId: number) => fieldsApi.byAdmin(adminId);

export const createField = (field: FieldForm & { adminId: number }) => fieldsApi.create(field);

/** `cancelOutside` cancels the ACTIVE reservations the new hours leave outside (docs/api.md, PUT /field). */
export const updateField = (field: FieldForm & { id: number; adminId: number; cancelOutside?: boolean }) => fieldsApi.update(field);

/** The actor of machines/fieldEdit.ts: saving the administrator's field, cancelling the reservations outside its new hours when told. */
export const fieldEditActors = (id: number, adminId: number) => ({
  save: fromPromise<Field, { values: FieldForm; cancelOutside: boolean }>(({ input: { values, cancelOutside } }) =>
    updateField({ ...values, id, adminId, ...(cancelOutside ? { cancelOutside } : {}) }),
  ),
});

/** A new picture of the administrator's own field; the answer carries its address. */
export const uploadFieldPicture = (id: number, file: File) => fieldsApi.uploadImage(id, file);

export const deleteField = (id: number) => fieldsApi.remove(id);

/** 'Cerrar este día' and 'Abrir' of 'Días de cierre': the field's closed days as they are after it. */
export const closeFieldDay = ({ fieldId, date, reason }: { fieldId: number; date: string; reason: string }) =>
  fieldsApi.closeDay(fieldId, date, reason);
export const reopenFieldDay = ({ fieldId, date }: { fieldId: number; date: string }) => fieldsApi.reopenDay(fieldId, date);
