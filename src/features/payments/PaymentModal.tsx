/** 'Registrar pago' / 'Registrar devolución' (docs/product.md, "Payments"), run by machines/payment.ts: the view shows its context and sends events. */
import { Button, Group, Stack, Text } from '@mantine/core';
import { SelectInput } from '../../components/SelectInput';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { PaymentMethod } from '../../../domain/constants';
import { formatPesos } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';
import { paymentKindOf, paymentMachine, type PaymentKind } from '../../../machines/payment';
import { errorMessage } from '../../api/http';
import { notify } from '../../components/notify';
import { PesosInput } from '../../components/PesosInput';
import { TitledModal } from '../../components/TitledModal';
import { inspector } from '../../inspect';
import { paymentActors } from './api';
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
  /** The machine's actors; the real requests by default. */
  actors?: typeof paymentActors;
}

/** Each kind's words: a payment's on a live reservation, a refund's on a cancelled one. */
const WORDS = {
  payment: {
    title: MSG.payment.title,
    saved: MSG.payment.saved,
    failed: MSG.payment.failed,
    notAnAmount: MSG.payment.notAnAmount,
    save: MSG.payment.save,
    label: MSG.payment.receivedLabel,
    hint: MSG.payment.receivedHint,
    fill: MSG.payment.payAll,
    summary: MSG.rates.total,
    methodHint: MSG.payment.methodHint,
  },
  refund: {
    title: MSG.refund.title,
    saved: MSG.refund.saved,
    failed: MSG.refund.failed,
    notAnAmount: MSG.refund.notAnAmount,
    save: MSG.refund.save,
    label: MSG.refund.refundedLabel,
    hint: MSG.refund.refundedHint,
    fill: MSG.refund.refundAll,
    summary: MSG.refund.receivedLabel,
    methodHint: MSG.refund.methodHint,
  },
} satisfies Record<PaymentKind, unknown>;

export function PaymentModal({ opened, reservation, onClose, ...props }: Props) {
  // Escape and × are the form's CLOSE, sent to the machine the open form runs.
  const closeForm = useRef<(() => void) | null>(null);
  return (
    <TitledModal opened={opened} onClose={() => (closeForm.current ?? onClose)()} title={WORDS[paymentKindOf(reservation)].title}>
      {/* Inside the modal, the form starts again from the reservation each time it opens. */}
      <PaymentForm reservation={reservation} onClose={onClose} closeForm={closeForm} {...props} />
    </TitledModal>
  );
}

function PaymentForm({
  reservation,
  name,
  onClose,
  onSaved,
  onRefused,
  onUnsure,
  closeForm,
  actors = paymentActors,
}: Omit<Props, 'opened'> & { closeForm: RefObject<(() => void) | null> }) {
  const latest = useRef({ onClose, onSaved, onRefused, onUnsure });
  latest.current = { onClose, onSaved, onRefused, onUnsure };
  const [machine] = useState(() =>
    paymentMachine.provide({
      actors,
      actions: {
        saved: (_, { reservation: updated, kind }) => {
          notify.success(WORDS[kind].saved);
          latest.current.onSaved(updated);
        },
        refused: (_, { error, kind }) => {
          notify.error(errorMessage(error, WORDS[kind].failed));
          latest.current.onRefused?.();
        },
        // The form stays to send it again (the same total saved twice is saved once); the card is read again behind it.
        unsure: (_, { error, kind }) => {
          notify.error(errorMessage(error, WORDS[kind].failed));
          latest.current.onUnsure?.();
        },
        closed: () => latest.current.onClose(),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { reservation }, inspect: inspector?.inspect });
  useEffect(() => {
    closeForm.current = () => actor.send({ type: 'CLOSE' });
    return () => {
      closeForm.current = null;
    };
  }, [actor, closeForm]);
  const { kind, amount, method, problem } = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const words = WORDS[kind];
  const summary = kind === 'refund' ? (reservation.paid ?? 0) : (reservation.price ?? 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name} · {words.summary}: <b>{formatPesos(summary)}</b>
        </Text>
        <PesosInput
          label={words.label}
          description={words.hint}
          required
          data-autofocus
          notAnAmountMessage={words.notAnAmount}
          value={amount}
          error={problem}
          readOnly={saving}
          onChange={(value) => actor.send({ type: 'AMOUNT_CHANGED', amount: value })}
          onBlur={() => actor.send({ type: 'AMOUNT_LEFT' })}
        />
        <SelectInput
          label={MSG.payment.methodLabel}
          description={words.methodHint}
          data={PAYMENT_METHOD_OPTIONS}
          value={method}
          disabled={saving}
          onChange={(event) => actor.send({ type: 'METHOD_CHANGED', method: event.currentTarget.value as PaymentMethod })}
        />
        <Group justify="space-between" gap="xs">
          <Button variant="light" onClick={() => actor.send({ type: 'FILL_ALL' })} disabled={saving}>
            {words.fill}
          </Button>
          <Button type="submit" loading={saving}>
            {words.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
