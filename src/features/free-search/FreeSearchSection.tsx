/**
 * 'Buscar cancha libre' with what a chosen slot leads to (docs/product.md, "Finding a free field"): a player with a team
 * goes to that booking's summary; a player without one to the booking page too, which offers a team and keeps the
 * time; a visitor is asked to log in or sign up, the time kept for after (pendingBooking.ts); an administrator, and a
 * player whose team already holds a booking, see the field.
 */
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { chosenTimeLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { keepPendingBooking } from '../../components/pendingBooking';
import { useSession } from '../../session/useSession';
import FreeSearchPanel, { bookingPath, type ChosenSlot } from './FreeSearchPanel';
import { SearchFrame } from './SearchFrame';

const LoginAskModal = lazy(() => import('../../components/LoginAskModal'));

export interface FreeSearchSectionProps {
  /**
   * The signed-in player's team holds an ACTIVE reservation (a team holds one at a time): a result opens its field,
   * where that reservation is told, instead of a booking the booking page would refuse.
   */
  holdsBooking?: boolean;
}

export default function FreeSearchSection({ holdsBooking = false }: FreeSearchSectionProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [loginAsk, { open, close }] = useDisclosure(false);
  const [asked, setAsked] = useState<ChosenSlot | null>(null);
  const choose = (slot: ChosenSlot) => {
    const path = bookingPath(slot);
    if (session.isAuthenticated && (session.role === 'FIELD_ADMIN' || holdsBooking)) {
      navigate(`/dashboard/field/detail/${slot.field.id}`);
    } else if (session.isAuthenticated) {
      navigate(path);
    } else {
      keepPendingBooking(path);
      setAsked(slot);
      open();
    }
  };
  return (
    <SearchFrame>
      <FreeSearchPanel onChoose={choose} viewOnly={holdsBooking} />
      {asked && (
        <Suspense fallback={null}>
          <LoginAskModal
            opened={loginAsk}
            onClose={close}
            text={MSG.search.loginToBook}
            detail={chosenTimeLabel(asked.field.name, asked.search.reservationDate, asked.search.startTime)}
          />
        </Suspense>
      )}
    </SearchFrame>
  );
}
