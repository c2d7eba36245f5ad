/**
 * valibot schemas of every form and payload (docs/product.md: Data, Validation, Calls). The app's forms and the server's input
 * validation use these same schemas, so a rule and its message exist once.
 */
import * as v from 'valibot';
import {
  AGE_MAX,
  AGE_MIN,
  APPLICATION_STATUSES,
  BOOKING_MAX_HOURS,
  BOOKING_MIN_HOURS,
  CLOSURE_REASON_MAX_LENGTH,
  DEFAULT_CITY,
  DEFAULT_DOCUMENT_TYPE,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  DOCUMENT_TYPES,
  DOWNLOAD_MAX_DAYS,
  MAX_PAGE_SIZE,
  PESOS_MAX,
  NOTE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESERVATION_STATUSES,
  ROLES,
  SERIES_MAX_WEEKS,
  SERIES_MIN_WEEKS,
  PAYMENT_METHODS,
} from './constants';
import * as MSG from './messages';
import { email } from './emailSchema';
import { cellphoneText, isVisiblyBlank, maxCharacters, ONE_LINE_FORBIDDEN, requiredText, wholeNumberBetween } from './schemaParts';
import { fieldEntries, fieldRules } from './fieldSchema';
import { teamEntries } from './teamSchema';
import { DIRECTORY_PAGE_MAX } from './privacy';
import { daysBetween, isOnSlotStep, isValidDate, isWalkInSlot } from './time';
import { appNow } from './clock';

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#()_\-^+=])[A-Za-z\d@$!%*?&#()_\-^+=]+$/;

const password = v.config(
  v.pipe(
    v.string(MSG.validation.passwordRequired),
    v.nonEmpty(MSG.validation.passwordRequired),
    v.minLength(PASSWORD_MIN_LENGTH, MSG.validation.passwordHint),
    v.maxLength(128, MSG.validation.passwordTooLong),
    v.regex(PASSWORD_PATTERN, MSG.validation.passwordHint),
  ),
  { abortPipeEarly: true },
);

export const idSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))], MSG.validation.invalidId),
  v.number(MSG.validation.invalidId),
  v.integer(MSG.validation.invalidId),
  v.minValue(1, MSG.validation.invalidId),
  v.maxValue(2_147_483_647, MSG.validation.invalidId),
);

export const roleSchema = v.picklist(ROLES, MSG.validation.roleRequired);

// ---- Auth ----

export const loginSchema = v.object({
  role: roleSchema,
  email: email(),
  password: v.config(
    v.pipe(v.string(MSG.validation.passwordRequired), v.nonEmpty(MSG.validation.passwordRequired), v.maxLength(128, MSG.validation.passwordTooLong)),
    {
      abortPipeEarly: true,
    },
  ),
});
export type LoginForm = v.InferOutput<typeof loginSchema>;
export const credentialsSchema = v.omit(loginSchema, ['role']);

const profileEntries = {
  firstName: requiredText(MSG.validation.firstNameRequired, 60),
  lastName: requiredText(MSG.validation.lastNameRequired, 60),
  city: requiredText(MSG.validation.cityRequired, 60),
  age: wholeNumberBetween(AGE_MIN, AGE_MAX, MSG.validation.ageInvalid),
  cellphone: cellphoneText(),
  documentType: v.picklist(DOCUMENT_TYPES, MSG.validation.documentTypeRequired),
  documentNumber: v.pipe(
    v.string(MSG.validation.documentNumberRequired),
    v.trim(),
    v.nonEmpty(MSG.validation.documentNumberRequired),
    v.regex(/^[A-Za-z0-9]{4,20}$/, MSG.validation.documentNumberRequired),
  ),
  email: email(),
};

/**
 * A document number as stored and compared: a cédula's or a tarjeta de identidad's digits without leading
 * zeros ('01047100001' is the cédula 1047100001, which the same person could otherwise register twice).
 */
export function canonicalDocumentNumber(type: string, number: string): string {
  return (type === 'CC' || type === 'TI') && /^\d+$/.test(number) ? number.replace(/^0+(?=\d)/, '') : number;
}

