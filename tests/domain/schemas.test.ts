/** Every validation message of docs/product.md: Validation comes from the rule that owns it, for the app and the server alike. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import {
  applicationFormSchema,
  availabilityRequestSchema,
  fieldFormSchema,
  loginSchema,
  manualReservationSchema,
  paymentSchema,
  playerSearchSchema,
  refundSchema,
  registerFormSchema,
  registerPayloadSchema,
  reservationCreateSchema,
  reservationFormSchema,
  teamFormSchema,
} from '../../domain/schemas';

const V = MSG.validation;

/** The messages a schema gives, by field path. */
function errors(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  return (v.flatten(result.issues).nested ?? {}) as Record<string, string[]>;
}

const validRegister = {
  role: 'PLAYER',
  firstName: 'Ana',
  lastName: 'Díaz',
  city: 'Cartagena',
  age: 24,
  cellphone: '3001234567',
  documentType: 'CC',
  documentNumber: '1047123456',
  email: 'ana@correo.co',
  password: 'Clave#2026ok',
  confirmPassword: 'Clave#2026ok',
  acceptedPolicy: true,
  showCellphone: false,
};

describe('register form', () => {
  it('accepts a complete, valid form', () => {
    expect(v.safeParse(registerFormSchema, validRegister).success).toBe(true);
  });

  it.each([
    ['role', '', V.roleRequired],
    ['role', 'ADMIN', V.roleRequired],
    ['firstName', '  ', V.firstNameRequired],
    ['lastName', '', V.lastNameRequired],
    ['city', '', V.cityRequired],
    ['age', '', V.ageInvalid],
    ['age', 2, V.ageInvalid],
    ['age', 30.5, V.ageInvalid],
    ['cellphone', '300123456', V.cellphoneInvalid],
    ['cellphone', '30012345678', V.cellphoneInvalid],
    ['cellphone', '300123456a', V.cellphoneInvalid],
    ['documentNumber', '', V.documentNumberRequired],
    ['email', '', V.emailRequired],
    ['email', 'ana@', V.emailInvalid],
    // The reserved domain a deleted administrator's kept row is given (server/services/privacy.ts).
    ['email', 'eliminado-3@Canchas.INVALID', V.emailInvalid],
    ['password', 'Cl#1a', V.passwordHint],
    ['password', 'clave#2026ok', V.passwordHint],
    ['password', 'CLAVE#2026OK', V.passwordHint],
    ['password', 'Clave#clave', V.passwordHint],
    ['password', 'Clave2026ok', V.passwordHint],
    ['password', 'Clave 2026#ok', V.passwordHint],
    // Over the limits, the limit is said, not the e-mail's form or the password's kinds of character.
    ['email', `${'a'.repeat(111)}@correo.co`, V.tooLong(120)],
    ['password', `Clave#2026${'a'.repeat(119)}`, V.passwordTooLong],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(errors(registerFormSchema, { ...validRegister, [field]: value })[field]).toContain(message);
  });

  it('the confirmation must equal the password', () => {
    expect(errors(registerFormSchema, { ...validRegister, confirmPassword: 'Otra#2026ok' }).confirmPassword).toEqual([V.passwordsDontMatch]);
  });

  it('says the passwords differ even while the first one breaks its rule, and only the rule under the first', () => {
    const e = errors(registerFormSchema, { ...validRegister, password: 'corta', confirmPassword: 'otra' });
    expect(e.confirmPassword).toEqual([V.passwordsDontMatch]);
    expect(e.password).toEqual([V.passwordHint]);
    expect(errors(registerFormSchema, { ...validRegister, password: 'corta', confirmPassword: 'corta' }).confirmPassword).toBeUndefined();
  });

  it('a name over its limit gets the length message, not "required"', () => {
    expect(errors(registerFormSchema, { ...validRegister, firstName: 'A'.repeat(61) }).firstName).toEqual([V.tooLong(60)]);
    expect(errors(registerFormSchema, { ...validRegister, lastName: 'B'.repeat(61) }).lastName).toEqual(['Máximo 60 caracteres.']);
    expect(errors(registerFormSchema, { ...validRegister, firstName: 'A'.repeat(60) }).firstName).toBeUndefined();
  });

  it('counts characters as a person sees them: an emoji is one, not two', () => {
    const name = `Los Tigres ${'Á'.repeat(47)}🐯🇨🇴`;
    expect([...new Intl.Segmenter().segment(name)]).toHaveLength(60);
    expect(errors(teamFormSchema, { name, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 8 }).name).toBeUndefined();
    expect(errors(teamFormSchema, { name: `${name}🐯`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 8 }).name).toEqual([V.tooLong(60)]);
  });

  it('holds a letter with stacked accents to four UTF-16 units a character: one grapheme cannot be a thousand', () => {
    const team = { city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 8 };
    const stacked = `Cancha${'\u0301'.repeat(25_000)}`;
    expect([...new Intl.Segmenter().segment(stacked)]).toHaveLength(6);
    expect(errors(teamFormSchema, { ...team, name: stacked }).name).toEqual([V.tooLong(60)]);
    expect(errors(teamFormSchema, { ...team, name: `Los Tigres ${'e\u0301\u0323\u0302'.repeat(10)}` }).name).toBeUndefined();
    expect(errors(teamFormSchema, { ...team, name: '🇨🇴'.repeat(60) }).name).toBeUndefined();
  });

  it('accepts every symbol of the allowed set and the messages say so', () => {
    for (const symbol of '@$!%*?&#()_-^+=') {
      expect(v.safeParse(registerPayloadSchema, { ...validRegister, password: `Clave2026${symbol}` }).success).toBe(true);
    }
    expect(V.passwordHint).toBe('Mínimo 8 caracteres, con mayúsculas, minúsculas, número y símbolo.');
  });

  it('takes a sign-up only with the data-treatment policy accepted; the cellphone is hidden unless chosen', () => {
    for (const acceptedPolicy of [undefined, false, 'true']) {
      const result = v.safeParse(registerPayloadSchema, { ...validRegister, acceptedPolicy });
      expect(result.success).toBe(false);
      expect(result.issues?.[0].message).toBe(MSG.privacy.consentRequired);
    }
    expect(v.parse(registerPayloadSchema, validRegister).showCellphone).toBe(false);
    expect(v.parse(registerPayloadSchema, { ...validRegister, showCellphone: true }).showCellphone).toBe(true);
  });

  it('normalises the e-mail so logins are case-insensitive', () => {
    const out = v.parse(registerPayloadSchema, { ...validRegister, email: '  Ana@Correo.CO ' });
    expect(out.email).toBe('ana@correo.co');
  });
});

