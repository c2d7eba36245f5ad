/**
 * The field form's input (src/features/fields/FieldForm.tsx): the input of saved values, and the choices of its hour
 * lists, in the product's words.
 */
import { formatTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { fieldFormDefaults, type FieldForm as FieldFormValues } from '../../../domain/fieldSchema';
import { closingHourOf, minutesToTime, TIME_PATTERN, timeToMinutes } from '../../../domain/time';

export type FieldFormInput = typeof fieldFormDefaults;

/**
 * The form's input for saved values: a rate the field does not have is an empty input; a closing at midnight
 * ('24:00') is the closing list's '12:00 a. m. (medianoche)' ('00:00').
 */
export function fieldFormInputOf(
  values: Omit<FieldFormValues, 'status' | 'whatsapp' | 'paymentInstructions'> & {
    status: string;
    whatsapp?: string | null;
    paymentInstructions?: string | null;
  },
): FieldFormInput {
  return {
    name: values.name,
    address: values.address,
    city: values.city,
    hourlyRate: values.hourlyRate,
    nightRate: values.nightRate ?? '',
    nightFrom: values.nightFrom,
    weekendRate: values.weekendRate ?? '',
    bookingHorizonDays: values.bookingHorizonDays,
    openingHour: values.openingHour,
    closingHour: values.closingHour === '24:00' ? '00:00' : values.closingHour,
    status: values.status,
    whatsapp: values.whatsapp ?? '',
    paymentInstructions: values.paymentInstructions ?? '',
  };
}

/** The whole hours strictly between opening and closing, for 'Desde'; the current choice is kept listed so its error shows. */
export function nightFromChoices(openingHour: string, closingHour: string, current: string | null) {
  const times: string[] = [];
  if (TIME_PATTERN.test(openingHour) && TIME_PATTERN.test(closingHour)) {
    const open = timeToMinutes(openingHour);
    const close = timeToMinutes(closingHourOf(closingHour));
    for (let m = (Math.floor(open / 60) + 1) * 60; m < close; m += 60) times.push(minutesToTime(m));
  }
  if (current && TIME_PATTERN.test(current) && !times.includes(current)) times.push(current);
  return times.sort().map((t) => ({ value: t, label: formatTime12(t) }));
}

/**
 * The choices of 'Hora de apertura' and 'Hora de cierre': every half hour, in the product's words ('6:00 a. m.'),
 * not the browser's time input, which writes '06:00 AM' even in Spanish. The closing may be midnight ('00:00',
 * saved as '24:00'), last in its list. A saved time off the half hours stays listed.
 */
export function hourChoices(kind: 'opening' | 'closing', current: string) {
  const times = Array.from({ length: 48 }, (_, i) => minutesToTime(i * 30)).filter((t) => kind === 'opening' || t !== '00:00');
  if (kind === 'closing') times.push('00:00');
  if (TIME_PATTERN.test(current) && !times.includes(current)) {
    // In its place by time; midnight, last of the closings, is never before it.
    const next = times.findIndex((t) => t > current);
    times.splice(next === -1 ? times.length - (kind === 'closing' ? 1 : 0) : next, 0, current);
  }
  return [
    { value: '', label: MSG.rates.chooseHour, disabled: true },
    ...times.map((t) => ({ value: t, label: kind === 'closing' && t === '00:00' ? MSG.rates.midnight : formatTime12(t) })),
  ];
}
