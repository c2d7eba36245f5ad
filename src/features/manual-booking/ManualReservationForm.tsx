/**
 * The open form of 'Reserva manual' (ManualReservationModal.tsx): the customer, the slot, the total, the note, the
 * deposit and the fixed turn. It holds the customer's details, checks the whole form with domain/schemas.ts, renders
 * the machine's context and sends it events (useManualBooking.ts).
 */
import { Alert, Stack, Textarea } from '@mantine/core';
import { SelectInput } from '../../components/SelectInput';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { customersByName } from '../../../domain/customers';
import { NOTE_MAX_LENGTH } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import { manualReservationFormDefaults, manualReservationFormSchema } from '../../../domain/schemas';
import { depositRefusalShown, manualChoices, manualFormValues, type ManualDetails } from '../../../machines/manualBooking';
import { CharacterCount } from '../../components/CharacterCount';
import { LoadFailed } from '../../components/failure';
import { FormActions } from '../../components/FormActions';
import { focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { Loading } from '../../components/Loading';
import { PesosInput } from '../../components/PesosInput';
import { PAYMENT_METHOD_OPTIONS } from '../payments';
import { CustomerFields } from './CustomerFields';
import { ManualTotal } from './ManualTotal';
import { RepeatFields } from './RepeatFields';
import { SlotFields } from './SlotFields';
import { TurnCreated } from './TurnCreated';
import { useManualBooking, type ManualFormProps } from './useManualBooking';

const DETAILS: ManualDetails = {
  customerName: manualReservationFormDefaults.customerName,
  customerCellphone: manualReservationFormDefaults.customerCellphone,
  note: manualReservationFormDefaults.note,
  paid: manualReservationFormDefaults.paid,
  paidMethod: manualReservationFormDefaults.paidMethod,
};
const validateForm = schemaValidator(manualReservationFormSchema);

export function ManualReservationForm(props: ManualFormProps) {
  const actor = useManualBooking(props);
  const context = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) => s.value);
  // The customer's details; the whole form (the slot the machine holds too) is checked by domain/schemas.ts.
  const form = useForm({
    mode: 'controlled',
    initialValues: DETAILS,
    validate: (values) => validateForm(manualFormValues(actor.getSnapshot().context, values)),
  });

  if (state === 'loading') return <Loading />;
  if (state === 'loadFailed' || !context.data) {
    return <LoadFailed title={MSG.reservation.manualLoadFailed} error={context.loadError} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  if (state === 'turnCreated' && context.result) return <TurnCreated result={context.result} onAccept={() => actor.send({ type: 'ACCEPT' })} />;
  const { field, dateProblem, times, startTime, walkIn, lengths, hours, turn, total, noTimes } = manualChoices(context);
  const { date, repeat } = context;
  const onSubmit = form.onSubmit((details) => actor.send({ type: 'SUBMIT', details }), focusFirstInvalid);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <CustomerFields form={form} customers={customersByName(context.data.customers)} walkIn={walkIn} />
        <SlotFields
          field={field}
          now={context.now}
          date={date}
          onDate={(chosen) => {
            form.clearFieldError('reservationDate');
            actor.send({ type: 'DATE_CHANGED', date: chosen });
          }}
          times={times}
          startTime={startTime}
          onStart={(start) => {
            form.clearFieldError('startTime');
            actor.send({ type: 'START_CHANGED', start });
          }}
          lengths={lengths}
          hours={hours}
          onHours={(h) => {
            form.clearFieldError('hours');
            actor.send({ type: 'HOURS_CHANGED', hours: h });
          }}
          errors={{ date: form.errors.reservationDate ?? (date ? dateProblem : null), startTime: form.errors.startTime, hours: form.errors.hours }}
          placeholder={MSG.reservation.moveChooseTime}
        />
        {total !== null && <ManualTotal total={total} repeat={repeat} turn={turn} />}
        {noTimes && (
          <Alert color="yellow" variant="light" role="status">
            {noTimes}
          </Alert>
        )}
        <Textarea label={MSG.reservation.noteLabel} autosize minRows={2} {...form.getInputProps('note')} />
        <CharacterCount text={form.values.note} max={NOTE_MAX_LENGTH} />
        <PesosInput
          label={MSG.payment.depositLabel}
          description={MSG.payment.depositHint}
          notAnAmountMessage={MSG.payment.notAnAmount}
          {...form.getInputProps('paid')}
          error={form.errors.paid ?? depositRefusalShown(context, form.values.paid)}
        />
        {/* How the deposit came, once there is one (the cash book's, docs/product.md). */}
        {typeof form.values.paid === 'number' && form.values.paid > 0 && (
          <SelectInput label={MSG.payment.methodLabel} data={PAYMENT_METHOD_OPTIONS} {...form.getInputProps('paidMethod')} />
        )}
        <RepeatFields
          repeat={repeat}
          weeks={context.weeks}
          error={form.errors.weeks}
          onRepeat={(checked) => actor.send({ type: 'REPEAT_CHANGED', repeat: checked })}
          onWeeks={(weeks) => {
            form.clearFieldError('weeks');
            actor.send({ type: 'WEEKS_CHANGED', weeks });
          }}
        />
        {context.failure && (
          <Alert color="red" variant="light" role="alert">
            {context.failure}
          </Alert>
        )}
        <FormActions
          submitLabel={MSG.reservation.manualButton}
          submitting={state === 'creating'}
          disabled={!startTime || state === 'rereading'}
          onCancel={() => actor.send({ type: 'CLOSE' })}
        />
      </Stack>
    </form>
  );
}
