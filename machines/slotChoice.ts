/**
 * The slot choice of 'Reserva manual' (machines/manualBooking.ts) and 'Cambiar horario' (machines/moveReservation.ts),
 * written once: the date, the start time and the hours asked for are events, each kept in the context by an action
 * of the same name in both machines. What the form offers of them (the free times, the lengths that fit) is each
 * machine's own, by the rules of domain/booking.ts.
 */
import { assign, type EventObject } from 'xstate';

/** What is asked for: the start and hours are shown only while the date offers them. */
export interface SlotChoice {
  date: string;
  start: string;
  hours: number;
}

export type SlotEvent = { type: 'DATE_CHANGED'; date: string } | { type: 'START_CHANGED'; start: string } | { type: 'HOURS_CHANGED'; hours: number };

/** The actions that keep each choice, for a machine's context and events, to spread into its `setup({ actions })`. */
export const slotActions = <TContext extends SlotChoice, TEvent extends EventObject>() => ({
  chooseDate: assign<TContext, TEvent, undefined, TEvent, never>(
    ({ event }) => ({ date: (event as unknown as { date: string }).date }) as Partial<TContext>,
  ),
  chooseStart: assign<TContext, TEvent, undefined, TEvent, never>(
    ({ event }) => ({ start: (event as unknown as { start: string }).start }) as Partial<TContext>,
  ),
  chooseHours: assign<TContext, TEvent, undefined, TEvent, never>(
    ({ event }) => ({ hours: (event as unknown as { hours: number }).hours }) as Partial<TContext>,
  ),
});

/** The transitions of a state where the slot may be chosen, to spread into its `on`. */
export const slotChoosing = {
  DATE_CHANGED: { actions: 'chooseDate' },
  START_CHANGED: { actions: 'chooseStart' },
  HOURS_CHANGED: { actions: 'chooseHours' },
} as const;