describe('login form', () => {
  it('requires a valid role, e-mail and password', () => {
    expect(errors(loginSchema, { role: 'X', email: '', password: '' })).toEqual({
      role: [V.roleRequired],
      email: [V.emailRequired],
      password: [V.passwordRequired],
    });
    expect(errors(loginSchema, { role: 'PLAYER', email: 'no-es-correo', password: 'x' }).email).toEqual([V.emailInvalid]);
  });
});

describe('field form', () => {
  const field = {
    name: 'La 10',
    address: 'Cra 1',
    city: 'Cartagena',
    hourlyRate: 90000,
    openingHour: '08:00',
    closingHour: '22:00',
    status: 'ACTIVE',
  };
  it('accepts a valid field', () => expect(v.safeParse(fieldFormSchema, field).success).toBe(true));
  it.each([
    ['name', '', V.fieldNameRequired],
    ['address', '', V.addressRequired],
    ['city', '', V.cityRequired],
    ['hourlyRate', -1, V.hourlyRateInvalid],
    ['hourlyRate', '', V.hourlyRateInvalid],
    // Whole pesos, as the form takes them: a fraction would be rounded by the database, 0.004 to free.
    ['hourlyRate', 0.004, V.pesosWhole],
    ['hourlyRate', 80000.125, V.pesosWhole],
    ['nightRate', 0.5, V.pesosWhole],
    ['weekendRate', 95000.5, V.pesosWhole],
    ['hourlyRate', Infinity, V.rateTooHigh],
    ['openingHour', '', V.openingHourRequired],
    ['closingHour', '', V.closingHourRequired],
    ['closingHour', '25:00', V.closingHourInvalid],
    ['status', '', V.statusRequired],
  ])('%s = %j gives "%s"', (key, value, message) => {
    expect(errors(fieldFormSchema, { ...field, [key]: value })[key]).toContain(message);
  });
  it('closing must come after opening', () => {
    expect(errors(fieldFormSchema, { ...field, closingHour: '08:00' }).closingHour).toEqual([V.closingAfterOpening]);
  });
  it('a field open until midnight closes at 24:00, which the time input (12:00 a. m.) gives as 00:00', () => {
    expect(v.parse(fieldFormSchema, { ...field, openingHour: '16:00', closingHour: '24:00' }).closingHour).toBe('24:00');
    expect(v.parse(fieldFormSchema, { ...field, openingHour: '16:00', closingHour: '00:00' }).closingHour).toBe('24:00');
    expect(v.parse(fieldFormSchema, { ...field, openingHour: '00:00', closingHour: '00:00' })).toMatchObject({
      openingHour: '00:00',
      closingHour: '24:00',
    });
    expect(v.parse(fieldFormSchema, { ...field, openingHour: '16:00', closingHour: '00:00', nightRate: 100000, nightFrom: '23:00' }).nightFrom).toBe(
      '23:00',
    );
    expect(errors(fieldFormSchema, { ...field, openingHour: '24:00' }).openingHour).toEqual([V.openingHourInvalid]);
    expect(errors(fieldFormSchema, { ...field, closingHour: '24:30' }).closingHour).toEqual([V.closingHourInvalid]);
  });

  describe('rates by time band and the booking horizon', () => {
    const banded = { ...field, nightRate: 100000, nightFrom: '18:00', weekendRate: 110000, bookingHorizonDays: 30 };
    it('accepts night, weekend and horizon, and reads empty inputs as "none" and an absent horizon as 60', () => {
      expect(v.parse(fieldFormSchema, banded)).toMatchObject({ nightRate: 100000, nightFrom: '18:00', weekendRate: 110000, bookingHorizonDays: 30 });
      expect(v.parse(fieldFormSchema, { ...field, nightRate: '', nightFrom: null, weekendRate: '' })).toMatchObject({
        nightRate: null,
        nightFrom: null,
        weekendRate: null,
        bookingHorizonDays: 60,
      });
      expect(v.parse(fieldFormSchema, { ...field, nightFrom: '' }).nightFrom).toBeNull();
    });
    it.each([
      ['nightRate', -1, V.nightRateInvalid],
      ['weekendRate', -5, V.weekendRateInvalid],
      ['weekendRate', 'mucho', V.weekendRateInvalid],
      ['bookingHorizonDays', 0, V.bookingHorizonInvalid],
      ['bookingHorizonDays', 366, V.bookingHorizonInvalid],
      ['bookingHorizonDays', 7.5, V.bookingHorizonInvalid],
      ['bookingHorizonDays', '', V.bookingHorizonInvalid],
    ])('%s = %j gives "%s"', (key, value, message) => {
      expect(errors(fieldFormSchema, { ...banded, [key]: value })[key]).toContain(message);
    });
    it('a night rate needs its "Desde", and "Desde" needs a night rate', () => {
      expect(errors(fieldFormSchema, { ...banded, nightFrom: null }).nightFrom).toEqual([V.nightFromRequired]);
      expect(errors(fieldFormSchema, { ...banded, nightRate: '' }).nightRate).toEqual([V.nightRateRequired]);
    });
    it.each(['08:00', '07:00', '22:00', '23:00', '18:15', '25:00'])('"Desde" %s outside 08:00–22:00 or off :00/:30 is refused', (nightFrom) => {
      expect(errors(fieldFormSchema, { ...banded, nightFrom }).nightFrom).toContain(V.nightFromOutsideHours);
    });
    it.each(['08:30', '18:30', '21:30'])('"Desde" %s within the hours is accepted', (nightFrom) => {
      expect(v.safeParse(fieldFormSchema, { ...banded, nightFrom }).success).toBe(true);
    });
  });
});

