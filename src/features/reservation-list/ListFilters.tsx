/**
 * The reservation list's 'Filtros' (date and status, 'Buscar' and 'Limpiar'), folded on a phone, and the heading that
 * says which filters the list shows. What is typed is a draft until 'Buscar'; the list applies it (FILTER_CHANGED).
 */
import { ActionIcon, Button, Card, Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { SelectInput } from '../../components/SelectInput';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconFilter, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { RESERVATION_STATUS_LABELS, RESERVATION_STATUSES } from '../../../domain/constants';
import { formatDateDMY } from '../../../domain/format';
import { todayInAppZone } from '../../../domain/time';
import type { ReservationListFilters as Filters } from '../../../machines/reservationList';
import { DateField } from '../../components/DateField';
import { useNow } from '../../components/useNow';
import { NO_FILTERS } from './listAddress';

/** 'Lista de reservas', with the date and the status it is filtered by. */
export const listHeading = (applied: Filters) =>
  'Lista de reservas' +
  (applied.date ? ` para el ${formatDateDMY(applied.date)}` : '') +
  (applied.status ? ` con estado "${RESERVATION_STATUS_LABELS[applied.status]}"` : '');

interface Props {
  /** The filters the list shows. */
  applied: Filters;
  onApply: (filters: Filters) => void;
}

export function ListFilters({ applied, onApply }: Props) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [draft, setDraft] = useState<Filters>(applied);
  const [filtersOpen, { toggle: toggleFilters, close: closeFilters }] = useDisclosure(false);
  const today = todayInAppZone(useNow());
  // Both start again at the first page. Other filters close the panel on a phone, as a new list.
  const apply = (filters: Filters) => {
    if (filters.date !== applied.date || filters.status !== applied.status) closeFilters();
    onApply(filters);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    apply(NO_FILTERS);
  };
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="filters-title">
      <UnstyledButton
        onClick={isPhone ? toggleFilters : undefined}
        aria-expanded={isPhone ? filtersOpen : true}
        style={{ cursor: isPhone ? 'pointer' : 'default' }}
        w="100%"
      >
        <Group justify="space-between">
          <Group gap={8}>
            <IconFilter size={18} aria-hidden />
            <Text fw={700} id="filters-title">
              Filtros
            </Text>
          </Group>
          {isPhone && (
            <IconChevronDown size={18} style={{ transform: filtersOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} aria-hidden />
          )}
        </Group>
      </UnstyledButton>
      <Collapse expanded={!isPhone || filtersOpen}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply(draft);
          }}
        >
          <Group align="flex-end" mt="sm" gap="sm" wrap={isPhone ? 'wrap' : 'nowrap'}>
            <DateField
              label="Fecha de reserva"
              placeholder="Cualquier fecha"
              clearable
              today={today}
              value={draft.date}
              onChange={(date) => setDraft({ ...draft, date })}
              style={{ flex: 1, minWidth: 160 }}
            />
            <SelectInput
              label="Estado"
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.currentTarget.value as Filters['status'] })}
              data={[{ value: '', label: 'Todas' }, ...RESERVATION_STATUSES.map((s) => ({ value: s, label: RESERVATION_STATUS_LABELS[s] }))]}
              style={{ flex: 1, minWidth: 160 }}
            />
            <Group gap="xs" wrap="nowrap" style={isPhone ? { flexBasis: '100%' } : undefined}>
              {isPhone ? (
                <Button type="submit" leftSection={<IconSearch size={16} />} style={{ flex: 1 }}>
                  Buscar
                </Button>
              ) : (
                <ActionIcon type="submit" size={36} aria-label="Buscar" title="Buscar">
                  <IconSearch size={18} />
                </ActionIcon>
              )}
              <Button variant="default" onClick={clear} style={isPhone ? { flex: 1 } : undefined}>
                Limpiar
              </Button>
            </Group>
          </Group>
        </form>
      </Collapse>
    </Card>
  );
}
