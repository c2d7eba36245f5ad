/**
 * The field form's rates (docs/product.md, "Rates by time band"): 'Tarifa diurna', the optional night rate with its
 * 'Desde' hour, the optional weekend-and-holiday rate, and how many days ahead the field takes bookings.
 */
import { SelectInput } from '../../components/SelectInput';
import type { UseFormReturnType } from '@mantine/form';
import { BOOKING_HORIZON_MAX_DAYS, BOOKING_HORIZON_MIN_DAYS } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import { PesosInput } from '../../components/PesosInput';
import { WholeNumberInput } from '../../components/WholeNumberInput';
import classes from './FieldForm.module.css';
import { nightFromChoices, type FieldFormInput } from './fieldFormInput';

export function RateFields({ form }: { form: UseFormReturnType<FieldFormInput> }) {
  // 'Desde' is asked for only with a night rate (the schema's rule): it reads so as soon as one is typed.
  const hasNightRate = form.values.nightRate !== '';
  return (
    <>
      <PesosInput label={MSG.rates.dayLabel} description="En pesos colombianos, por hora" required {...form.getInputProps('hourlyRate')} />
      <div className={classes.pair}>
        <PesosInput label={MSG.rates.nightLabel} description={MSG.rates.nightHint} {...form.getInputProps('nightRate')} />
        <SelectInput
          label={MSG.rates.nightFromLabel}
          required={hasNightRate}
          // Its first choice is no hour at all, which takes the night rate away with it.
          data={[
            { value: '', label: hasNightRate ? MSG.rates.chooseHour : MSG.rates.optional },
            ...nightFromChoices(form.values.openingHour, form.values.closingHour, form.values.nightFrom),
          ]}
          {...form.getInputProps('nightFrom')}
          value={form.values.nightFrom ?? ''}
        />
      </div>
      <PesosInput label={MSG.rates.weekendLabel} description={MSG.rates.weekendHint} {...form.getInputProps('weekendRate')} />
      <WholeNumberInput
        label={MSG.rates.horizonLabel}
        required
        min={BOOKING_HORIZON_MIN_DAYS}
        max={BOOKING_HORIZON_MAX_DAYS}
        maw={260}
        {...form.getInputProps('bookingHorizonDays')}
      />
    </>
  );
}
