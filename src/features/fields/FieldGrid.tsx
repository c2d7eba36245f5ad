/** The active fields as cards, for the public home and the players' list. Tests may give another loader. */
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import * as MSG from '../../../domain/messages';
import type { Field } from '../../../domain/types';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import type { ActiveReservation } from './useActiveReservation';
import { loadActiveFields } from './listApi';
// The cards' own rules come with the page's stylesheet, not with their chunk: on the prerendered home no stylesheet
// arrives after the first paint (docs/architecture.md).
import './FieldCard.module.css';

const loadCards = () => import('./FieldCards');
const FieldCards = lazy(loadCards);

interface Props {
  load?: (signal: AbortSignal) => Promise<Field[]>;
  /** The signed-in player's team's ACTIVE reservation, read by the page (home-player's search needs it too). */
  active: ActiveReservation;
}

export function FieldGrid({ load = loadActiveFields, active }: Props) {
  // The cards are rendered as a transition, which yields to the browser between cards: the list arriving
  // is not one long task on a slow phone (docs/architecture.md).
  const fields = useDeferredValue(useLoad(load));
  // A team holding an ACTIVE reservation learns it here, before any form; the cards then open the fields.
  const { reservation, failed } = active;
  // The cards' code is asked for as the list is, so both are usually there together.
  useEffect(() => void loadCards(), []);

  if (fields.status === 'loading') return <Loading />;
  // A failure is not an empty list: it says so, with 'Reintentar', which also tries again the team's check
  // that failed with it (one press mends the screen).
  if (fields.status === 'failure') {
    const retry = () => {
      fields.reload();
      failed?.retry();
    };
    return <LoadFailed title={MSG.failure.fieldsLoadFailed} error={fields.error} onRetry={retry} />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <FieldCards list={fields.data ?? []} activeReservation={reservation} activeCheckFailed={failed} />
    </Suspense>
  );
}
