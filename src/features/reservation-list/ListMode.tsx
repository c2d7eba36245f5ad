/**
 * The reservation list, run by machines/reservationList.ts: the filters and the page are its state, which the address
 * follows (its `showInAddress`); the page's cards, whose buttons send the actions machine's events, are ReservationCards.tsx.
 */
import { Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { RESERVATION_PAGE_SIZE } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';
import { reservationListMachine, type ReservationListInput } from '../../../machines/reservationList';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { deferredPart } from '../../components/deferred';
import { inspector } from '../../inspect';
import { useFollowBookings } from '../../layout/useFollowBookings';
import { loadReservationPage } from './api';
import { filtersFrom, pageFrom, withParams, type ListAddressState } from './listAddress';
import { ListFilters, listHeading } from './ListFilters';
import type { Header, ScopeProps } from './scope';

/** What the server is asked for the list's filters and page. */
const pageQuery = ({ filters, page }: ReservationListInput) => ({
  ...(filters.date ? { date: filters.date } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  page,
  size: RESERVATION_PAGE_SIZE,
});

/** The page's cards: asked for as the list starts (below), so they come with its reservations. */
const Cards = deferredPart(() => import('./ReservationCards').then((m) => m.ReservationCards), 320);

export function ListMode(props: ScopeProps & { listKey: string; header: Header }) {
  const { by, scopeId, listKey } = props;
  useEffect(() => void Cards.preload().catch(() => {}), []);
  const [params, setParams] = useSearchParams();
  const address = useRef(params);
  address.current = params;
  const [machine] = useState(() =>
    reservationListMachine.provide({
      actors: { load: fromPromise(({ input }: { input: ReservationListInput }) => loadReservationPage(by, scopeId, pageQuery(input))) },
      actions: {
        // The one place the address follows the list: its filters, and its page from the second (the first is left out).
        // Replaced, not pushed, as always; anything else in the address (or a value it ignores) stays.
        showInAddress: (_, { filters, page }) => {
          const now = address.current;
          if (filters.date === filtersFrom(now).date && filters.status === filtersFrom(now).status && page === pageFrom(now)) return;
          const state: ListAddressState = { listKey };
          const changes = { date: filters.date || null, status: filters.status || null, pagina: page > 0 ? String(page + 1) : null };
          setParams((current) => withParams(current, changes), { replace: true, state });
        },
      },
    }),
  );
  // The address is read here once, as the list's start.
  const actor = useActorRef(machine, { input: { filters: filtersFrom(params), page: pageFrom(params) }, inspect: inspector?.inspect });
  const list = useSelector(actor, (s) => s);
  const { filters: applied, page, data } = list.context;

  const read = () => loadReservationPage(by, scopeId, pageQuery({ filters: applied, page }));
  // A booking of the list changed elsewhere (cancelled by the field, moved by the team's owner): read again, quietly.
  const refresh = useFollowBookings(by, read, [applied, page], (next) => actor.send({ type: 'SET_DATA', data: next }));
  /** A card changed in place with the server's answer. */
  const replace = (updated: Reservation) => {
    if (data) actor.send({ type: 'SET_DATA', data: { ...data, content: data.content.map((r) => (r.id === updated.id ? updated : r)) } });
  };

  return (
    <>
      {props.header(() => actor.send({ type: 'RELOAD' }))}
      <Stack gap="md">
        <ListFilters applied={applied} onApply={(filters) => actor.send({ type: 'FILTER_CHANGED', filters })} />
        <Title order={2} fz={{ base: 18, sm: 22 }}>
          {listHeading(applied)}
        </Title>
        {list.matches('loading') ? (
          <Loading />
        ) : list.matches('failure') ? (
          <LoadFailed title={MSG.reservation.loadFailed} error={list.context.error} onRetry={() => actor.send({ type: 'RELOAD' })} />
        ) : !data || data.content.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {MSG.reservation.empty}
          </Text>
        ) : (
          <Cards
            scope={props}
            data={data}
            page={page}
            onPage={(p) => actor.send({ type: 'PAGE_CHANGED', page: p })}
            onReplaced={replace}
            onRefresh={refresh}
          />
        )}
      </Stack>
    </>
  );
}
