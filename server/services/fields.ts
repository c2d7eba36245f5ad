/** Fields as the API shows them, and the administrator's changes to their own; their queries are in server/data/fields.ts. */
import type { SQL } from 'drizzle-orm';
import { outsideHours } from '../../domain/booking';
import * as MSG from '../../domain/messages';
import type { FieldForm } from '../../domain/schemas';
import type { Field, PublicField } from '../../domain/types';
import { todayInAppZone } from '../../domain/time';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import {
  busyTimes,
  byAdmin,
  byId,
  cancelActive,
  deleteFieldRow,
  fieldHasMoney,
  fieldRecord,
  type FieldRecord,
  insertField,
  isActive,
  selectFields,
  setFieldImageHash,
  updateFieldRow,
} from '../data/fields';
import { closedDaysFrom } from '../data/closures';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { notifyFieldsChanged } from './activeFields';
import { deleteIfUnreferenced } from './images';
import { fieldBusyAfter, listReservations, nextReservations, ofField } from '../data/reservations';
import { retireAndTell, tellingCancellations } from './reservations';
import { callerTeamId, fieldIdOf } from './users';
import { fieldFor, type Viewer } from './visibility';
import { ownsField } from '../../domain/permissions';

export { fieldHasMoney, type FieldRecord } from '../data/fields';

/** Fields as the viewer (null: anonymous) may see them. */
export async function listFields(db: Db, viewer: Viewer, where?: SQL): Promise<Field[]> {
  return (await selectFields(db, where, viewer?.id ?? null)).map((f) => fieldFor(viewer, f));
}

// ---- Reading one field, and the administrator's changes ----

/** `lock` takes the row FOR UPDATE (deletion), `share` FOR SHARE (a booking that must not race a deletion). */
export async function loadField(db: Db, id: number, options: { lock?: boolean; share?: boolean } = {}): Promise<FieldRecord> {
  const field = await fieldRecord(db, id, options);
  if (!field) throw notFound(MSG.field.notFound);
  return field;
}

/** Only a field's administrator changes it, reads its reservations or uploads its picture. */
export async function ownedField(db: Db, user: CurrentUser, id: number, options: { lock?: boolean } = {}): Promise<FieldRecord> {
  const field = await loadField(db, id, options);
  if (!ownsField(user, field)) throw forbidden('NOT_OWNER', MSG.field.notOwner);
  return field;
}

/** The public home's list: the ACTIVE fields, nothing personal in them. */
export const listActiveFields = (db: Db) => listFields(db, null, isActive());

/** A field's detail by its id or its administrator's, as `viewer` may see it (fieldDetail), or null. */
export const fieldDetailOf = (db: Db, of: { id: number } | { adminId: number }, viewer: CurrentUser, now: Date) =>
  fieldDetail(db, 'id' in of ? byId(of.id) : byAdmin(of.adminId), viewer, now);

/**
 * A field with reservations: its administrator gets the next ones still ahead, soonest first, for its
 * 'Próximas reservas'; anyone else the busy slots (ACTIVE reservations not yet ended), which the booking
 * calendar shows.
 */
export async function fieldDetail(db: Db, where: SQL, viewer: CurrentUser, now: Date): Promise<Field | null> {
  const [field] = await selectFields(db, where, viewer.id);
  if (!field) return null;
  const reservations = ownsField(viewer, field)
    ? await nextReservations(db, ofField(field.id), now, viewer.id)
    : await listReservations(db, fieldBusyAfter(field.id, now), viewer.id);
  return fieldFor(viewer, { ...field, reservations }, await callerTeamId(db, viewer));
}

/**
 * A field's page for anyone, signed in or not (GET /field/{id}/public): the field as an anonymous caller sees it,
 * with only when its ACTIVE reservations not yet ended take place, and its closed days from today on. Null when
 * there is no such field.
 */
export async function publicField(db: Db, id: number, now: Date): Promise<PublicField | null> {
  const [field] = await listFields(db, null, byId(id));
  if (!field) return null;
  const busy = await busyTimes(db, id, now);
  const closedDays = await closedDaysFrom(db, id, todayInAppZone(now));
  return { ...field, busy: busy.map((b) => ({ ...b, status: 'ACTIVE' as const })), closedDays };
}

export async function createField(db: Db, user: CurrentUser, input: FieldForm): Promise<number> {
  if (await fieldIdOf(db, user.id)) throw conflict('FIELD_ALREADY_REGISTERED', MSG.field.alreadyHasField);
  return db.transaction(async (tx) => {
    const created = await insertField(tx, { ...input, adminId: user.id });
    await notifyFieldsChanged(tx);
    return created;
  });
}

/**
 * The administrator's change to their field. When the new hours leave ACTIVE reservations that have not
 * ended outside them, the change is refused (409 RESERVATIONS_OUTSIDE_HOURS, with those reservations)
 * unless `cancelOutside` says to cancel them, which happens in the same transaction. The field row is
 * locked first (FOR UPDATE), so a booking in flight (which share-locks it) is either seen here or checked
 * against the new hours.
 */
export async function updateField(
  db: Db,
  user: CurrentUser,
  id: number,
  input: FieldForm,
  options: { cancelOutside?: boolean; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedField(tx, user, id, { lock: true });
    const outside = (await listReservations(tx, fieldBusyAfter(id, options.now))).filter((r) => outsideHours(r, input));
    if (outside.length > 0) {
      if (!options.cancelOutside) {
        throw new HttpError(409, 'RESERVATIONS_OUTSIDE_HOURS', MSG.field.reservationsOutsideHours, undefined, undefined, outside);
      }
      // Each team's booking cancelled by the field: news to its members.
      const ids = outside.map((r) => r.id);
      await tellingCancellations(tx, ids, user.id, options.now, () => cancelActive(tx, ids));
    }
    await updateFieldRow(tx, id, input);
    await notifyFieldsChanged(tx);
  });
}

/**
 * Deleting a field retires its ACTIVE reservations, each team told of its cancelled booking (`retireAndTell`); all keep the field's name as history. The field
 * row is locked first (FOR UPDATE), so a booking in flight (which share-locks it) either commits before
 * and is canceled here, or waits and then finds no field.
 */
export async function deleteField(db: Db, user: CurrentUser, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const field = await ownedField(tx, user, id, { lock: true });
    // Money records never vanish: a field with a payment or refund recorded is set 'Inactiva' instead.
    if (await fieldHasMoney(tx, id)) throw conflict('FIELD_HAS_MONEY', MSG.privacy.fieldHasMoney);
    await retireAndTell(tx, { fieldId: id }, field.name, user.id, now);
    await deleteFieldRow(tx, id);
    await deleteIfUnreferenced(tx, field.imageHash);
    await notifyFieldsChanged(tx);
  });
}

/** Sets the picture (`db` is the upload's transaction); returns the hash it replaces (locked until the transaction ends). */
export async function setFieldImage(db: Db, id: number, hash: string): Promise<string | null> {
  const replaced = await setFieldImageHash(db, id, hash);
  await notifyFieldsChanged(db);
  return replaced;
}
