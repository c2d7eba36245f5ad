/**
 * The field form's schema ('Registrar cancha', 'Editar cancha'), apart from ./schemas.ts for the form's screen
 * (./schemaParts.ts); ./schemas.ts builds the create and update payloads from the same entries and rules.
 */
import * as v from 'valibot';
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
  DEFAULT_CITY,
  FIELD_STATUSES,
  PAYMENT_INSTRUCTIONS_MAX_LENGTH,
  RATE_MAX,
} from './constants';
import * as MSG from './messages';
import { cellphoneText, isVisiblyBlank, maxCharacters, ONE_LINE_FORBIDDEN, requiredText, wholeNumberBetween } from './schemaParts';
import { CLOSING_PATTERN, closingHourOf, isOnSlotStep, TIME_PATTERN, timeToMinutes } from './time';

/** A time of `pattern` ('HH:mm' by default): missing says `message`, one that is no such time `invalid`. */
const hourOfDay = (message: string, invalid = message, pattern = TIME_PATTERN) =>
  v.config(v.pipe(v.string(message), v.nonEmpty(message), v.regex(pattern, invalid)), { abortPipeEarly: true });

/** A rate in whole pesos, as the form takes it (`parsePesos`): an API call's 0.004 is refused, not saved as free. */
const rate = (message: string) =>
  v.pipe(v.number(message), v.minValue(0, message), v.maxValue(RATE_MAX, MSG.validation.rateTooHigh), v.integer(MSG.validation.pesosWhole));
/** Absent, null or an empty form input: the field has no such rate (null). */
const noValue = [v.literal(''), v.null()] as const;
const emptyToNull = <T>(value: T | '') => (value === '' ? null : value);
const optionalRate = (message: string) => v.optional(v.pipe(v.union([...noValue, rate(message)], message), v.transform(emptyToNull)), null);

export const fieldEntries = {
  name: requiredText(MSG.validation.fieldNameRequired, 80),
  address: requiredText(MSG.validation.addressRequired, 120),
  city: requiredText(MSG.validation.cityRequired, 60),
  /** The day rate ('Tarifa diurna'). */
  hourlyRate: rate(MSG.validation.hourlyRateInvalid),
  /** 'Tarifa nocturna' and its 'Desde': both or neither (checked by fieldRules). */
  nightRate: optionalRate(MSG.validation.nightRateInvalid),
  nightFrom: v.optional(
    v.pipe(v.union([...noValue, hourOfDay(MSG.validation.nightFromOutsideHours)], MSG.validation.nightFromOutsideHours), v.transform(emptyToNull)),
    null,
  ),
  /** 'Tarifa fin de semana y festivos'. */
  weekendRate: optionalRate(MSG.validation.weekendRateInvalid),
  /** 'Se puede reservar hasta N días antes'. */
  bookingHorizonDays: v.optional(
    wholeNumberBetween(BOOKING_HORIZON_MIN_DAYS, BOOKING_HORIZON_MAX_DAYS, MSG.validation.bookingHorizonInvalid),
    BOOKING_HORIZON_DAYS,
  ),
  openingHour: hourOfDay(MSG.validation.openingHourRequired, MSG.validation.openingHourInvalid),
  /** 'HH:mm' or '24:00' (midnight); '00:00' is read as '24:00'. */
  closingHour: v.pipe(hourOfDay(MSG.validation.closingHourRequired, MSG.validation.closingHourInvalid, CLOSING_PATTERN), v.transform(closingHourOf)),
  status: v.picklist(FIELD_STATUSES, MSG.validation.statusRequired),
  /** 'WhatsApp de la cancha': a cellphone as the product takes one (10 digits); empty or absent: none (null). */
  whatsapp: v.optional(
    v.pipe(
      v.nullable(cellphoneText(true)),
      v.transform((text) => text || null),
    ),
    null,
  ),
  /** 'Cómo pagar el abono': one line of up to 200 characters; empty or absent: none (null). */
  paymentInstructions: v.optional(
    v.pipe(
      v.nullable(
        v.config(
          v.pipe(
            v.string(MSG.validation.paymentInstructionsLength),
            v.normalize('NFC'),
            v.trim(),
            v.check((text) => !ONE_LINE_FORBIDDEN.test(text), MSG.validation.controlCharacters),
            ...maxCharacters(PAYMENT_INSTRUCTIONS_MAX_LENGTH, MSG.validation.paymentInstructionsLength),
          ),
          { abortPipeEarly: true },
        ),
      ),
      v.transform((text) => (text === null || isVisiblyBlank(text) ? null : text)),
    ),
    null,
  ),
};

interface FieldRules {
  openingHour: string;
  closingHour: string;
  nightRate: number | null;
  nightFrom: string | null;
}

/**
 * The rules between a field's inputs: closing after opening; a night rate and its 'Desde' both or neither;
 * 'Desde' on :00 or :30, after opening and before closing (so it splits the day in two bands).
 */
export function fieldRules<T extends FieldRules>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const field = dataset.value;
    const issue = (key: keyof FieldRules, message: string) =>
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: field as unknown as Record<string, unknown>, key, value: field[key] }] });
    const opening = timeToMinutes(field.openingHour);
    const closing = timeToMinutes(field.closingHour);
    if (closing <= opening) issue('closingHour', MSG.validation.closingAfterOpening);
    if (field.nightRate !== null && field.nightFrom === null) issue('nightFrom', MSG.validation.nightFromRequired);
    if (field.nightRate === null && field.nightFrom !== null) issue('nightRate', MSG.validation.nightRateRequired);
    if (field.nightFrom !== null) {
      const from = timeToMinutes(field.nightFrom);
      if (!isOnSlotStep(field.nightFrom) || from <= opening || from >= closing) issue('nightFrom', MSG.validation.nightFromOutsideHours);
    }
  });
}

const fieldObject = v.object(fieldEntries);

export const fieldFormSchema = v.pipe(fieldObject, fieldRules<v.InferOutput<typeof fieldObject>>());
export type FieldForm = v.InferOutput<typeof fieldFormSchema>;
export const fieldFormDefaults = {
  name: '',
  address: '',
  city: DEFAULT_CITY,
  hourlyRate: '' as number | '',
  nightRate: '' as number | '',
  nightFrom: null as string | null,
  weekendRate: '' as number | '',
  bookingHorizonDays: BOOKING_HORIZON_DAYS as number | '',
  openingHour: '',
  closingHour: '',
  status: 'ACTIVE' as string,
  whatsapp: '',
  paymentInstructions: '',
};
