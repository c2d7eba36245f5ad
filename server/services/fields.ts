/** Fields as the API shows them, with their administrator, and the administrator's changes to their own. */
import { and, eq, gt, gte, inArray, or, type SQL } from 'drizzle-orm';
import { outsideHours } from '../../domain/booking';
import * as MSG from '../../domain/messages';
import type { FieldForm } from '../../domain/schemas';
import type { Field, PublicField } from '../../domain/types';
import { todayInAppZone } from '../../domain/time';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { fieldClosures, fields, paymentMovements, reservations, users } from '../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { notifyFieldsChanged } from './activeFields';
import { deleteIfUnreferenced } from './images';
import { busyAfter, contactShown, listReservations, nextReservations, ofField, retireReservations, withStatus } from './reservations';
import { callerTeamId, fieldIdOf, imageUrl } from './users';
import { fieldFor, type Viewer } from './visibility';
import { ownsField } from '../../domain/permissions';

const fieldColumns = {
  id: fields.id,
  name: fields.name,
  address: fields.address,
  city: fields.city,
  hourlyRate: fields.hourlyRate,
  nightRate: fields.nightRate,
  nightFrom: fields.nightFrom,
  weekendRate: fields.weekendRate,
  bookingHorizonDays: fields.bookingHorizonDays,
  openingHour: fields.openingHour,
  closingHour: fields.closingHour,
  status: fields.status,
  imageHash: fields.imageHash,
  adminId: fields.adminId,
  adminFirstName: users.firstName,
  adminLastName: users.lastName,
  whatsapp: fields.whatsapp,
  paymentInstructions: fields.paymentInstructions,
};

type NullableColumn = 'imageHash' | 'nightRate' | 'nightFrom' | 'weekendRate' | 'whatsapp' | 'paymentInstructions';
type FieldRow = Omit<{ [K in keyof typeof fieldColumns]: (typeof fieldColumns)[K]['_']['data'] }, NullableColumn> & {
  [K in NullableColumn]: (typeof fieldColumns)[K]['_']['data'] | null;
} & { contactShown: boolean };

function toField(row: FieldRow): Field {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    hourlyRate: Number(row.hourlyRate),
    nightRate: row.nightRate === null ? null : Number(row.nightRate),
    nightFrom: row.nightFrom,
    weekendRate: row.weekendRate === null ? null : Number(row.weekendRate),
    bookingHorizonDays: row.bookingHorizonDays,
    openingHour: row.openingHour,
    closingHour: row.closingHour,
    status: row.status,
    imageUrl: imageUrl(row.imageHash),
    adminId: row.adminId,
    admin: { id: row.adminId, firstName: row.adminFirstName, lastName: row.adminLastName },
    whatsapp: row.contactShown ? row.whatsapp : null,
    paymentInstructions: row.contactShown ? row.paymentInstructions : null,
  };
}

/** The fields, each with whether `viewer` (a user's id; null: anonymous) may see its contact (`contactShown`). */
async function selectFields(db: Db, where: SQL | undefined, viewer: number | null): Promise<Field[]> {
  const rows = await db
    .select({ ...fieldColumns, contactShown: contactShown(viewer) })
    .from(fields)
    .innerJoin(users, eq(users.id, fields.adminId))
    .where(where)
    .orderBy(fields.name, fields.id);
  return rows.map(toField);
}

/** Fields as the viewer (null: anonymous) may see them. */
export async function listFields(db: Db, viewer: Viewer, where?: SQL): Promise<Field[]> {
  return (await selectFields(db, where, viewer?.id ?? null)).map((f) => fieldFor(viewer, f));
}

// ---- Reading one field, and the administrator's changes ----

export type FieldRecord = typeof fields.$inferSelect;

/** `lock` takes the row FOR UPDATE (deletion), `share` FOR SHARE (a booking that must not race a deletion). */
export async function loadField(db: Db, id: number, options: { lock?: boolean; share?: boolean } = {}): Promise<FieldRecord> {
  const q = db.select().from(fields).where(eq(fields.id, id)).limit(1);
  const [field] = options.lock ? await q.for('update') : options.share ? await q.for('share') : await q;
  if (!field) throw notFound(MSG.field.notFound);
  return field;
}

/** Only a field's administrator changes it, reads its reservations or uploads its picture. */
export async function ownedField(db: Db, user: CurrentUser, id: number, options: { lock?: boolean } = {}): Promise<FieldRecord> {
  const field = await loadField(db, id, options);
  if (!ownsField(user, field)) throw forbidden('NOT_OWNER', MSG.field.notOwner);
  return field;
}

/**
 * A field with reservations: its administrator gets the next ones still ahead, soonest first, for its
 * 'Próximas reservas'; anyone else the busy slots (ACTIVE reservations not yet ended), which the booking
 * calendar shows.
 */
/** The public home's list: the ACTIVE fields, nothing personal in them. */
export const listActiveFields = (db: Db) => listFields(db, null, eq(fields.status, 'ACTIVE'));

