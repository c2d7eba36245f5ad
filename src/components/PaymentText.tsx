/** What has been received of a reservation, in words and colour: green when paid, dimmed while nothing is (domain/payment). */
import { Text } from '@mantine/core';
import { paymentText, type PaymentState } from '../../domain/payment';

const COLORS = { paid: 'cancha.8', deposit: undefined, received: undefined, unpaid: 'dimmed' } as const;

export function PaymentText({ state }: { state: PaymentState }) {
  return (
    <Text size="sm" c={COLORS[state.kind]} fw={state.kind === 'unpaid' ? 400 : 600} data-testid="reservation-payment">
      {paymentText(state)}
    </Text>
  );
}
