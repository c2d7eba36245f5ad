/**
 * 'Reserva manual' (docs/product.md, "Manual bookings"): the field's administrator books a slot for a customer
 * who called, wrote or walked in, once or as a weekly fixed turn ('Repetir cada semana'). The form first loads
 * the field's hours and its ACTIVE reservations, and offers only the start times and lengths the rules of
 * domain/booking.ts allow on the chosen date (within the hours, not started, not taken for a single booking).
 * For a fixed turn it adds up the whole turn, counting the dates by the rule the server books with
 * (domain/fixedTurn.ts). After a fixed turn the modal lists the 'Fechas omitidas' (holidays and dates already
 * taken) the server answered.
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
import { PAYMENT_METHOD_OPTIONS } from '../payments';
import { TitledModal } from '../../components/TitledModal';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { bookingDateProblem, closedDayProblem, manualHours, manualStartTimes } from '../../../domain/booking';
import { customerMatches, customersByName } from '../../../domain/customers';
import { manualBookingPlan } from '../../../domain/fixedTurn';
import { BOOKING_MIN_HOURS, NOTE_MAX_LENGTH, SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from '../../../domain/constants';
import { formatDateDMY, formatPesos, formatTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { bookingPrice } from '../../../domain/pricing';
import { paymentRefusal } from '../../../domain/payment';
import { PesosInput } from '../../components/PesosInput';
import { FormActions } from '../../components/FormActions';
import {
  manualRequestOf,
  manualReservationFormDefaults,
  manualReservationFormSchema,
  weeksSchema,
  type ManualReservationRequest,
} from '../../../domain/schemas';
import { todayInAppZone } from '../../../domain/time';
import { isFieldChangedMeanwhile } from '../../../domain/errors';
import type { ManualReservationResult } from '../../../domain/types';
import { errorCode, errorMessage } from '../../api/http';
import { LoadFailed } from '../../components/failure';
import { cellphoneDigits, cleaned, focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { useLoad } from '../../components/useLoad';
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { useNow } from '../../components/useNow';
import { CharacterCount } from '../../components/CharacterCount';
import { useSubmit } from '../../components/useSubmit';
import { createManualReservation, loadManualBooking, type ManualBookingData } from './api';
import { SlotFields } from './SlotFields';

const REASONS = { HOLIDAY: MSG.reservation.skippedHoliday, TAKEN: MSG.reservation.skippedTaken, CLOSED: MSG.reservation.skippedClosed } as const;
/** The start the form proposes first, when the day offers it: the evening, when most games are booked. */
const PREFERRED_START = '19:00';

/** The requests of the modal; a test gives its own. */
export interface ManualBookingActors {
  load: (fieldId: number) => Promise<ManualBookingData>;
  /** `key`: the request's key, the same when the same booking is sent again (machines/submit.ts). */
  create: (request: ManualReservationRequest, key: string) => Promise<ManualReservationResult>;
}
const ACTORS: ManualBookingActors = { load: loadManualBooking, create: createManualReservation };

interface Props {
  fieldId: number;
  opened: boolean;
  onClose: () => void;
  /** Something was booked: the list and calendar load again. */
  onCreated: () => void;
  /** The day the form starts on ('YYYY-MM-DD', the calendar's), when later than today. */
  day?: string;
  actors?: ManualBookingActors;
}

/** The modal; its content is mounted while it is open, so each opening reads the field's hours and bookings afresh. */
export function ManualReservationModal({ opened, onClose, ...rest }: Props) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={MSG.reservation.manualTitle} size="lg">
      <ManualReservationContent onClose={onClose} {...rest} />
    </TitledModal>
  );
}

function ManualReservationContent({ fieldId, onClose, onCreated, day, actors = ACTORS }: Omit<Props, 'opened'>) {
  const loaded = useLoad(() => actors.load(fieldId), [fieldId]);
  // The free times follow others' bookings while the form is open, and at once after a refusal.
  const refresh = useRefreshOnReturn(() => actors.load(fieldId), [fieldId], loaded.setData);
  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failure' || !loaded.data) {
    return <LoadFailed title={MSG.reservation.manualLoadFailed} error={loaded.error} onRetry={loaded.reload} />;
  }
  return (
    <ManualReservationForm
      fieldId={fieldId}
      data={loaded.data}
      onClose={onClose}
      onCreated={onCreated}
      onFieldChanged={refresh}
      create={actors.create}
      day={day}
    />
  );
}

/** The start shown: the one asked for when the day offers it, else the first the day offers ('' when none). */
const startShown = (times: readonly { time: string }[], asked: string) =>
  times.some((t) => t.time === asked) ? asked : (times.find((t) => t.time === PREFERRED_START)?.time ?? times[0]?.time ?? '');

interface FormProps {
  fieldId: number;
  data: ManualBookingData;
  onClose: () => void;
  onCreated: () => void;
  /** The server found the time taken (someone booked it meanwhile) or the day closed: the field is read again. */
  onFieldChanged: () => void;
  create: ManualBookingActors['create'];
  day?: string;
}

