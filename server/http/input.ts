/** Reading request input through the domain's valibot schemas: bad input becomes a Spanish 400. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { firstIssueMessage } from '../../domain/schemas';
import { MSG } from '../../domain/messages';
import { badRequest } from './errors';

type Schema = v.GenericSchema<unknown, unknown>;

export function parse<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const flat = v.flatten(result.issues);
    throw badRequest(firstIssueMessage(result.issues), flat.nested ?? flat.root);
  }
  return result.output;
}

export async function jsonBody<S extends Schema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(MSG.validation.invalidData);
  }
  return parse(schema, body);
}

export const query = <S extends Schema>(c: Context, schema: S): v.InferOutput<S> => parse(schema, c.req.query());

export const idParam = (c: Context, name = 'id'): number => {
  const raw = c.req.param(name) ?? '';
  const n = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || n < 1) throw badRequest(MSG.validation.invalidId);
  return n;
};
