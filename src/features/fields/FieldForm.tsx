/**
 * The field form (docs/product.md: Screens, Validation, Rates): name, city, address, the day rate, an optional
 * night rate with its 'Desde' hour, an optional weekend-and-holiday rate, how many days ahead it takes
 * bookings, opening and closing time, the field's WhatsApp and how to pay its deposit ('Contacto y abono'); status on edit.
 */
import { Alert, Button, Group, NativeSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CharacterCount } from '../../components/CharacterCount';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useBack } from '../../components/BackButton';
import { PesosInput } from '../../components/PesosInput';
import * as v from 'valibot';
import {
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
  CELLPHONE_DIGITS,
  FIELD_STATUSES,
  FIELD_STATUS_LABELS,
  PAYMENT_INSTRUCTIONS_MAX_LENGTH,
} from '../../../domain/constants';
import { formatTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { fieldFormDefaults, fieldFormSchema, type FieldForm as FieldFormValues } from '../../../domain/schemas';
import { closingHourOf, minutesToTime, TIME_PATTERN, timeToMinutes } from '../../../domain/time';
import { clearDraft, readDraft, writeDraft } from '../../components/formDraft';
import { CHECK_ON_LEAVE, focusFirstInvalid, schemaValidator } from '../../components/formValidation';

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
function nightFromChoices(openingHour: string, closingHour: string, current: string | null) {
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
function hourChoices(kind: 'opening' | 'closing', current: string) {
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

interface Props {
  /** The saved values (a new field's defaults): what the unsaved input is told from, and 'Descartar cambios' puts back. */
  initialValues: FieldFormInput;
  /** Where the form starts instead, when that is not the saved values (after 'Conservar el horario anterior'). */
  startValues?: FieldFormInput;
  /** Where the unsaved input is kept in the tab (components/formDraft.ts); the page forgets it once saved. */
  draftKey: string;
  /** Edit shows the status; a new field is always sent ACTIVE. */
  editing: boolean;
  submitting: boolean;
  onSubmit: (values: FieldFormValues) => void;
}

export function FieldForm({ initialValues, startValues, draftKey, editing, submitting, onSubmit }: Props) {
  const back = useBack('/dashboard/field');
  const [restored, setRestored] = useState(() => (startValues ? null : readDraft(draftKey, initialValues)));
  const form = useForm<FieldFormInput>({
    mode: 'controlled',
    initialValues: startValues ?? restored ?? initialValues,
    validate: schemaValidator(fieldFormSchema),
    ...CHECK_ON_LEAVE,
    onValuesChange: (values) => writeDraft(draftKey, values, initialValues),
  });
  const discardDraft = () => {
    form.setValues(initialValues);
    form.clearErrors();
    clearDraft(draftKey);
    setRestored(null);
  };
  // 'Desde' is asked for only with a night rate (the schema's rule): it reads so as soon as one is typed.
  const hasNightRate = form.values.nightRate !== '';
  const submit = form.onSubmit((values) => {
    const parsed = v.parse(fieldFormSchema, values);
    onSubmit(editing ? parsed : { ...parsed, status: 'ACTIVE' });
  }, focusFirstInvalid);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={submit} noValidate>
        <Stack>
          {restored && (
            <Alert color="blue" variant="light" p="sm">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{MSG.field.draftRestored}</Text>
                <Button size="compact-sm" variant="subtle" onClick={discardDraft}>
                  {MSG.field.discardDraft}
                </Button>
              </Group>
            </Alert>
          )}
          <TextInput label="Nombre de la cancha" required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Ciudad" required {...form.getInputProps('city')} />
            <TextInput label="Dirección" required {...form.getInputProps('address')} />
          </SimpleGrid>
          {/* One above the other on a phone, where half a row cuts '12:00 a. m. (medianoche)'. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label="Hora de apertura"
              required
              data={hourChoices('opening', form.values.openingHour)}
              {...form.getInputProps('openingHour')}
            />
            <NativeSelect
              label="Hora de cierre"
              required
              data={hourChoices('closing', form.values.closingHour)}
              {...form.getInputProps('closingHour')}
            />
          </SimpleGrid>
          <PesosInput label={MSG.rates.dayLabel} description="En pesos colombianos, por hora" required {...form.getInputProps('hourlyRate')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PesosInput label={MSG.rates.nightLabel} description={MSG.rates.nightHint} {...form.getInputProps('nightRate')} />
            <Select
              label={MSG.rates.nightFromLabel}
              required={hasNightRate}
              placeholder={hasNightRate ? MSG.rates.chooseHour : MSG.rates.optional}
              clearable
              // Mantine leaves its clear button out of Tab and of screen readers; it is the only way to take the
              // hour away (to drop the night rate), so it is a named button here, as the filters' 'Borrar la fecha'.
              clearButtonProps={{ tabIndex: 0, 'aria-hidden': false, 'aria-label': 'Borrar la hora', size: 'md' }}
              data={nightFromChoices(form.values.openingHour, form.values.closingHour, form.values.nightFrom)}
              {...form.getInputProps('nightFrom')}
            />
          </SimpleGrid>
          <PesosInput label={MSG.rates.weekendLabel} description={MSG.rates.weekendHint} {...form.getInputProps('weekendRate')} />
          <NumberInput
            label={MSG.rates.horizonLabel}
            required
            min={BOOKING_HORIZON_MIN_DAYS}
            max={BOOKING_HORIZON_MAX_DAYS}
            allowDecimal={false}
            allowNegative={false}
            // What is typed stays as typed, with the rule's message: 1000 is not silently made 365.
            clampBehavior="none"
            maw={260}
            {...form.getInputProps('bookingHorizonDays')}
          />
          <Text fw={700} mt="xs">
            {MSG.field.contactTitle}
          </Text>
          <TextInput
            label={MSG.field.whatsappLabel}
            description={MSG.field.whatsappHint}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={CELLPHONE_DIGITS + 4}
            maw={260}
            {...form.getInputProps('whatsapp')}
          />
          <Textarea
            label={MSG.field.paymentInstructionsLabel}
            description={MSG.field.paymentInstructionsHint}
            rows={2}
            {...form.getInputProps('paymentInstructions')}
          />
          <CharacterCount text={form.values.paymentInstructions} max={PAYMENT_INSTRUCTIONS_MAX_LENGTH} />
          {editing && (
            <Select
              label="Estado"
              required
              allowDeselect={false}
              data={FIELD_STATUSES.map((s) => ({ value: s, label: FIELD_STATUS_LABELS[s] }))}
              {...form.getInputProps('status')}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button
              variant="default"
              onClick={() => {
                clearDraft(draftKey);
                back();
              }}
              disabled={submitting}
            >
              Cancelar
            </Button>
            <Button type="submit" loading={submitting}>
              {editing ? 'Guardar cambios' : 'Registrar cancha'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
