import type { FormErrors } from '@mantine/form';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import type * as v from 'valibot';

/**
 * A form validator from a domain schema. Forms hold raw input (a select's '' before a choice, a number
 * input's ''), so the validator accepts any values and lets the schema say what is wrong.
 */
export function schemaValidator(schema: v.GenericSchema<Record<string, unknown>, Record<string, unknown>>): (values: object) => FormErrors {
  return valibotResolver(schema) as (values: object) => FormErrors;
}