function ManualReservationForm({ fieldId, data, onClose, onCreated, onFieldChanged, create, day }: FormProps) {
  const { field, busy } = data;
  const customers = customersByName(data.customers);
  const now = useNow();
  const today = todayInAppZone(now);
  const form = useForm({
    mode: 'controlled',
    initialValues: { ...manualReservationFormDefaults, reservationDate: day && day > today ? day : today, startTime: PREFERRED_START },
    validate: schemaValidator(manualReservationFormSchema),
  });
  const [result, setResult] = useState<ManualReservationResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // What the chosen date allows, by the rules the server applies (domain/booking.ts).
  const { reservationDate, repeat } = form.values;
  const dateProblem = bookingDateProblem(reservationDate, now, field.bookingHorizonDays) ?? closedDayProblem(field, reservationDate);
  const times = dateProblem ? [] : manualStartTimes(field, reservationDate, busy, repeat, now);
  const startTime = startShown(times, form.values.startTime);
  const lengths = startTime ? manualHours(field, reservationDate, startTime, busy, repeat) : [];
  const hours = lengths.includes(form.values.hours) ? form.values.hours : (lengths.at(-1) ?? BOOKING_MIN_HOURS);
  // What to tell the customer: the price by the field's bands on that date, as the server will store it.
  const single = startTime && lengths.length > 0 ? bookingPrice(field, reservationDate, startTime, hours) : null;
  // A fixed turn: the dates the server will book and leave out (holidays, closed days, taken slots), and their
  // total. Its price per week is that of its first date booked, which a deposit goes to.
  const { weeks } = form.values;
  const turn =
    single !== null && repeat && v.is(weeksSchema, weeks) ? manualBookingPlan({ reservationDate, startTime, hours, weeks }, field, busy) : null;
  const total = turn?.booked[0]?.price ?? single;
  const noTimes = field.status !== 'ACTIVE' ? MSG.reservation.fieldInactive : !dateProblem && times.length === 0 ? MSG.reservation.noFreeTimes : null;

  const send = useSubmit(create, {
    onSuccess: (answer, request) => {
      onCreated();
      if (request.weeks === undefined) {
        notify.success(MSG.reservation.manualCreated);
        onClose();
      } else {
        notify.success(MSG.reservation.seriesCreated(answer.reservations.length));
        setResult(answer);
      }
    },
    onError: (error) => {
      setFailure(errorMessage(error, MSG.reservation.manualFailed));
      // Its times then show what is free now, and the refused one (or its closed day) no longer as free.
      if (isFieldChangedMeanwhile(errorCode(error))) onFieldChanged();
    },
  });
  const onSubmit = form.onSubmit((values) => {
    // A deposit cannot be more than the first date's total, which only the form knows before sending.
    const depositRefusal = values.paid === '' || total === null ? null : paymentRefusal(values.paid, total);
    if (depositRefusal) {
      form.setFieldError('paid', depositRefusal);
      return;
    }
    setFailure(null);
    send.submit(manualRequestOf(fieldId, v.parse(manualReservationFormSchema, { ...values, startTime, hours })));
  }, focusFirstInvalid);

  if (result) {
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
          <Button onClick={onClose} data-autofocus>
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
            label={MSG.reservation.customerCellphoneLabel}
            required
            type="tel"
            inputMode="numeric"
            placeholder="3001234567"
            // '300 123 4567' or '+57 300 123 4567' as the customer says it: kept as its 10 digits.
            {...cleaned(form.getInputProps('customerCellphone'), cellphoneDigits)}
          />
        </SimpleGrid>
        <SlotFields
          field={field}
          now={now}
          date={reservationDate}
          onDate={(date) => form.setFieldValue('reservationDate', date)}
          times={times}
          startTime={startTime}
          onStart={(time) => form.setFieldValue('startTime', time)}
          lengths={lengths}
          hours={hours}
          onHours={(h) => form.setFieldValue('hours', h)}
          errors={{
            date: form.errors.reservationDate ?? (reservationDate ? dateProblem : null),
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
        />
        {/* How the deposit came, once there is one (the cash book's, docs/product.md). */}
        {typeof form.values.paid === 'number' && form.values.paid > 0 && (
          <NativeSelect label={MSG.payment.methodLabel} data={PAYMENT_METHOD_OPTIONS} {...form.getInputProps('paidMethod')} />
        )}
        <Group align="flex-end" gap="md">
          <Checkbox label={MSG.reservation.repeatWeekly} {...form.getInputProps('repeat', { type: 'checkbox' })} />
          {form.values.repeat && (
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
              {...form.getInputProps('weeks')}
            />
          )}
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <FormActions submitLabel={MSG.reservation.manualButton} submitting={send.submitting} disabled={!startTime} onCancel={onClose} />
      </Stack>
    </form>
  );
}
