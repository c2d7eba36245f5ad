/**
 * A small demo data set loaded on a fresh database: fields in Cartagena with day, night and weekend rates and
 * their own booking horizons, their administrators, players, a team.
 */
import { count } from 'drizzle-orm';
import type { Db } from './db/client';
import { fields, teamMembers, teams, users } from './db/schema';
import { recordConsent } from './services/privacy';
import { hashPassword } from './auth/passwords';

export const DEMO_PASSWORD = 'Canchas2026!';

const ADMINS = [
  {
    firstName: 'Carlos',
    lastName: 'Mendoza',
    email: 'admin@canchas.co',
    documentNumber: '1047000001',
    cellphone: '3001000001',
    field: {
      name: 'La Bombonera del Caribe',
      address: 'Cra 3 #8-45, Bocagrande',
      hourlyRate: 95000,
      nightRate: 120000,
      nightFrom: '18:00',
      weekendRate: 130000,
      bookingHorizonDays: 60,
      openingHour: '08:00',
      closingHour: '23:00',
      whatsapp: '3001000001',
      paymentInstructions: 'Nequi 300 100 0001 a nombre de Carlos Mendoza',
    },
  },
  {
    firstName: 'Luisa',
    lastName: 'Herrera',
    email: 'luisa@canchas.co',
    documentNumber: '1047000002',
    cellphone: '3001000002',
    field: {
      name: 'Cancha El Cabrero',
      address: 'Av. Santander #42-10, El Cabrero',
      hourlyRate: 80000,
      nightRate: 100000,
      nightFrom: '18:00',
      weekendRate: 110000,
      bookingHorizonDays: 30,
      openingHour: '06:00',
      closingHour: '22:00',
    },
  },
  {
    firstName: 'Andrés',
    lastName: 'Pájaro',
    email: 'andres@canchas.co',
    documentNumber: '1047000003',
    cellphone: '3001000003',
    field: {
      name: 'Sintética Manga',
      address: 'Calle Real #25-30, Manga',
      hourlyRate: 70000,
      nightRate: 90000,
      nightFrom: '19:00',
      weekendRate: null,
      bookingHorizonDays: 90,
      openingHour: '14:00',
      closingHour: '23:30',
    },
  },
];

const PLAYERS = [
  {
    firstName: 'Juan',
    lastName: 'Pérez',
    email: 'jugador@canchas.co',
    documentNumber: '1047100001',
    cellphone: '3002000001',
    note: 'dueño del equipo Los Costeños',
  },
  {
    firstName: 'Camilo',
    lastName: 'Torres',
    email: 'camilo@canchas.co',
    documentNumber: '1047100002',
    cellphone: '3002000002',
    note: 'miembro de Los Costeños',
  },
  {
    firstName: 'Valentina',
    lastName: 'Ríos',
    email: 'valentina@canchas.co',
    documentNumber: '1047100003',
    cellphone: '3002000003',
    note: 'sin equipo',
  },
  { firstName: 'Mateo', lastName: 'Gómez', email: 'mateo@canchas.co', documentNumber: '1047100004', cellphone: '3002000004', note: 'sin equipo' },
];

export interface DemoLogins {
  password: string;
  users: { role: string; email: string; note: string }[];
}

/** Loads the demo data when the database has no users yet; returns the logins, or null if it did nothing. */
export async function seedDemoData(db: Db): Promise<DemoLogins | null> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const common = { city: 'Cartagena', documentType: 'CC' as const, passwordHash };
  await db.transaction(async (tx) => {
    for (const a of ADMINS) {
      const [admin] = await tx
        .insert(users)
        .values({
          ...common,
          role: 'FIELD_ADMIN',
          firstName: a.firstName,
          lastName: a.lastName,
          email: a.email,
          documentNumber: a.documentNumber,
          cellphone: a.cellphone,
          age: 38,
        })
        .returning({ id: users.id });
      await tx.insert(fields).values({ ...a.field, city: 'Cartagena', adminId: admin.id, status: 'ACTIVE' });
    }
    const ids: number[] = [];
    for (const p of PLAYERS) {
      const [player] = await tx
        .insert(users)
        .values({
          ...common,
          role: 'PLAYER',
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email,
          documentNumber: p.documentNumber,
          cellphone: p.cellphone,
          age: 24,
          // The demo shows the player list's WhatsApp contact: its players chose to show their cellphone.
          showCellphone: true,
        })
        .returning({ id: users.id });
      ids.push(player.id);
    }
    const [team] = await tx
      .insert(teams)
      .values({ name: 'Los Costeños', city: 'Cartagena', neighborhood: 'Getsemaní', maxPlayers: 8, ownerId: ids[0] })
      .returning({ id: teams.id });
    await tx.insert(teamMembers).values([
      { teamId: team.id, playerId: ids[0] },
      { teamId: team.id, playerId: ids[1] },
    ]);
    // The demo accounts come with the policy in force accepted, as a sign-up would leave them.
    const everyone = await tx.select({ id: users.id }).from(users);
    for (const u of everyone) await recordConsent(tx, u.id, 'REGISTER', new Date());
  });
  return {
    password: DEMO_PASSWORD,
    users: [
      ...ADMINS.map((a) => ({ role: 'Administrador', email: a.email, note: `cancha ${a.field.name}` })),
      ...PLAYERS.map((p) => ({ role: 'Jugador', email: p.email, note: p.note })),
    ],
  };
}