/** What /auth/player/register and /auth/admin/register accept. */
export const registerPayloadSchema = v.object({
  ...profileEntries,
  password,
  /** The data-treatment policy accepted (docs/product.md, "Your data and your rights"): only `true` registers. */
  acceptedPolicy: v.literal(true, MSG.privacy.consentRequired),
  /** A player's 'Mostrar mi celular a otros jugadores'; off unless chosen (ignored for an administrator). */
  showCellphone: v.optional(v.boolean(MSG.validation.invalidData), false),
});
export type RegisterPayload = v.InferOutput<typeof registerPayloadSchema>;

/** The register form: the payload plus the user type and the confirmation, which is not sent. */
export const registerFormSchema = v.pipe(
  v.object({
    ...profileEntries,
    password,
    role: roleSchema,
    confirmPassword: v.string(MSG.validation.passwordsDontMatch),
    acceptedPolicy: registerPayloadSchema.entries.acceptedPolicy,
    showCellphone: v.boolean(MSG.validation.invalidData),
  }),
  // Checked whenever the confirmation itself is a string, whether or not the password passes its rule (the
  // password is read from the whole input: partialCheck would otherwise wait for it to be valid).
  v.forward(
    v.partialCheck([['confirmPassword']], (i) => i.confirmPassword === (i as { password?: unknown }).password, MSG.validation.passwordsDontMatch),
    ['confirmPassword'],
  ),
);
export type RegisterForm = v.InferInput<typeof registerFormSchema>;
export const registerFormDefaults = {
  role: 'PLAYER' as string,
  firstName: '',
  lastName: '',
  city: DEFAULT_CITY,
  age: '' as number | '',
  cellphone: '',
  documentType: DEFAULT_DOCUMENT_TYPE as string,
  documentNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
  /** 'Acepto la Política de tratamiento de datos personales': required, never ticked for the person. */
  acceptedPolicy: false as boolean,
  /** 'Mostrar mi celular a otros jugadores': off unless chosen. */
  showCellphone: false,
};

export const refreshSchema = v.object({
  email: v.pipe(v.string(MSG.validation.invalidData), v.maxLength(120, MSG.validation.invalidData)),
  token: v.pipe(v.string(MSG.validation.invalidData), v.maxLength(4096, MSG.validation.invalidData)),
});

/** The password the user has now: asked again before the e-mail or the password changes. */
const currentPassword = v.config(
  v.pipe(
    v.string(MSG.validation.currentPasswordRequired),
    v.nonEmpty(MSG.validation.currentPasswordRequired),
    v.maxLength(128, MSG.validation.currentPasswordRequired),
  ),
  { abortPipeEarly: true },
);

/**
 * PUT /user/player and /user/admin: a user edits their own profile. Changing the e-mail needs
 * `currentPassword` (the server answers 400 CURRENT_PASSWORD_REQUIRED without it).
 */
export const profileUpdateSchema = v.object({
  id: idSchema,
  ...profileEntries,
  currentPassword: v.optional(currentPassword),
  /** A player's 'Mostrar mi celular a otros jugadores'; absent: as it was. */
  showCellphone: v.optional(v.boolean(MSG.validation.invalidData)),
});

/** POST /user/me/consent: the policy in force accepted again after it changed. */
export const consentSchema = v.object({ acceptedPolicy: v.literal(true, MSG.privacy.consentStillRequired) });

/** DELETE /user/me: the account's password, asked again. */
export const accountDeleteSchema = v.object({ password: currentPassword });
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>;

/** PUT /user/password: the password now and the new one. */
export const passwordChangeSchema = v.object({ currentPassword, newPassword: password });
export type PasswordChange = v.InferOutput<typeof passwordChangeSchema>;

/** The profile's password form: the payload plus the confirmation, which is not sent. */
export const passwordChangeFormSchema = v.pipe(
  v.object({ currentPassword, newPassword: password, confirmPassword: v.string(MSG.validation.passwordsDontMatch) }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (i) => i.newPassword === i.confirmPassword, MSG.validation.passwordsDontMatch),
    ['confirmPassword'],
  ),
);
export type PasswordChangeForm = v.InferInput<typeof passwordChangeFormSchema>;
export const passwordChangeFormDefaults: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

// ---- Fields ----

