/** Reading fields as the API shows them, with their administrator. */
import { eq, type SQL } from 'drizzle-orm';
import type { Field } from '../../domain/types';
import type { Db } from '../db/client';
import { fields, users } from '../db/schema';
import { imageUrl } from './users';

const fieldColumns = {
  id: fields.id,
  name: fields.name,
  address: fields.address,
  city: fields.city,
  hourlyRate: fields.hourlyRate,
  openingHour: fields.openingHour,
  closingHour: fields.closingHour,
  status: fields.status,
  imageHash: fields.imageHash,
  adminId: fields.adminId,
  adminFirstName: users.firstName,
  adminLastName: users.lastName,
  adminDocumentNumber: users.documentNumber,
};

type FieldRow = Omit<{ [K in keyof typeof fieldColumns]: (typeof fieldColumns)[K]['_']['data'] }, 'imageHash'> & {
  imageHash: string | null;
};

export function toField(row: FieldRow): Field {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    hourlyRate: Number(row.hourlyRate),
    openingHour: row.openingHour,
    closingHour: row.closingHour,
    status: row.status,
    imageUrl: imageUrl(row.imageHash),
    adminId: row.adminId,
    admin: { id: row.adminId, firstName: row.adminFirstName, lastName: row.adminLastName, documentNumber: row.adminDocumentNumber },
  };
}

export async function listFields(db: Db, where?: SQL): Promise<Field[]> {
  const rows = await db
    .select(fieldColumns)
    .from(fields)
    .innerJoin(users, eq(users.id, fields.adminId))
    .where(where)
    .orderBy(fields.name, fields.id);
  return rows.map(toField);
}
