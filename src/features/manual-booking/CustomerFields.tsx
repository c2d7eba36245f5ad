/**
 * The customer of 'Reserva manual': the name, suggested from the field's customers of earlier manual bookings as the
 * name (or the cellphone) is typed, choosing one filling in their cellphone; and the cellphone, optional for a walk-in.
 */
import { Autocomplete, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { customerMatches, type customersByName } from '../../../domain/customers';
import * as MSG from '../../../domain/messages';
import type { ManualDetails } from '../../../machines/manualBooking';
import { cellphoneDigits, cleaned } from '../../components/formValidation';

interface Props {
  form: UseFormReturnType<ManualDetails>;
  customers: ReturnType<typeof customersByName>;
  /** The slot under way today: the cellphone is optional. */
  walkIn: boolean;
}

export function CustomerFields({ form, customers, walkIn }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Autocomplete
        label={MSG.reservation.customerNameLabel}
        required
        data-autofocus
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
  );
}
