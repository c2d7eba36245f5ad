/**
 * The field form (docs/product.md: Screens, Validation, Rates): name, city, address, the day rate, an optional
 * night rate with its 'Desde' hour, an optional weekend-and-holiday rate, how many days ahead it takes
 * bookings, opening and closing time, the field's WhatsApp and how to pay its deposit ('Contacto y abono'); status on edit.
 */
import { Alert, Button, Group, InputBase, Paper, Stack, Text, TextInput } from '@mantine/core';
import { SelectInput } from '../../components/SelectInput';
import { CharacterCount } from '../../components/CharacterCount';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useBack } from '../../components/BackButton';
import * as v from 'valibot';
import { CELLPHONE_DIGITS, FIELD_STATUSES, FIELD_STATUS_LABELS, PAYMENT_INSTRUCTIONS_MAX_LENGTH } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import { fieldFormSchema, type FieldForm as FieldFormValues } from '../../../domain/fieldSchema';
import { clearDraft, readDraft, writeDraft } from '../../components/formDraft';
import { CHECK_ON_LEAVE, focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { hourChoices, type FieldFormInput } from './fieldFormInput';
import classes from './FieldForm.module.css';
import { RateFields } from './RateFields';

export { fieldFormInputOf, type FieldFormInput } from './fieldFormInput';

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
  /** Why the last save failed, said above the buttons (a toast, on a phone, would cover them). */
  failure?: string | null;
  onSubmit: (values: FieldFormValues) => void;
}

export function FieldForm({ initialValues, startValues, draftKey, editing, submitting, failure, onSubmit }: Props) {
  const back = useBack('/dashboard/field');
  const [restored, setRestored] = useState(() => (startValues ? null : readDraft(draftKey, initialValues)));
  const form = useForm<FieldFormInput>({
    mode: 'controlled',
    initialValues: startValues ?? restored ?? initialValues,
    validate: schemaValidator(fieldFormSchema),
    ...CHECK_ON_LEAVE,
    onValuesChange: (values) => writeDraft(draftKey, values, initialValues),
  });
  // A new opening or closing hour that leaves 'Desde' outside the hours says so at once, and stops saying it once mended.
  const checkNightFrom = ({ previousValue, value }: { previousValue: string; value: string }) => {
    if (value !== previousValue && form.getValues().nightFrom) form.validateField('nightFrom');
  };
  form.watch('openingHour', checkNightFrom);
  form.watch('closingHour', checkNightFrom);
  const discardDraft = () => {
    form.setValues(initialValues);
    form.clearErrors();
    clearDraft(draftKey);
    setRestored(null);
  };
  const submit = form.onSubmit((values) => {
    const parsed = v.parse(fieldFormSchema, values);
    onSubmit(editing ? parsed : { ...parsed, status: 'ACTIVE' });
  }, focusFirstInvalid);

  return (
    <Paper withBorder radius="lg" shadow="xs" className={classes.card}>
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
          <div className={classes.pair}>
            <TextInput label="Ciudad" required {...form.getInputProps('city')} />
            <TextInput label="Dirección" required {...form.getInputProps('address')} />
          </div>
          {/* One above the other on a phone, where half a row cuts '12:00 a. m. (medianoche)'. */}
          <div className={classes.pairFromXs}>
            <SelectInput
              label="Hora de apertura"
              required
              data={hourChoices('opening', form.values.openingHour)}
              {...form.getInputProps('openingHour')}
            />
            <SelectInput
              label="Hora de cierre"
              required
              data={hourChoices('closing', form.values.closingHour)}
              {...form.getInputProps('closingHour')}
            />
          </div>
          <RateFields form={form} />
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
          {/* Mantine's Textarea would bring its autosize's code, which two rows have no use for. */}
          <InputBase
            component="textarea"
            multiline
            label={MSG.field.paymentInstructionsLabel}
            description={MSG.field.paymentInstructionsHint}
            rows={2}
            {...form.getInputProps('paymentInstructions')}
          />
          <CharacterCount text={form.values.paymentInstructions} max={PAYMENT_INSTRUCTIONS_MAX_LENGTH} />
          {editing && (
            <SelectInput
              label="Estado"
              required
              data={FIELD_STATUSES.map((s) => ({ value: s, label: FIELD_STATUS_LABELS[s] }))}
              {...form.getInputProps('status')}
            />
          )}
          {failure && !submitting && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
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