const fieldCreateObject = v.object({ ...fieldEntries, adminId: v.optional(idSchema) });
const fieldUpdateObject = v.object({
  ...fieldEntries,
  id: idSchema,
  adminId: v.optional(idSchema),
  /** Cancel the ACTIVE reservations the new hours leave outside, instead of refusing (docs/api.md). */
  cancelOutside: v.optional(v.boolean()),
});
export const fieldCreateSchema = v.pipe(fieldCreateObject, fieldRules<v.InferOutput<typeof fieldCreateObject>>());
export const fieldUpdateSchema = v.pipe(fieldUpdateObject, fieldRules<v.InferOutput<typeof fieldUpdateObject>>());
export { fieldFormDefaults, fieldFormSchema, type FieldForm } from './fieldSchema';

// ---- Teams ----

export const teamCreateSchema = v.object({ ...teamEntries, ownerId: v.optional(idSchema) });
export const teamUpdateSchema = v.object({
  ...teamEntries,
  id: idSchema,
  ownerId: v.optional(idSchema),
  imageUrl: v.optional(v.nullable(v.string())),
});

// ---- Applications ----

/** A text of several lines may hold line breaks and tabs, and nothing else a one-line text may not. */
const hasTextForbidden = (text: string) => ONE_LINE_FORBIDDEN.test(text.replace(/[\t\r\n]/g, ''));

export const descriptionSchema = v.config(
  v.pipe(
    v.string(MSG.validation.descriptionLength),
    v.normalize('NFC'),
    v.trim(),
    v.check((text) => !isVisiblyBlank(text), MSG.validation.descriptionLength),
    v.check((text) => !hasTextForbidden(text), MSG.validation.textControlCharacters),
    v.minGraphemes(DESCRIPTION_MIN_LENGTH, MSG.validation.descriptionLength),
    ...maxCharacters(DESCRIPTION_MAX_LENGTH, MSG.validation.descriptionLength),
  ),
  { abortPipeEarly: true },
);
export const applicationFormSchema = v.object({ description: descriptionSchema });
export const applicationCreateSchema = v.object({ playerId: v.optional(idSchema), teamId: idSchema, description: descriptionSchema });
export const applicationAnswerSchema = v.object({
  statusRequest: v.picklist(APPLICATION_STATUSES.filter((s) => s !== 'PENDING') as ['ACCEPTED', 'REJECTED'], MSG.validation.invalidData),
});

// ---- Player search ----

export { playerSearchSchema } from './emailSchema';
export { teamFormDefaults, teamFormSchema, type TeamForm } from './teamSchema';

// ---- Reservations ----

export const reservationDateSchema = v.pipe(v.string(MSG.validation.reservationDate), v.check(isValidDate, MSG.validation.reservationDate));
export const startTimeSchema = v.pipe(v.string(MSG.validation.startTime), v.check(isOnSlotStep, MSG.validation.startTime));
export const hoursSchema = wholeNumberBetween(BOOKING_MIN_HOURS, BOOKING_MAX_HOURS, MSG.validation.hours);

/** The booking form; "today or later" depends on the clock and is checked by bookingRuleViolation. */
export const reservationFormSchema = v.object({
  reservationDate: reservationDateSchema,
  startTime: startTimeSchema,
  hours: hoursSchema,
});
export type ReservationForm = v.InferOutput<typeof reservationFormSchema>;

/**
 * 'Buscar cancha libre' (GET /field/free): a day, a start on :00 or :30 and 1 to 3 hours. The query carries
 * `date`, `start` and `hours` as text; the route reads them into these keys, so each refusal has the booking's
 * own code. "Today or later", the horizon and a start not yet begun depend on the clock (freeSearchRefusal).
 */
export const freeSearchSchema = v.object({
  reservationDate: reservationDateSchema,
  startTime: startTimeSchema,
  // One digit as text (the query) or a number (the form); ' 2', '2.0' or '02' are not hours.
  hours: v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'string' && /^\d$/.test(x) ? Number(x) : x)),
    hoursSchema,
  ),
});
export type FreeSearch = v.InferOutput<typeof freeSearchSchema>;

export const availabilityRequestSchema = v.object({
  teamId: idSchema,
  fieldId: idSchema,
  reservationDate: reservationDateSchema,
  startTime: startTimeSchema,
  hours: hoursSchema,
});
export type AvailabilityRequest = v.InferOutput<typeof availabilityRequestSchema>;

/**
 * An amount of pesos (a price, what was received or given back): 0 or more, at most PESOS_MAX, whole pesos
 * (AMOUNT_NOT_WHOLE otherwise); `message` for anything else.
 */
