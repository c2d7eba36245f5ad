/**
 * Colombia's public holidays (festivos) of any year, as Ley 51 de 1983 sets them: a few on their own date,
 * the rest moved to the following Monday when they do not fall on one, and those that follow Easter.
 * A weekly fixed turn ('turno fijo', docs/product.md) skips them.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));
const plusDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** The date itself when a Monday, else the Monday after it. */
const nextMonday = (d: Date) => plusDays(d, (8 - d.getUTCDay()) % 7);

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm, also called Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, date);
}

/** Holidays kept on their date: Año Nuevo, Día del Trabajo, Independencia, Batalla de Boyacá, Inmaculada Concepción, Navidad. */
const FIXED: [number, number][] = [
  [1, 1],
  [5, 1],
  [7, 20],
  [8, 7],
  [12, 8],
  [12, 25],
];

/** Holidays moved to the next Monday: Reyes, San José, San Pedro y San Pablo, Asunción, Día de la Raza, Todos los Santos, Independencia de Cartagena. */
const MOVED: [number, number][] = [
  [1, 6],
  [3, 19],
  [6, 29],
  [8, 15],
  [10, 12],
  [11, 1],
  [11, 11],
];

/**
 * Days from Easter Sunday: Jueves Santo and Viernes Santo (not moved), and Ascensión, Corpus Christi and
 * Sagrado Corazón, which the law moves to a Monday (43, 64 and 71 days after Easter).
 */
const FROM_EASTER = [-3, -2, 43, 64, 71];

/** The 18 holidays the law gives a year, in the law's order; two may land on the same Monday. */
export function holidayOccasions(year: number): string[] {
  const easter = easterSunday(year);
  return [
    ...FIXED.map(([m, d]) => day(year, m, d)),
    ...MOVED.map(([m, d]) => nextMonday(day(year, m, d))),
    ...FROM_EASTER.map((offset) => plusDays(easter, offset)),
  ].map(iso);
}

/**
 * The year's holidays as YYYY-MM-DD, sorted, each day once: 18, or 17 when two fall on one Monday (in 2025
 * San Pedro y San Pablo and Sagrado Corazón were both on 30 June).
 */
export function colombianHolidays(year: number): string[] {
  return [...new Set(holidayOccasions(year))].sort();
}

const cache = new Map<number, Set<string>>();

/** Whether a YYYY-MM-DD date is a Colombian holiday. */
export function isColombianHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let set = cache.get(year);
  if (!set) {
    set = new Set(colombianHolidays(year));
    cache.set(year, set);
  }
  return set.has(date);
}
