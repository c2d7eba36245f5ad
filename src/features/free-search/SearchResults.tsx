/**
 * What the search found, said as it changes: 'Buscando…' while it asks, the failure with 'Reintentar', the free fields
 * cheapest first, each with 'Reservar' ('Ver cancha' while the team holds a booking); or, none free, each field's free
 * start times near the one asked, each a tap.
 */
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatPesos, formatTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { FreeSearch } from '../../../domain/schemas';
import type { FreeSearchAnswer } from '../../../machines/freeSearch';
import { LoadFailed } from '../../components/failure';
import type { ChosenSlot } from './FreeSearchPanel';

interface Props {
  /** The search machine's state. */
  state: string;
  answer: FreeSearchAnswer | null;
  error: unknown;
  /** The search the answer is for. */
  asked: FreeSearch | null;
  onRetry: () => void;
  onChoose: (slot: ChosenSlot) => void;
  /** The team already holds an ACTIVE reservation: a result opens its field ('Ver cancha'), not a booking. */
  viewOnly?: boolean;
}

export function SearchResults({ state, answer, error, asked, onRetry, onChoose, viewOnly = false }: Props) {
  const actionAt = viewOnly ? MSG.search.viewAt : MSG.search.bookAt;
  return (
    <div aria-live="polite">
      {state === 'searching' && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{MSG.search.searching}</Text>
        </Group>
      )}
      {state === 'failed' && <LoadFailed title={MSG.search.failed} error={error} onRetry={onRetry} />}
      {/* Why each result reads 'Ver cancha': said where the results are, not only on the page below. */}
      {viewOnly && (state === 'results' || (state === 'empty' && answer && answer.near.length > 0)) && (
        <Text size="sm" c="dimmed" mb="xs">
          {MSG.search.holdsBooking}
        </Text>
      )}
      {state === 'results' && answer && asked && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            {MSG.search.resultsTitle(answer.free.length)}
          </Title>
          {answer.free.map(({ field, price }) => (
            <Card key={field.id} withBorder radius="md" padding="sm" component="article" aria-label={field.name}>
              <Group justify="space-between" wrap="nowrap" align="center">
                {/* The field's words wrap; the button keeps its whole label. */}
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {field.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {field.address}, {field.city}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatPesos(price)}
                  </Text>
                </Stack>
                <Button
                  style={{ flexShrink: 0 }}
                  onClick={() => onChoose({ field, search: asked })}
                  aria-label={actionAt(field.name, formatTime12(asked.startTime))}
                >
                  {viewOnly ? MSG.search.view : MSG.search.book}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {state === 'empty' && answer && asked && (
        <Stack gap="xs">
          <Alert color="gray" variant="light" title={MSG.search.empty}>
            {answer.near.length === 0 ? MSG.search.nearNone : MSG.search.nearTitle}
          </Alert>
          {answer.near.map(({ field, times }) => (
            <Card key={field.id} withBorder radius="md" padding="sm" component="article" aria-label={field.name}>
              <Text fw={600}>{field.name}</Text>
              <Text size="sm" c="dimmed" mb={6}>
                {field.address}, {field.city}
              </Text>
              <Group gap={6}>
                {times.map((t) => (
                  <Button
                    key={t.startTime}
                    size="compact-sm"
                    variant="light"
                    onClick={() => onChoose({ field, search: { ...asked, startTime: t.startTime } })}
                    aria-label={`${actionAt(field.name, formatTime12(t.startTime))}, ${formatPesos(t.price)}`}
                  >
                    {formatTime12(t.startTime)} · {formatPesos(t.price)}
                  </Button>
                ))}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </div>
  );
}