const pesosAmount = (message: string) =>
  v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(0, message),
    v.maxValue(PESOS_MAX, MSG.validation.amountTooHigh),
    v.integer(MSG.privacy.amountNotWhole),
  );

/** POST /reservation: the availability request plus the end time, which must agree with start + hours, and the agreed price. */
export const reservationCreateSchema = v.object({
  ...availabilityRequestSchema.entries,
  endTime: v.optional(v.string(MSG.validation.startTime)),
  /** The total the summary showed; when sent, the booking is refused (409 PRICE_CHANGED) if the rates now give another. */
  price: v.optional(pesosAmount(MSG.validation.invalidData)),
});

/**
 * PUT /reservation/{id}/payment: all the field's administrator has received for the reservation so far (a
 * deposit, or the whole price), in pesos; not an increment, so sending it again changes nothing.
 */
/** How the money changed hands; cash when not said (docs/api.md, "Cash book"). */
export const paymentMethodSchema = v.optional(v.picklist(PAYMENT_METHODS, MSG.payment.methodInvalid), 'CASH');
export const paymentSchema = v.object({ paid: pesosAmount(MSG.payment.invalid), method: paymentMethodSchema });
export type PaymentRequest = v.InferOutput<typeof paymentSchema>;

/**
 * PUT /reservation/{id}/refund: of what was received for a cancelled reservation, all its field's administrator
 * has given back, in pesos; not an increment either.
 */
export const refundSchema = v.object({ refunded: pesosAmount(MSG.refund.invalid), method: paymentMethodSchema });

/** PUT /reservation/{id}/attendance: the caller's 'Voy' (true) or 'No voy' (false) (docs/api.md, "Who is going"). */
export const attendanceAnswerSchema = v.object({ going: v.boolean(MSG.validation.invalidData) });
/** PUT /reservation/{id}/attendance/{playerId}/paid: whether the member paid their share to the team's owner. */
export const sharePaidSchema = v.object({ paid: v.boolean(MSG.validation.invalidData) });

const noteSchema = v.config(
  v.pipe(
    v.string(MSG.validation.invalidData),
    v.normalize('NFC'),
    v.trim(),
    v.check((text) => !hasTextForbidden(text), MSG.validation.textControlCharacters),
    ...maxCharacters(NOTE_MAX_LENGTH, MSG.validation.noteLength),
  ),
  { abortPipeEarly: true },
);
/** A customer's cellphone as the administrator corrects it: 10 digits (a correction never empties it; deleting the customer does). */
/** PUT /field/{id}/customer/{cellphone}: a customer's name and cellphone as the administrator corrects them. */
export const customerUpdateSchema = v.object({ name: requiredText(MSG.validation.customerNameRequired, 80), cellphone: cellphoneText() });
export type CustomerUpdate = v.InferOutput<typeof customerUpdateSchema>;

/** How many weeks a fixed turn runs: 2 to 26. */
export const weeksSchema = wholeNumberBetween(SERIES_MIN_WEEKS, SERIES_MAX_WEEKS, MSG.validation.weeks);

/** A customer's cellphone, or '' / absent for a walk-in's (docs/api.md, "Manual bookings": required otherwise). */

const manualEntries = {
  customerName: requiredText(MSG.validation.customerNameRequired, 80),
  customerCellphone: v.optional(cellphoneText(true)),
  reservationDate: reservationDateSchema,
  startTime: startTimeSchema,
  hours: hoursSchema,
};

/**
 * POST /reservation/manual (docs/api.md): a phone, WhatsApp or walk-in booking of the administrator's own
 * field; with `weeks`, a weekly fixed turn of that many weeks starting on reservationDate.
 */
export const manualReservationSchema = v.object({
  fieldId: idSchema,
  ...manualEntries,
  note: v.optional(noteSchema),
  weeks: v.optional(weeksSchema),
  /** A deposit already received (docs/product.md, "Payments"): recorded on the first date's booking, at most its price. */
  paid: v.optional(paymentSchema.entries.paid),
  /** How the deposit was received. */
  paidMethod: paymentMethodSchema,
});
export type ManualReservationRequest = v.InferOutput<typeof manualReservationSchema>;

/**
 * PUT /reservation/{id}/schedule: a manual booking moved by its field's administrator to another date and time
 * of the same field (docs/api.md, "Moving a manual booking"); the same day, start and length always move it to
 * the same place, so sending it again changes nothing.
 */
