/**
 * The fields table as the services read and write it: a field with its administrator's name (and its contact as a
 * viewer may see it), the row itself (locked when asked), the busy times of its public page, the writes of a
 * field, and the NOTIFY that tells every process its public list is stale (raw SQL: `pg_notify` is no builder call).
 */
import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Field } from '../../domain/types';
import type { Db } from '../db/client';
import { fields, paymentMovements, reservations, users } from '../db/schema';
import { contactShown, fieldBusyAfter, withStatus } from './reservations';
import { imageUrl } from './users';

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
export async function selectFields(db: Db, where: SQL | undefined, viewer: number | null): Promise<Field[]> {
  const rows = await db
    .select({ ...fieldColumns, contactShown: contactShown(viewer) })
    .from(fields)
    .innerJoin(users, eq(users.id, fields.adminId))
    .where(where)
    .orderBy(fields.name, fields.id);
  return rows.map(toField);
}

export type FieldRecord = typeof fields.$inferSelect;

/** The field's row, undefined when none; `lock` takes it FOR UPDATE (deletion), `share` FOR SHARE (a booking). */
export async function fieldRecord(db: Db, id: number, options: { lock?: boolean; share?: boolean } = {}): Promise<FieldRecord | undefined> {
  const q = db.select().from(fields).where(eq(fields.id, id)).limit(1);
  const [field] = options.lock ? await q.for('update') : options.share ? await q.for('share') : await q;
  return field;
}

export const byId = (id: number) => eq(fields.id, id);
export const byAdmin = (adminId: number) => eq(fields.adminId, adminId);
export const isActive = () => eq(fields.status, 'ACTIVE');

/** When the field's ACTIVE reservations not yet ended take place, by date and start. */
export function busyTimes(db: Db, fieldId: number, now: Date) {
  return db
    .select({ reservationDate: reservations.reservationDate, startTime: reservations.startTime, endTime: reservations.endTime })
    .from(reservations)
    .where(fieldBusyAfter(fieldId, now))
    .orderBy(reservations.reservationDate, reservations.startTime);
}

/** A new field of `adminId`; its id. */
export async function insertField(tx: Db, values: typeof fields.$inferInsert): Promise<number> {
  const [created] = await tx.insert(fields).values(values).returning({ id: fields.id });
  return created.id;
}

export async function updateFieldRow(tx: Db, id: number, values: Partial<typeof fields.$inferInsert>): Promise<void> {
  await tx.update(fields).set(values).where(eq(fields.id, id));
}

export async function deleteFieldRow(tx: Db, id: number): Promise<void> {
  await tx.delete(fields).where(eq(fields.id, id));
}

/** Cancels those of `ids` still ACTIVE. */
export async function cancelActive(tx: Db, ids: number[]): Promise<void> {
  await tx
    .update(reservations)
    .set({ status: 'CANCELED' })
    .where(and(withStatus('ACTIVE'), inArray(reservations.id, ids)));
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

/** Whether the field holds an ACTIVE booking with a deposit received: cancelled, it would owe that deposit back. */
export async function fieldHoldsDeposits(db: Db, fieldId: number): Promise<boolean> {
  const [held] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.fieldId, fieldId), eq(reservations.status, 'ACTIVE'), gt(reservations.paid, 0)))
    .limit(1);
  return held !== undefined;
}

/** Sets the picture; returns the hash it replaces (locked until the transaction ends). */
export async function setFieldImageHash(db: Db, id: number, hash: string): Promise<string | null> {
  const [row] = await db.select({ imageHash: fields.imageHash }).from(fields).where(eq(fields.id, id)).limit(1).for('update');
  await db.update(fields).set({ imageHash: hash }).where(eq(fields.id, id));
  return row?.imageHash ?? null;
}

/** The NOTIFY channel of changes to the public home's list of fields (services/activeFields.ts). */
export const FIELDS_CHANNEL = 'canchas_fields_changed';

/** Part of a change's transaction: tells every listening process that its list of fields is stale. */
export async function notifyFieldsChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${FIELDS_CHANNEL}, '')`);
}
