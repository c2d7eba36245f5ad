/**
 * 'Reserva manual' (docs/product.md, "Manual bookings"), run by machines/manualBooking.ts: the field's administrator
 * books a slot for a customer who called, wrote or walked in, once or as a weekly fixed turn ('Repetir cada semana').
 * The machine reads the field's hours and its ACTIVE reservations, offers only the start times and lengths the rules
 * of domain/booking.ts allow on the chosen date, adds up a fixed turn by the dates the server books
 * (domain/fixedTurn.ts), sends the booking and reads its answer; after a fixed turn the modal lists the 'Fechas
 * omitidas' (holidays and dates already taken) the server answered. The view holds the customer's details, checks
 * the whole form with domain/schemas.ts, renders the machine's context and sends it events.
 */
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { customerMatches, customersByName } from '../../../domain/customers';
import { NOTE_MAX_LENGTH, SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from '../../../domain/constants';
import { formatDateDMY, formatPesos, formatTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { manualReservationFormDefaults, manualReservationFormSchema } from '../../../domain/schemas';
import { manualBookingMachine, manualChoices, manualFormValues, type ManualDetails } from '../../../machines/manualBooking';
import { CharacterCount } from '../../components/CharacterCount';
import { LoadFailed } from '../../components/failure';
import { FormActions } from '../../components/FormActions';
import { cellphoneDigits, cleaned, focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { PesosInput } from '../../components/PesosInput';
import { TitledModal } from '../../components/TitledModal';
import { useNow } from '../../components/useNow';
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { inspector } from '../../inspect';
import { PAYMENT_METHOD_OPTIONS } from '../payments';
import { createManualReservation, loadManualBooking, manualMachineActors, type ManualBookingRequests } from './api';
import { SlotFields } from './SlotFields';

const REASONS = { HOLIDAY: MSG.reservation.skippedHoliday, TAKEN: MSG.reservation.skippedTaken, CLOSED: MSG.reservation.skippedClosed } as const;

/** The requests of the modal; a test gives its own. */
export type ManualBookingActors = ManualBookingRequests;
const REQUESTS: ManualBookingRequests = { load: loadManualBooking, create: createManualReservation };

interface Props {
  fieldId: number;
  opened: boolean;
  onClose: () => void;
  /** Something was booked: the list and calendar load again. */
  onCreated: () => void;
  /** The day the form starts on ('YYYY-MM-DD', the calendar's), when later than today. */
  day?: string;
  /** The requests the machine's actors and the quiet re-read make; the real ones by default. */
  actors?: ManualBookingActors;
  /** The machine's actors; those on `actors` by default. */
  machineActors?: ReturnType<typeof manualMachineActors>;
}

const DETAILS: ManualDetails = {
  customerName: manualReservationFormDefaults.customerName,
  customerCellphone: manualReservationFormDefaults.customerCellphone,
  note: manualReservationFormDefaults.note,
  paid: manualReservationFormDefaults.paid,
  paidMethod: manualReservationFormDefaults.paidMethod,
};
const validateForm = schemaValidator(manualReservationFormSchema);

/** The modal; its content is mounted while it is open, so each opening reads the field's hours and bookings afresh. */
export function ManualReservationModal({ opened, onClose, ...rest }: Props) {
  // Escape and × are the form's CLOSE, sent to the machine the open form runs.
  const closeForm = useRef<(() => void) | null>(null);
  return (
    <TitledModal opened={opened} onClose={() => (closeForm.current ?? onClose)()} title={MSG.reservation.manualTitle} size="lg">
      <ManualReservationForm onClose={onClose} closeForm={closeForm} {...rest} />
    </TitledModal>
  );
}

function ManualReservationForm({
  closeForm,
  actors,
  machineActors,
  ...props
}: Omit<Props, 'opened'> & { closeForm: RefObject<(() => void) | null> }) {
  const { fieldId, day } = props;
  const latest = useRef(props);
  latest.current = props;
  const requests = actors ?? REQUESTS;
  const now = useNow();
  const [machine] = useState(() =>
    manualBookingMachine.provide({
      actors: machineActors ?? manualMachineActors(requests),
      actions: {
        created: (_, { result, request }) => {
          latest.current.onCreated();
          notify.success(request.weeks === undefined ? MSG.reservation.manualCreated : MSG.reservation.seriesCreated(result.reservations.length));
        },
        closed: () => latest.current.onClose(),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { fieldId, day, now }, inspect: inspector?.inspect });
  useEffect(() => {
    closeForm.current = () => actor.send({ type: 'CLOSE' });
    return () => {
      closeForm.current = null;
    };
  }, [actor, closeForm]);
  useEffect(() => actor.send({ type: 'TICK', now }), [actor, now]);
  // The free times follow others' bookings while the form is open.
  useRefreshOnReturn(
    () => requests.load(fieldId),
    [fieldId],
    (data) => actor.send({ type: 'SCHEDULE_READ', data }),
  );
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
  const { field, dateProblem, times, startTime, walkIn, lengths, hours, turn, total, noTimes } = manualChoices(context);
  const customers = customersByName(context.data.customers);
  const { date, repeat, result } = context;
  const depositRefusal = context.depositRefusal && form.values.paid === context.depositRefusal.paid ? context.depositRefusal.message : null;
  const onSubmit = form.onSubmit((details) => actor.send({ type: 'SUBMIT', details }), focusFirstInvalid);

  if (state === 'turnCreated' && result) {
    return (
      <Stack>
        <Text>{MSG.reservation.seriesCreated(result.reservations.length)}</Text>
        <List size="sm" spacing={2}>
          {result.reservations.map((r) => (
            <List.Item key={r.id}>
              {formatDateDMY(r.reservationDate)} · {formatTime12(r.startTime)} – {formatTime12(r.endTime)}
              {r.price !== undefined && ` · ${formatPesos(r.price)}`}
            </List.Item>
          ))}
        </List>
        <Alert
          color={result.skipped.length ? 'yellow' : 'gray'}
          variant="light"
          title={MSG.reservation.skippedTitle}
          aria-label={MSG.reservation.skippedTitle}
        >
          {result.skipped.length === 0 ? (
            MSG.reservation.noDates
          ) : (
            <List size="sm" spacing={2}>
              {result.skipped.map((s) => (
                <List.Item key={s.date}>
                  {formatDateDMY(s.date)}: {REASONS[s.reason]}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => actor.send({ type: 'ACCEPT' })} data-autofocus>
            {MSG.auth.accept}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Autocomplete
            label={MSG.reservation.customerNameLabel}
            required
            data-autofocus
            // The field's customers of earlier manual bookings, found as the name (or the cellphone) is typed;
            // choosing one fills in their cellphone.
            description={customers.size > 0 ? MSG.reservation.customerNameHint : undefined}
            data={[...customers.keys()]}
            openOnFocus={false}
            limit={6}
            filter={({ options, search, limit }) =>
              options.filter((option) => 'value' in option && customerMatches(customers.get(option.value)!, search)).slice(0, limit)
            }
            renderOption={({ option }) => {
              const customer = customers.get(option.value)!;
              return (
                <div>
                  <Text size="sm">{customer.name}</Text>
                  <Text size="xs" c="dimmed">
                    {MSG.reservation.knownCustomer(customer.cellphone, customer.bookings)}
                  </Text>
                </div>
              );
            }}
            onOptionSubmit={(name) => form.setFieldValue('customerCellphone', customers.get(name)!.cellphone)}
            {...form.getInputProps('customerName')}
          />
          <TextInput
            label={walkIn ? MSG.reservation.customerCellphoneOptional : MSG.reservation.customerCellphoneLabel}
            required={!walkIn}
            type="tel"
            inputMode="numeric"
            placeholder="3001234567"
            // '300 123 4567' or '+57 300 123 4567' as the customer says it: kept as its 10 digits.
            {...cleaned(form.getInputProps('customerCellphone'), cellphoneDigits)}
          />
        </SimpleGrid>
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
          errors={{
            date: form.errors.reservationDate ?? (date ? dateProblem : null),
            startTime: form.errors.startTime,
            hours: form.errors.hours,
          }}
        />
        {total !== null && (
          <Stack gap={4} align="flex-end">
            <Group gap={6} justify="flex-end">
              <Text fw={700}>{MSG.rates.total}:</Text>
              <Text fw={800} c="cancha.8" data-testid="manual-total">
                {formatPesos(total)}
                {repeat && ` ${MSG.reservation.perWeek}`}
              </Text>
            </Group>
            {turn && turn.booked.length > 0 && (
              // One line of running text, a little smaller: on a phone it wraps between words, not label from amount.
              <Text size="sm" ta="right">
                <Text span fw={700} inherit>
                  {MSG.reservation.turnTotalLabel}:
                </Text>{' '}
                <Text span fw={800} c="cancha.8" inherit data-testid="manual-turn-total">
                  {formatPesos(turn.total)} {MSG.reservation.turnWeeks(turn.booked.length)}
                </Text>
              </Text>
            )}
            {turn && (turn.booked.length === 0 || turn.skipped.length > 0) && (
              <Text size="sm" c={turn.booked.length === 0 ? 'orange.9' : 'dimmed'} ta="right" data-testid="manual-turn-skipped">
                {turn.booked.length === 0
                  ? MSG.reservation.seriesNoDates
                  : MSG.reservation.turnSkipped(
                      turn.skipped.length,
                      turn.skipped.map((s) => `${formatDateDMY(s.date)} (${REASONS[s.reason]})`).join(', '),
                    )}
              </Text>
            )}
          </Stack>
        )}
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
          error={form.errors.paid ?? depositRefusal}
        />
        {/* How the deposit came, once there is one (the cash book's, docs/product.md). */}
        {typeof form.values.paid === 'number' && form.values.paid > 0 && (
          <NativeSelect label={MSG.payment.methodLabel} data={PAYMENT_METHOD_OPTIONS} {...form.getInputProps('paidMethod')} />
        )}
        <Group align="flex-end" gap="md">
          <Checkbox
            label={MSG.reservation.repeatWeekly}
            checked={repeat}
            onChange={(event) => actor.send({ type: 'REPEAT_CHANGED', repeat: event.currentTarget.checked })}
          />
          {repeat && (
            <NumberInput
              label={MSG.reservation.weeksLabel}
              min={SERIES_MIN_WEEKS}
              max={SERIES_MAX_WEEKS}
              // A number out of range is said ('de 2 a 26 semanas'), never changed behind the owner's back.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              w={170}
              value={context.weeks}
              onChange={(weeks) => {
                form.clearFieldError('weeks');
                actor.send({ type: 'WEEKS_CHANGED', weeks: typeof weeks === 'number' ? weeks : '' });
              }}
              error={form.errors.weeks}
            />
          )}
        </Group>
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
