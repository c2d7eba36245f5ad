/**
 * Reading request input through the domain's valibot schemas: bad input becomes a Spanish 400 with a
 * stable code. No message of the validator itself (English) ever reaches a client.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { ErrorCode } from '../../domain/errors';
import * as MSG from '../../domain/messages';
import type { RequestKey } from '../services/requestAnswers';
import { badRequest, HttpError, type ErrorDetails } from './errors';

type Schema = v.GenericSchema<unknown, unknown>;

/** Input keys whose refusal has a code of its own; any other key is VALIDATION_FAILED. */
const KEY_CODES: Record<string, ErrorCode> = {
  reservationDate: 'BOOKING_DATE_INVALID',
  startTime: 'BOOKING_TIME_INVALID',
  hours: 'BOOKING_HOURS_INVALID',
  currentPassword: 'CURRENT_PASSWORD_REQUIRED',
  acceptedPolicy: 'CONSENT_REQUIRED',
};

type Entries = Record<string, { message?: unknown; entries?: Entries }>;

/** The message of the schema at `path` (an object's entry), to say what a missing key needed. */
function entryMessage(schema: unknown, path: readonly v.IssuePathItem[] | undefined, key: string): string | undefined {
  let entries = (schema as { entries?: Entries }).entries;
  for (const item of path ?? []) entries = entries?.[String(item.key)]?.entries;
  const message = entries?.[key]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A missing key is reported by the object with an English `expected`: say it with the key's own message. */
function spanishIssues(schema: Schema, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  return issues.map((issue) => {
    const missing = issue.type === 'object' && issue.input === undefined && /^"(.+)"$/.exec(issue.expected ?? '');
    if (!missing) return issue;
    const parent = issue.path?.slice(0, -1);
    return { ...issue, message: entryMessage(schema, parent, missing[1]) ?? MSG.validation.invalidData };
  }) as typeof issues;
}

function codeOf(issue: v.BaseIssue<unknown>): ErrorCode {
  if (issue.message === MSG.validation.invalidId) return 'INVALID_ID';
  if (issue.message === MSG.privacy.amountNotWhole) return 'AMOUNT_NOT_WHOLE';
  const key = issue.path?.at(-1)?.key;
  return (typeof key === 'string' && KEY_CODES[key]) || 'VALIDATION_FAILED';
}

export function parse<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  // `message` is the last resort of every issue without a message of its own: never valibot's English.
  const result = v.safeParse(schema, input, { message: MSG.validation.invalidData });
  if (!result.success) {
    const issues = spanishIssues(schema, result.issues);
    const flat = v.flatten(issues);
    const details = (flat.nested ?? (flat.root ? { root: flat.root } : undefined)) as ErrorDetails | undefined;
    throw badRequest(codeOf(issues[0]), issues[0].message, details);
  }
  return result.output;
}

/**
 * The body, as JSON of the schema. It must say so (`Content-Type: application/json`): a form of another site
 * can post `text/plain` to us without asking the browser's leave (no CORS preflight), and with it log
 * somebody's account into the throttles from their own address; JSON it cannot send.
 */
export async function jsonBody<S extends Schema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'NOT_JSON', MSG.validation.notJson);
  // A compressed body would be read as its bytes: refused rather than taken for broken JSON.
  const encoding = (c.req.header('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity') throw new HttpError(415, 'NOT_JSON', MSG.validation.compressedBody);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('INVALID_JSON', MSG.validation.invalidData);
  }
  if (hasLoneSurrogate(body)) throw badRequest('INVALID_JSON', MSG.validation.invalidData);
  // Every body we take is an object, and valibot's objects would take an array as one (its keys unknown, so ignored).
  if (Array.isArray(body)) throw badRequest('VALIDATION_FAILED', MSG.validation.invalidData);
  return parse(schema, body);
}

/**
 * Whether a string in the value holds half of a surrogate pair (JSON may write one, `"\ud800"`): no text
 * is made of it, and the database would store it as '�'. Walked without recursion: a body may nest deep.
 */
function hasLoneSurrogate(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string' && /\p{Cs}/u.test(item)) return true;
    if (typeof item === 'object' && item !== null) pending.push(...Object.keys(item), ...Object.values(item));
  }
  return false;
}

export const query = <S extends Schema>(c: Context, schema: S): v.InferOutput<S> => parse(schema, c.req.query());

/** The largest id (ids are PostgreSQL integers): 2³¹ − 1, in a path as in a body. */
const MAX_ID = 2_147_483_647;

export const idParam = (c: Context, name = 'id'): number => {
  const raw = c.req.param(name) ?? '';
  const n = Number(raw);
  // One spelling per id: '01' is not reservation 1.
  if (!/^[1-9]\d{0,9}$/.test(raw) || n > MAX_ID) throw badRequest('INVALID_ID', MSG.validation.invalidId);
  return n;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The call's `Idempotency-Key` with what it asks (docs/api.md, "A lost answer"); undefined when it names none. */
export function requestKey(c: Context, body: unknown): RequestKey | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!UUID.test(key)) throw badRequest('INVALID_IDEMPOTENCY_KEY', MSG.validation.invalidRequestKey);
  return { key: key.toLowerCase(), request: { method: c.req.method, path: c.req.path, body } };
}
