/**
 * 'Registrar pago' (docs/product.md, "Payments"): the field's administrator writes all they have received for a
 * reservation so far, a deposit or the whole price ('Pagó el total' fills it in). It is sent on the app's submit
 * machine (useSubmit), and the card shows the answer in place.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import { useForm } from '@mantine/form';
import { formatPesos } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { paymentRefusal } from '../../../domain/payment';
import type { Reservation } from '../../../domain/types';
import { undecided } from '../../../machines/failureReason';
import { errorMessage } from '../../api/client';
import { CHECK_ON_LEAVE, focusFirstInvalid } from '../../components/formValidation';
import { notify } from '../../components/notify';
import { PesosInput } from '../../components/PesosInput';
import { useSubmit } from '../../components/useSubmit';
import { recordPayment } from './api';

interface Props {
  opened: boolean;
  reservation: Reservation;
  /** Who the reservation is for, as its card names it. */
  name: string;
  onClose: () => void;
  onSaved: (updated: Reservation) => void;
  /** The server refused it (the reservation was cancelled meanwhile, say): the screen reads it again. */
  onRefused?: () => void;
}

export function PaymentModal({ opened, reservation, name, onClose, onSaved, onRefused }: Props) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={MSG.payment.title}>
      {/* Inside the modal, the form starts again from the reservation each time it opens. */}
      <PaymentForm reservation={reservation} name={name} onClose={onClose} onSaved={onSaved} onRefused={onRefused} />
    </TitledModal>
  );
}

function PaymentForm({ reservation: r, name, onClose, onSaved, onRefused }: Omit<Props, 'opened'>) {
  const price = r.price ?? 0;
  const form = useForm({
    mode: 'controlled',
    initialValues: { paid: (r.paid ?? 0) as number | '' },
    validate: { paid: (value) => paymentRefusal(value, price) },
    ...CHECK_ON_LEAVE,
  });
  const save = useSubmit((paid: number) => recordPayment({ id: r.id, paid }), {
    onSuccess: (updated) => {
      notify.success(MSG.payment.saved);
      onSaved(updated);
      onClose();
    },
    onError: (error) => {
      notify.error(errorMessage(error, MSG.payment.failed));
      // Sent again as it is, it may work (no answer came); refused, the reservation is not as the card shows it.
      if (!undecided(error)) {
        onClose();
        onRefused?.();
      }
    },
  });
  const onSubmit = form.onSubmit(({ paid }) => save.submit(paid as number), focusFirstInvalid);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name} · {MSG.rates.total}: <b>{formatPesos(price)}</b>
        </Text>
        <PesosInput
          label={MSG.payment.receivedLabel}
          description={MSG.payment.receivedHint}
          required
          data-autofocus
          notAnAmountMessage={MSG.payment.notAnAmount}
          {...form.getInputProps('paid')}
        />
        <Group justify="space-between" gap="xs">
          <Button variant="light" onClick={() => form.setFieldValue('paid', price)} disabled={save.submitting}>
            {MSG.payment.payAll}
          </Button>
          <Button type="submit" loading={save.submitting}>
            {MSG.payment.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
