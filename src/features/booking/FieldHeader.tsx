/**
 * A field's heading on the booking page and on the visitors' page: its name, where it is (when `place`), its price
 * per hour ('desde' the lowest when it charges by band) with its opening hours, and its rate bands when it has them.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatOpeningHours } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { hasRateBands, type FieldRates } from '../../../domain/rates';
import type { Field } from '../../../domain/types';
import { priceLabel, RateBands } from '../../components/FieldFacts';

type HeadedField = FieldRates & Pick<Field, 'name' | 'address' | 'city' | 'openingHour' | 'closingHour'>;

/** `order`: the heading's level on its page (1 where the field is the page's title). */
export function FieldHeader({ field, order, place = false }: { field: HeadedField; order: 1 | 2; place?: boolean }) {
  return (
    <>
      <Stack gap={4} mb="xs">
        <Title order={order} fz={order === 1 ? { base: 'h3', sm: 'h2' } : 'lg'} lh={1.2}>
          {field.name}
        </Title>
        {place && (
          <Text size="sm" c="dimmed">
            {field.address}, {field.city}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {priceLabel(field)} {MSG.rates.perHour} · {formatOpeningHours(field)}
        </Text>
      </Stack>
      {hasRateBands(field) && (
        <Paper bg="gray.0" radius="md" px="sm" py={6} mb="xs" maw={420}>
          <RateBands rates={field} size="xs" />
        </Paper>
      )}
    </>
  );
}
