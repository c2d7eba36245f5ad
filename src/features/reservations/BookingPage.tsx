/**
 * reservation/form/field/{id} (docs/product.md: Screens, Flows and states booking flow, §5): the booking wizard. The form (date from
 * today, start on :00 or :30 within the field's hours, 1 to 3 hours) is checked on the server; the
 * summary shows field, date, times, hours and total; beside the form, the field's taken slots.
 */
import { Alert, Button, Card, Container, Divider, Grid, Group, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { bookableStartTimes, bookingRefusal, totalPrice } from '../../../domain/booking';
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS } from '../../../domain/constants';
import { formatDateDMY, formatPesos, formatTime12, relativeDayLabel } from '../../../domain/format';
import { FieldPlaceAndHours, PricePerHour } from '../../components/FieldFacts';
import { reservationFormSchema, type ReservationForm } from '../../../domain/schemas';
import { todayInAppZone } from '../../../domain/time';
import type { Field } from '../../../domain/types';
import { schemaValidator } from '../../components/formValidation';
import { Loading } from '../../components/Loading';
import { useSession } from '../../session/useSession';
import { LazyReservationCalendar } from './LazyReservationCalendar';
import { hoursLabel } from './ReservationCard';
import { useBooking } from './useBooking';

interface FormValues {
  reservationDate: string;
  startTime: string;
  hours: string;
}

const HOUR_OPTIONS = Array.from({ length: BOOKING_MAX_HOURS - BOOKING_MIN_HOURS + 1 }, (_, i) => {
  const n = BOOKING_MIN_HOURS + i;
  return { value: String(n), label: hoursLabel(n) };
});

export default function BookingPage() {
  const { id } = useParams();
  const session = useSession();
  const fieldId = Number(id);
  if (!session.user) return <Loading />;
  return <BookingWizard key={fieldId} fieldId={fieldId} teamId={session.player?.team?.id ?? null} />;
}

const toForm = (v: FormValues): ReservationForm => ({ reservationDate: v.reservationDate, startTime: v.startTime, hours: Number(v.hours) });
const validateShape = schemaValidator(reservationFormSchema);

/** The schema's messages first, then the rules that need the field and the clock, each under its input. */
function validateBooking(values: FormValues, field: Field | null): FormErrors {
  const errors = validateShape(toForm(values));
  if (Object.keys(errors).length > 0 || !field) return errors;
  const problem = bookingRefusal(toForm(values), field);
  return problem ? { [problem.input]: problem.message } : {};
}

