/**
 * 'Registrar pago' (docs/product.md, "Payments"): the field's administrator writes all they have received for a
 * reservation so far, a deposit or the whole price ('Pagó el total' fills it in). On a cancelled reservation
 * of which something was received, the same form is 'Registrar devolución': all they gave back of it ('Devolví
 * todo' fills in what was received). 'Medio de pago' says how what changed now changed hands, for the field's cash
 * book. It is sent on the app's submit machine (useSubmit), and the card shows the answer in place.
 */
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import { useForm } from '@mantine/form';
import type { PaymentMethod } from '../../../domain/constants';
import { formatPesos } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { paymentRefusal, refundRefusal } from '../../../domain/payment';
import type { Reservation } from '../../../domain/types';
import { undecided } from '../../../machines/failureReason';
import { errorMessage } from '../../api/http';
import { CHECK_ON_LEAVE, focusFirstInvalid } from '../../components/formValidation';
import { notify } from '../../components/notify';
import { PesosInput } from '../../components/PesosInput';
import { useSubmit } from '../../components/useSubmit';
import { recordPayment, recordRefund } from './api';
import { PAYMENT_METHOD_OPTIONS } from './paymentMethods';

interface Props {
  opened: boolean;
  reservation: Reservation;
  /** Who the reservation is for, as its card names it. */
  name: string;
  onClose: () => void;
  onSaved: (updated: Reservation) => void;
  /** The server refused it (the reservation was cancelled meanwhile, say): the screen reads it again. */
  onRefused?: () => void;
  /** No answer came: it may have been saved, so the screen reads it again while the form stays open to send again. */
  onUnsure?: () => void;
}

/** What the form sends: the new total, and how what changed of it changed hands (the cash book's, docs/product.md). */
interface Sent {
  amount: number;
  method: PaymentMethod;
}

/** The form's words, its limit and its call: a payment's on a live reservation, a refund's on a cancelled one. */
function formFor(r: Reservation) {
  if (r.status === 'CANCELED') {
    const paid = r.paid ?? 0;
    return {
      texts: MSG.refund,
      label: MSG.refund.refundedLabel,
      hint: MSG.refund.refundedHint,
      fillLabel: MSG.refund.refundAll,
      summary: { label: MSG.refund.receivedLabel, amount: paid },
      initial: r.refunded ?? 0,
      limit: paid,
      refusal: (value: number | '') => refundRefusal(value, paid),
      send: ({ amount, method }: Sent) => recordRefund({ id: r.id, refunded: amount, method }),
    };
  }
  const price = r.price ?? 0;
  return {
    texts: MSG.payment,
    label: MSG.payment.receivedLabel,
    hint: MSG.payment.receivedHint,
    fillLabel: MSG.payment.payAll,
    summary: { label: MSG.rates.total, amount: price },
    initial: r.paid ?? 0,
    limit: price,
    refusal: (value: number | '') => paymentRefusal(value, price),
    send: ({ amount, method }: Sent) => recordPayment({ id: r.id, paid: amount, method }),
  };
}

export function PaymentModal({ opened, reservation, name, onClose, onSaved, onRefused, onUnsure }: Props) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={formFor(reservation).texts.title}>
      {/* Inside the modal, the form starts again from the reservation each time it opens. */}
      <PaymentForm reservation={reservation} name={name} onClose={onClose} onSaved={onSaved} onRefused={onRefused} onUnsure={onUnsure} />
    </TitledModal>
  );
}

function PaymentForm({ reservation, name, onClose, onSaved, onRefused, onUnsure }: Omit<Props, 'opened'>) {
  const { texts, label, hint, fillLabel, summary, initial, limit, refusal, send } = formFor(reservation);
  const form = useForm({
    mode: 'controlled',
    initialValues: { amount: initial as number | '', method: 'CASH' as PaymentMethod },
    validate: { amount: refusal },
    ...CHECK_ON_LEAVE,
  });
  const save = useSubmit(send, {
    onSuccess: (updated) => {
      notify.success(texts.saved);
      onSaved(updated);
      onClose();
    },
    onError: (error) => {
      notify.error(errorMessage(error, texts.failed));
      // No answer came: the server may have saved it, so the card is read again behind the form, which stays to
      // send it again (the same amount saved twice is saved once). Refused: the reservation is not as the card shows it.
      if (undecided(error)) {
        onUnsure?.();
      } else {
        onClose();
        onRefused?.();
      }
    },
  });
  const onSubmit = form.onSubmit(({ amount, method }) => save.submit({ amount: amount as number, method }), focusFirstInvalid);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name} · {summary.label}: <b>{formatPesos(summary.amount)}</b>
        </Text>
        <PesosInput
          label={label}
          description={hint}
          required
          data-autofocus
          notAnAmountMessage={texts.notAnAmount}
          {...form.getInputProps('amount')}
        />
        <NativeSelect
          label={MSG.payment.methodLabel}
          description={MSG.payment.methodHint}
          data={PAYMENT_METHOD_OPTIONS}
          {...form.getInputProps('method')}
        />
        <Group justify="space-between" gap="xs">
          <Button variant="light" onClick={() => form.setFieldValue('amount', limit)} disabled={save.submitting}>
            {fillLabel}
          </Button>
          <Button type="submit" loading={save.submitting}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
