import type { FormErrors } from '@mantine/form';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import type { ChangeEvent, SyntheticEvent } from 'react';
import type * as v from 'valibot';
import { AGE_MAX, AGE_MIN, CELLPHONE_DIGITS } from '../../domain/constants';

/**
 * A form validator from a domain schema. Forms hold raw input (a select's '' before a choice, a number
 * input's ''), so the validator accepts any values and lets the schema say what is wrong.
 */
export function schemaValidator(schema: v.GenericSchema<Record<string, unknown>, Record<string, unknown>>): (values: object) => FormErrors {
  return valibotResolver(schema) as (values: object) => FormErrors;
}

/**
 * When a form checks an input (docs/product.md, "Validation"): once it is left, not while it is typed, so that
 * nobody is told an e-mail is invalid at its first letter. Typing again takes the message away until the input
 * is left again; a submit checks them all. The check waits 300 ms after the input is left: a message appearing
 * at once would move the button being pressed (the press that left the input) from under the finger, and the
 * press would be lost.
 */
export const CHECK_ON_LEAVE = { validateInputOnBlur: true, validateDebounce: 300 } as const;

/*
 * What people type into a cellphone or a document number as the rules want it (docs/product.md,
 * "Validation"): a cellphone written '300 123 4567', '300-123-4567' or '+57 300 123 4567' keeps its 10
 * digits, and a cédula written '1.047.100.001' keeps its digits, instead of being cut by a length limit or
 * refused as missing. The form's value is what the rules then check and the server receives.
 */

/** The digits of a typed cellphone, without Colombia's +57 in front of a 10-digit number. */
export function cellphoneDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits.length === CELLPHONE_DIGITS + 2 && digits.startsWith('57') ? digits.slice(2) : digits;
}

/** A typed document number without the dots, spaces and dashes people write between its digits. */
export function documentChars(typed: string): string {
  return typed.replace(/[.\s-]/g, '');
}

/** Input props (of `form.getInputProps`) whose onChange passes the typed value through `clean` first. */
export function cleaned<P extends { onChange: (value: string) => void }>(props: P, clean: (typed: string) => string) {
  return { ...props, onChange: (event: ChangeEvent<HTMLInputElement>) => props.onChange(clean(event.currentTarget.value)) };
}

/**
 * The limits of 'Edad' in the register form and the profile editor (WholeNumberInput: an age out of range or with
 * decimals is said by the schema's message, not silently changed to 5, 100 or 25).
 */
export const AGE_INPUT = { min: AGE_MIN, max: AGE_MAX } as const;

/**
 * A form's answer to a submit its rules refused (`form.onSubmit`'s second handler): every message shows, and the
 * keyboard goes to the first input at fault, where a screen reader also says why.
 */
export function focusFirstInvalid(_errors: FormErrors, _values: unknown, event?: SyntheticEvent<HTMLFormElement>) {
  const form = event?.currentTarget;
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