describe('team form', () => {
  const team = { name: 'Los Costeños', city: 'Cartagena', neighborhood: 'Getsemaní', maxPlayers: 4 };
  it('accepts 4 players, the minimum', () => expect(v.safeParse(teamFormSchema, team).success).toBe(true));
  it.each([
    ['name', '', V.teamNameRequired],
    ['city', '', V.cityRequired],
    ['neighborhood', '', V.neighborhoodRequired],
    ['maxPlayers', 3, V.maxPlayersMin],
    ['maxPlayers', '', V.maxPlayersMin],
  ])('%s = %j gives "%s"', (key, value, message) => {
    expect(errors(teamFormSchema, { ...team, [key]: value })[key]).toContain(message);
  });
  it('the rule and its message agree on 4', () => {
    expect(V.maxPlayersMin).toBe('Debe ingresar un número mayor o igual a 4.');
  });
});

describe('application and player search', () => {
  it.each(['ab', 'x'.repeat(201), '   '])('description %j is refused', (description) => {
    expect(errors(applicationFormSchema, { description }).description).toEqual([V.descriptionLength]);
  });
  it.each(['abc', 'x'.repeat(200)])('description of %#th edge length is accepted', (description) => {
    expect(v.safeParse(applicationFormSchema, { description }).success).toBe(true);
  });
  it('counts a description and a manual booking’s note as a person sees them: an emoji is one character', () => {
    expect(errors(applicationFormSchema, { description: '👋👋' }).description).toEqual([V.descriptionLength]);
    expect(v.safeParse(applicationFormSchema, { description: '⚽'.repeat(200) }).success).toBe(true);
    expect(errors(applicationFormSchema, { description: '⚽'.repeat(201) }).description).toEqual([V.descriptionLength]);
    const note = manualReservationSchema.entries.note;
    expect(v.safeParse(note, '🇨🇴'.repeat(200)).success).toBe(true);
    expect(v.safeParse(note, '🇨🇴'.repeat(201)).issues?.[0].message).toBe(V.noteLength);
    expect(errors(applicationFormSchema, { description: `Hola${'\u0301'.repeat(5_000)}` }).description).toEqual([V.descriptionLength]);
    expect(v.safeParse(note, `a${'\u0301'.repeat(5_000)}`).issues?.[0].message).toBe(V.noteLength);
  });
  it('a manual booking’s note may hold line breaks, not other control or direction-override characters, and must be text', () => {
    const note = manualReservationSchema.entries.note;
    expect(v.safeParse(note, 'Pagó la mitad.\nTrae balón.').success).toBe(true);
    expect(v.safeParse(note, 'a\u0007\u001b[31mb').issues?.[0].message).toBe(V.textControlCharacters);
    expect(v.safeParse(note, 'a\u202eb').issues?.[0].message).toBe(V.textControlCharacters);
    expect(v.safeParse(note, 5).issues?.[0].message).toBe(V.invalidData);
  });
  it('player e-mail is required and valid', () => {
    expect(errors(playerSearchSchema, { email: '' }).email).toEqual([V.playerEmailRequired]);
    expect(errors(playerSearchSchema, { email: 'a@' }).email).toEqual([V.emailInvalid]);
  });
});

