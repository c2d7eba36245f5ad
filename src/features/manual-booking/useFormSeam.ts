/**
 * What both slot forms ('Reserva manual', 'Cambiar horario') do with their machine's actor: the modal's Escape and ×
 * send it CLOSE (through `closeForm`, which the modal calls), and the clock of `useNow` goes to it as TICK.
 */
import { useEffect, type RefObject } from 'react';

interface FormActor {
  send: (event: { type: 'CLOSE' } | { type: 'TICK'; now: Date }) => void;
}

export function useFormSeam(actor: FormActor, closeForm: RefObject<(() => void) | null>, now: Date) {
  useEffect(() => {
    closeForm.current = () => actor.send({ type: 'CLOSE' });
    return () => {
      closeForm.current = null;
    };
  }, [actor, closeForm]);
  useEffect(() => actor.send({ type: 'TICK', now }), [actor, now]);
}
