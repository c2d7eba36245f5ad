/**
 * Values the server said another account holds (e-mail, document, cellphone), with its message, for the sign-up and
 * profile forms: they stay marked under their input until changed, since checking the rules again as an input is left
 * (or a check of an input left just before sending, landing after the answer) would clear a mark set only once.
 */
import { useRef } from 'react';
import { errorFieldOf } from '../../domain/errorBody';

type TakenField = NonNullable<ReturnType<typeof errorFieldOf>>;
const sameValue = (a: unknown, b: unknown) => String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

export function useTakenValues() {
  const taken = useRef<Partial<Record<TakenField, { value: unknown; message: string }>>>({});
  return {
    /** The rules' errors, with the mark of every value still as the server refused it. */
    marked<E extends Record<string, unknown>>(errors: E, values: Partial<Record<TakenField, unknown>>): E {
      const all: Record<string, unknown> = { ...errors };
      for (const [field, held] of Object.entries(taken.current)) {
        if (held && !all[field] && sameValue(values[field as TakenField], held.value)) all[field] = held.message;
      }
      return all as E;
    },
    /** The field the server's refusal is about, now held with its value; undefined when it is about no field. */
    hold(error: unknown, values: Partial<Record<TakenField, unknown>>, message: string): TakenField | undefined {
      const field = errorFieldOf(error);
      if (field) taken.current[field] = { value: values[field], message };
      return field;
    },
  };
}