export const moveReservationSchema = v.object({
  reservationDate: reservationDateSchema,
  startTime: startTimeSchema,
  hours: hoursSchema,
});
export type MoveReservationRequest = v.InferOutput<typeof moveReservationSchema>;

/**
 * Whether a manual booking needs its customer's cellphone: every one but a walk-in's, a single booking of the slot
 * under way today (isWalkInSlot), whose customer is already on the pitch.
 */
export function needsCellphone(req: { reservationDate: string; startTime: string; weeks?: number }, now: Date = appNow()): boolean {
  return req.weeks !== undefined || !isWalkInSlot(req.reservationDate, req.startTime, now);
}

/** The 'Reserva manual' form: the request without the field, 'Repetir cada semana' and its weeks. */
export const manualReservationFormSchema = v.pipe(
  v.object({
    ...manualEntries,
    note: noteSchema,
    repeat: v.boolean(),
    weeks: v.union([v.number(), v.literal('')], MSG.validation.weeks),
    paid: v.union([v.literal(''), paymentSchema.entries.paid], MSG.payment.invalid),
    paidMethod: paymentMethodSchema,
  }),
  v.forward(
    v.partialCheck([['repeat'], ['weeks']], (f) => !f.repeat || v.is(weeksSchema, f.weeks), MSG.validation.weeks),
    ['weeks'],
  ),
  v.forward(
    v.partialCheck(
      [['customerCellphone'], ['reservationDate'], ['startTime'], ['repeat']],
      (f) => Boolean(f.customerCellphone) || !needsCellphone({ ...f, weeks: f.repeat ? 1 : undefined }),
      MSG.validation.customerCellphoneRequired,
    ),
    ['customerCellphone'],
  ),
);
export type ManualReservationForm = v.InferInput<typeof manualReservationFormSchema>;

/** The request a valid form sends for a field: a single booking, or a fixed turn of `weeks` weeks. */
export function manualRequestOf(fieldId: number, form: v.InferOutput<typeof manualReservationFormSchema>): ManualReservationRequest {
  const { repeat, weeks, note, paid, ...rest } = form;
  const { customerCellphone, ...others } = rest;
  return {
    fieldId,
    ...others,
    ...(customerCellphone ? { customerCellphone } : {}),
    ...(note ? { note } : {}),
    ...(repeat && typeof weeks === 'number' ? { weeks } : {}),
    ...(typeof paid === 'number' && paid > 0 ? { paid } : {}),
  };
}
export const manualReservationFormDefaults: ManualReservationForm = {
  customerName: '',
  customerCellphone: '',
  reservationDate: '',
  startTime: '',
  hours: 1,
  note: '',
  repeat: false,
  weeks: 4,
  paid: '',
  paidMethod: 'CASH',
};

export const reservationFilterSchema = v.object({
  // Any real date, past ones too: a filter looks back as well as ahead.
  date: v.optional(v.pipe(v.string(MSG.validation.filterDate), v.check(isValidDate, MSG.validation.filterDate))),
  status: v.optional(v.picklist(RESERVATION_STATUSES, MSG.validation.invalidData)),
  teamId: v.optional(idSchema),
  fieldId: v.optional(idSchema),
  page: v.pipe(v.string(MSG.validation.invalidData), v.regex(/^\d{1,6}$/, MSG.validation.invalidData), v.transform(Number)),
  size: v.pipe(
    v.string(MSG.validation.invalidData),
    v.regex(/^\d{1,3}$/, MSG.validation.invalidData),
    v.transform(Number),
    v.minValue(1, MSG.validation.invalidData),
    v.maxValue(MAX_PAGE_SIZE, MSG.validation.invalidData),
  ),
});

/** PUT /field/{id}/closed-days/{date}: why the field is closed that day, if said ('' or absent: null). */
export const closedDaySchema = v.object({
  reason: v.optional(
    v.config(
      v.pipe(
        v.union([v.string(MSG.validation.invalidData), v.null()], MSG.validation.invalidData),
        v.transform((text) => (text ?? '').normalize('NFC').trim()),
        v.check((text) => !ONE_LINE_FORBIDDEN.test(text), MSG.validation.textControlCharacters),
        ...maxCharacters(CLOSURE_REASON_MAX_LENGTH, MSG.closure.reasonLength),
        // Nothing but invisible format characters (zero-width spaces, say) would show as nothing: no reason.
        v.transform((text) => (/[^\p{Cf}\s]/u.test(text) ? text : null)),
      ),
      { abortPipeEarly: true },
    ),
    null,
  ),
});
export const closedDateSchema = v.pipe(v.string(MSG.closure.dateInvalid), v.check(isValidDate, MSG.closure.dateInvalid));