describe('reservation form', () => {
  const form = { reservationDate: '2026-11-23', startTime: '18:30', hours: 2 };
  it('accepts :00 and :30 starts and 1 to 3 hours', () => {
    for (const startTime of ['07:00', '07:30'])
      for (const hours of [1, 2, 3]) {
        expect(v.safeParse(reservationFormSchema, { ...form, startTime, hours }).success).toBe(true);
      }
  });
  it.each([
    ['reservationDate', '', V.reservationDate],
    ['reservationDate', '2026-02-30', V.reservationDate],
    ['startTime', '18:15', V.startTime],
    ['startTime', '', V.startTime],
    ['hours', 0, V.hours],
    ['hours', 4, V.hours],
    ['hours', 1.5, V.hours],
  ])('%s = %j gives "%s"', (key, value, message) => {
    expect(errors(reservationFormSchema, { ...form, [key]: value })[key]).toContain(message);
  });
  it('the availability request adds the team and field ids', () => {
    expect(v.safeParse(availabilityRequestSchema, { ...form, teamId: 1, fieldId: '2' }).success).toBe(true);
    expect(errors(availabilityRequestSchema, { ...form, teamId: 0, fieldId: 2 }).teamId).toEqual([V.invalidId]);
  });
  it('a booking’s agreed price is a finite amount of whole pesos (JSON’s 1e999 reads as Infinity)', () => {
    const booking = { ...form, teamId: 1, fieldId: 2 };
    expect(v.safeParse(reservationCreateSchema, { ...booking, price: 190000 }).success).toBe(true);
    expect(errors(reservationCreateSchema, { ...booking, price: Infinity }).price?.[0]).toBe(V.invalidData);
    expect(errors(reservationCreateSchema, { ...booking, price: 190000.5 }).price).toEqual([MSG.privacy.amountNotWhole]);
  });
});

describe('amounts of money', () => {
  it('are whole pesos: a payment or refund with centavos says so', () => {
    expect(v.parse(paymentSchema, { paid: 50000 })).toEqual({ paid: 50000, method: 'CASH' });
    for (const [schema, key] of [
      [paymentSchema, 'paid'],
      [refundSchema, 'refunded'],
    ] as const) {
      const result = v.safeParse(schema, { [key]: 50000.5 });
      expect(result.issues?.[0].message).toBe(MSG.privacy.amountNotWhole);
    }
  });
});