/** A field's detail by its id or its administrator's, as `viewer` may see it (fieldDetail), or null. */
export const fieldDetailOf = (db: Db, of: { id: number } | { adminId: number }, viewer: CurrentUser, now: Date) =>
  fieldDetail(db, 'id' in of ? eq(fields.id, of.id) : eq(fields.adminId, of.adminId), viewer, now);

export async function fieldDetail(db: Db, where: SQL, viewer: CurrentUser, now: Date): Promise<Field | null> {
  const [field] = await selectFields(db, where, viewer.id);
  if (!field) return null;
  const reservations = ownsField(viewer, field)
    ? await nextReservations(db, ofField(field.id), now, viewer.id)
    : await listReservations(db, and(ofField(field.id), busyAfter(now)), viewer.id);
  return fieldFor(viewer, { ...field, reservations }, await callerTeamId(db, viewer));
}

/**
 * A field's page for anyone, signed in or not (GET /field/{id}/public): the field as an anonymous caller sees it,
 * with only when its ACTIVE reservations not yet ended take place, and its closed days from today on. Null when
 * there is no such field.
 */
export async function publicField(db: Db, id: number, now: Date): Promise<PublicField | null> {
  const [field] = await listFields(db, null, eq(fields.id, id));
  if (!field) return null;
  const busy = await db
    .select({ reservationDate: reservations.reservationDate, startTime: reservations.startTime, endTime: reservations.endTime })
    .from(reservations)
    .where(and(ofField(id), busyAfter(now)))
    .orderBy(reservations.reservationDate, reservations.startTime);
  // (Not closures.ts' closedDaysFrom: that module reads fields through this one.)
  const closedDays = await db
    .select({ date: fieldClosures.day, reason: fieldClosures.reason })
    .from(fieldClosures)
    .where(and(eq(fieldClosures.fieldId, id), gte(fieldClosures.day, todayInAppZone(now))))
    .orderBy(fieldClosures.day);
  return { ...field, busy: busy.map((b) => ({ ...b, status: 'ACTIVE' as const })), closedDays };
}

export async function createField(db: Db, user: CurrentUser, input: FieldForm): Promise<number> {
  if (await fieldIdOf(db, user.id)) throw conflict('FIELD_ALREADY_REGISTERED', MSG.field.alreadyHasField);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(fields)
      .values({ ...input, adminId: user.id })
      .returning({ id: fields.id });
    await notifyFieldsChanged(tx);
    return created.id;
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
    const outside = (await listReservations(tx, and(ofField(id), busyAfter(options.now)))).filter((r) => outsideHours(r, input));
    if (outside.length > 0) {
      if (!options.cancelOutside) {
        throw new HttpError(409, 'RESERVATIONS_OUTSIDE_HOURS', MSG.field.reservationsOutsideHours, undefined, undefined, outside);
      }
      await tx
        .update(reservations)
        .set({ status: 'CANCELED' })
        .where(
          and(
            withStatus('ACTIVE'),
            inArray(
              reservations.id,
              outside.map((r) => r.id),
            ),
          ),
        );
    }
    await tx.update(fields).set(input).where(eq(fields.id, id));
    await notifyFieldsChanged(tx);
  });
}

/**
 * Deleting a field retires its ACTIVE reservations (`retireReservations`); all keep the field's name as history. The field
 * row is locked first (FOR UPDATE), so a booking in flight (which share-locks it) either commits before
 * and is canceled here, or waits and then finds no field.
 */
export async function deleteField(db: Db, user: CurrentUser, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const field = await ownedField(tx, user, id, { lock: true });
    // Money records never vanish: a field with a payment or refund recorded is set 'Inactiva' instead.
    if (await fieldHasMoney(tx, id)) throw conflict('FIELD_HAS_MONEY', MSG.privacy.fieldHasMoney);
    await retireReservations(tx, { fieldId: id }, field.name, now);
    await tx.delete(fields).where(eq(fields.id, id));
    await deleteIfUnreferenced(tx, field.imageHash);
    await notifyFieldsChanged(tx);
  });
}

/**
 * Whether any money was recorded on the field: a movement of its cash book, or a booking with something received or
 * given back (recorded before the cash book began). Its deletion would take them along (docs/api.md, "Fields").
 */
export async function fieldHasMoney(db: Db, fieldId: number): Promise<boolean> {
  const [moved] = await db.select({ id: paymentMovements.id }).from(paymentMovements).where(eq(paymentMovements.fieldId, fieldId)).limit(1);
  if (moved) return true;
  const [paid] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.fieldId, fieldId), or(gt(reservations.paid, 0), gt(reservations.refunded, 0))))
    .limit(1);
  return paid !== undefined;
}

/** Sets the picture (`db` is the upload's transaction); returns the hash it replaces (locked until the transaction ends). */
export async function setFieldImage(db: Db, id: number, hash: string): Promise<string | null> {
  const [row] = await db.select({ imageHash: fields.imageHash }).from(fields).where(eq(fields.id, id)).limit(1).for('update');
  await db.update(fields).set({ imageHash: hash }).where(eq(fields.id, id));
  await notifyFieldsChanged(db);
  return row?.imageHash ?? null;
}
