/** A start time's button, on the booking page and on a field's page for visitors (docs/product.md, "Booking"). */
import { Button, Text } from '@mantine/core';
import type { DayStartTime } from '../../../domain/booking';
import { formatTime12 } from '../../../domain/format';

const SLOT_NOTE: Record<Exclude<DayStartTime['state'], 'free'>, string> = { taken: 'Ocupado', past: 'Ya pasó' };

/**
 * A start time: free ones book an hour at once; taken and past ones are shown crossed out and disabled. Its
 * name is what it shows, the time first: '7:00 p. m. $ 95.000', '9:30 a. m. Ocupado'.
 */
export function StartTimeButton(props: {
  slot: DayStartTime;
  price: string;
  chosen: boolean;
  loading: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const { slot, price, chosen, loading, disabled, onPick } = props;
  const time = formatTime12(slot.time);
  const free = slot.state === 'free';
  const note = slot.state === 'free' ? price : SLOT_NOTE[slot.state];
  return (
    <Button
      variant={chosen ? 'filled' : free ? 'light' : 'default'}
      h="auto"
      py={6}
      px={0}
      radius="md"
      disabled={!free || disabled}
      loading={loading}
      onClick={onPick}
      data-state={slot.state}
      data-time={slot.time}
      styles={{ label: { flexDirection: 'column', gap: 0, whiteSpace: 'nowrap' } }}
    >
      {/* '10:30 p. m.' fits its quarter of a 360 px phone: the time shrinks with the screen below 400 px. */}
      <Text span fz="min(12px, 3vw)" fw={700} lh={1.25} td={free ? undefined : 'line-through'}>
        {time}
      </Text>{' '}
      <Text span fz={10} lh={1.2} fw={free ? 500 : 400}>
        {note}
      </Text>
    </Button>
  );
}
