/**
 * The list's page of cards, its pages, and what their buttons do (the reservation actions' machine and its confirmation,
 * useReservationActions): a part of the screen whose code is asked for as the list starts, with the page's reservations,
 * and so is not part of the screen's first paint (ListMode.tsx; docs/architecture.md, "Lazy chunks").
 */
import { Group, SimpleGrid } from '@mantine/core';
import type { Page, Reservation } from '../../../domain/types';
import { Pages } from '../../components/Pages';
import { ConfirmReservationAction } from './ConfirmReservationAction';
import { ReservationCard } from './ReservationCard';
import { cardActions, managerOf, type ScopeProps } from './scope';
import { useReservationActions } from './useReservationActions';

interface Props {
  scope: ScopeProps;
  data: Page<Reservation>;
  page: number;
  onPage: (page: number) => void;
  /** A card changed in place with the server's answer. */
  onReplaced: (updated: Reservation) => void;
  /** The page is read again, quietly (no spinner in place of the cards meanwhile). */
  onRefresh: () => void;
}

export function ReservationCards({ scope, data, page, onPage, onReplaced, onRefresh }: Props) {
  const { by } = scope;
  const actions = useReservationActions((updated, action) => {
    onReplaced(updated);
    // A cancellation is read again: the rest of a fixed turn changes other cards too, and a list filtered by status no
    // longer holds the booking cancelled.
    if (action === 'cancelSeries' || action === 'cancel') onRefresh();
  }, onRefresh);
  const canManage = managerOf(scope);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {data.content.map((r) => (
          <ReservationCard
            key={r.id}
            reservation={r}
            viewedBy={by}
            canManage={canManage(r)}
            busy={actions.sending && actions.target?.id === r.id}
            {...cardActions(actions.send, by)}
            viewerId={scope.userId}
            onPaid={onReplaced}
            onMoved={(moved) => {
              // Its place in the list may change with its date: the list is read again behind it.
              onReplaced(moved);
              onRefresh();
            }}
            onRefused={onRefresh}
            onUnsure={onRefresh}
          />
        ))}
      </SimpleGrid>
      {data.totalPages > 1 && (
        <Group justify="center">
          <Pages label="Páginas de reservas" total={data.totalPages} value={page + 1} onChange={(p) => onPage(p - 1)} />
        </Group>
      )}
      <ConfirmReservationAction actions={actions} reservation={data.content.find((r) => r.id === actions.target?.id)} viewedBy={by} />
    </>
  );
}