function BookingWizard({ fieldId, teamId }: { fieldId: number; teamId: number | null }) {
  const today = todayInAppZone();
  const fieldRef = useRef<Field | null>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { reservationDate: today, startTime: '', hours: String(BOOKING_MIN_HOURS) },
    validate: (values) => validateBooking(values, fieldRef.current),
    validateInputOnBlur: true,
  });
  const { snapshot, send } = useBooking(fieldId, teamId, () => form.reset());
  const { field, availability, error } = snapshot.context;
  fieldRef.current = field;
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;

  // Start times on :00 and :30 that leave room for the chosen hours; for today, only those still ahead.
  const hours = Number(form.values.hours) || BOOKING_MIN_HOURS;
  const startOptions = useMemo(
    () => (field ? bookableStartTimes(field, form.values.reservationDate, hours) : []),
    [field, hours, form.values.reservationDate],
  );

  const startTime = form.values.startTime;
  const setFieldValue = form.setFieldValue;
  useEffect(() => {
    // A start time the new choices no longer offer is cleared.
    if (startTime && !startOptions.includes(startTime)) setFieldValue('startTime', '');
  }, [startOptions, startTime, setFieldValue]);

  if (snapshot.matches('preparing') || snapshot.matches('done') || snapshot.matches('blockedByActiveReservation')) return <Loading />;
  if (snapshot.matches('unavailable') || !field) {
    return (
      <Container size="sm" px={0}>
        <Alert color="red" variant="light" title="No se puede reservar">
          <Text size="sm" mb="sm">
            {error}
          </Text>
          <Group gap="sm">
            <Button size="xs" onClick={() => send({ type: 'RETRY' })}>
              Reintentar
            </Button>
            <Button size="xs" variant="light" component={Link} to="/dashboard/home-player">
              Ver canchas
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }

  const checking = snapshot.matches('checkingAvailability');
  const creating = snapshot.matches('creating');
  const submit = form.onSubmit((values) => send({ type: 'CHECK', request: { teamId: teamId!, fieldId, ...toForm(values) } }));
  const busy = field.reservations?.filter((r) => r.status === 'ACTIVE') ?? [];

  return (
    <Container size="xl" px={0}>
      <Group mb="md" gap="sm" wrap="nowrap">
        <Button variant="subtle" component={Link} to="/dashboard/home-player" leftSection={<IconArrowLeft size={18} />} px="xs">
          Volver
        </Button>
        <Title order={1}>Reservar cancha</Title>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap={6}>
              <Title order={2} fz="xl">
                {field.name}
              </Title>
              <FieldPlaceAndHours field={field} />
              <PricePerHour hourlyRate={field.hourlyRate} />
            </Stack>
            <Divider my="md" />
            <form onSubmit={submit} noValidate aria-label="Datos de la reserva">
              <fieldset disabled={checking || creating} style={{ border: 0, padding: 0, margin: 0 }}>
                <Stack gap="sm">
                  {error && (
                    <Alert color="red" variant="light" title="No se pudo reservar" role="alert">
                      {error}
                    </Alert>
                  )}
                  <TextInput type="date" label="Fecha" required min={today} {...form.getInputProps('reservationDate')} />
                  <Group grow align="flex-start" gap="sm">
                    <NativeSelect
                      label="Hora de inicio"
                      required
                      data={[{ value: '', label: 'Selecciona' }, ...startOptions.map((t) => ({ value: t, label: formatTime12(t) }))]}
                      {...form.getInputProps('startTime')}
                    />
                    <NativeSelect label="Horas" required data={HOUR_OPTIONS} {...form.getInputProps('hours')} />
                  </Group>
                  {startOptions.length === 0 && (
                    <Text size="sm" c="dimmed">
                      No quedan horarios para este día. Elige otra fecha.
                    </Text>
                  )}
                  <Button type="submit" mt="xs" size="md" loading={checking} leftSection={<IconSearch size={18} />}>
                    Verificar disponibilidad
                  </Button>
                </Stack>
              </fieldset>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" padding={isPhone ? 'xs' : 'md'} component="section" aria-labelledby="busy-title">
            <Stack gap={4} mb="sm" px={isPhone ? 'xs' : 0} pt={isPhone ? 'xs' : 0}>
              <Title order={2} fz="lg" id="busy-title">
                Horarios ocupados
              </Title>
              <Text size="sm" c="dimmed">
                Las franjas marcadas ya están reservadas; elige un horario libre.
              </Text>
            </Stack>
            <LazyReservationCalendar
              reservations={busy}
              reservationBy="field"
              mobile={isPhone}
              date={form.values.reservationDate || today}
              hours={field}
              focusTime={form.values.startTime || undefined}
            />
          </Card>
        </Grid.Col>
      </Grid>

      <Modal
        opened={snapshot.matches('summary') || creating}
        onClose={() => send({ type: 'CANCEL' })}
        title={<Text fw={700}>Resumen de la reserva</Text>}
        centered
        closeOnClickOutside={!creating}
        closeOnEscape={!creating}
        withCloseButton={!creating}
      >
        {availability && (
          <Stack gap={8}>
            <SummaryRow label="Cancha" value={availability.field.name} />
            <SummaryRow label="Fecha" value={`${formatDateDMY(availability.reservationDate)} (${relativeDayLabel(availability.reservationDate)})`} />
            <SummaryRow label="Hora de inicio" value={formatTime12(availability.startTime)} />
            <SummaryRow label="Hora de fin" value={formatTime12(availability.endTime)} />
            <SummaryRow label="Horas" value={hoursLabel(availability.hours)} />
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={800} fz="xl" c="cancha.8" data-testid="booking-total">
                {formatPesos(totalPrice(availability.field.hourlyRate, availability.hours))}
              </Text>
            </Group>
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => send({ type: 'CANCEL' })} disabled={creating}>
                Cancelar
              </Button>
              <Button onClick={() => send({ type: 'CONFIRM' })} loading={creating} data-autofocus>
                Confirmar reserva
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text c="dimmed">{label}</Text>
      <Text fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}