/** PUT /field/{id}/news/seen: the news read at `until` (their `readAt`) are seen. */
export const newsSeenSchema = v.object({
  until: v.pipe(
    v.string(MSG.validation.invalidData),
    v.isoTimestamp(MSG.validation.invalidData),
    // A day that exists: the shape alone lets 30 February through, which Date rolls over into March.
    v.check((until) => isValidDate(until.slice(0, 10)), MSG.validation.invalidData),
  ),
});

/** GET /field/{id}/cash: the Bogota day of the cash book, a real day of years 2000 to 9998 (the next day is computed). */
export const cashDateSchema = v.pipe(
  v.string(MSG.cash.dateInvalid),
  v.check((date) => isValidDate(date) && date >= '2000-01-01' && date <= '9998-12-31', MSG.cash.dateInvalid),
);

/** A download's first or last day: any real day, whatever its year (a period without bookings gives their headings). */
const periodDate = v.pipe(v.string(MSG.download.dateInvalid), v.check(isValidDate, MSG.download.dateInvalid));

/** GET /reservation/field/{id}/download: the first and last day, at most DOWNLOAD_MAX_DAYS days. */
export const reservationDownloadSchema = v.config(
  v.pipe(
    v.object({ from: periodDate, to: periodDate }),
    v.check(({ from, to }) => from <= to, MSG.download.rangeReversed),
    v.check(({ from, to }) => daysBetween(from, to) < DOWNLOAD_MAX_DAYS, MSG.download.rangeTooLong),
  ),
  // The period is judged only once both are dates.
  { abortPipeEarly: true },
);

/** A browser's PushSubscription as its `toJSON()` writes it ('Avisos en este teléfono', docs/api.md "Push"). */
/** A key of `bytes` bytes in base64url (its padding optional): a key of another length could never be used. */
const base64urlKey = (bytes: number) =>
  v.pipe(
    v.string(MSG.validation.invalidData),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, MSG.validation.invalidData),
    v.check((key) => Math.floor((key.replace(/=+$/, '').length * 3) / 4) === bytes, MSG.validation.invalidData),
  );
const pushEndpoint = v.pipe(v.string(MSG.validation.invalidData), v.maxLength(2000, MSG.validation.invalidData), v.url(MSG.validation.invalidData));
export const pushSubscriptionSchema = v.object({
  endpoint: pushEndpoint,
  expirationTime: v.optional(v.nullable(v.number(MSG.validation.invalidData))),
  // The browser's P-256 public key (65 bytes, uncompressed) and its 16-byte secret (RFC 8291).
  keys: v.object({ p256dh: base64urlKey(65), auth: base64urlKey(16) }),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = v.object({ endpoint: pushEndpoint });

/** `?page=&size=`: a page from 0, of 1 to `max` items (20 unless asked); a larger `size` says `tooLarge`. */
const pageQuery = (max: number, tooLarge: string) =>
  v.object({
    page: v.optional(v.pipe(v.string(MSG.validation.invalidData), v.regex(/^\d{1,6}$/, MSG.validation.invalidData), v.transform(Number)), '0'),
    size: v.optional(
      v.pipe(
        v.string(MSG.validation.invalidData),
        v.regex(/^\d{1,3}$/, MSG.validation.invalidData),
        v.transform(Number),
        v.minValue(1, MSG.validation.invalidData),
        v.maxValue(max, tooLarge),
      ),
      '20',
    ),
  });
/** The player directory's pages (`GET /user/player`). */
export const pageQuerySchema = pageQuery(DIRECTORY_PAGE_MAX, MSG.privacy.pageTooLarge);
/** The pages of 'Avisos' (`GET /notification`): up to 100 notices. */
export const noticePageQuerySchema = pageQuery(100, MSG.validation.invalidData);

/** The first message of a failed validation, for a toast or a 400 body. */
export function firstIssueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? MSG.validation.invalidData;
}
