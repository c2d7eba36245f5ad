/** Whether a player's team holds an ACTIVE reservation (ActiveReservationNotice.tsx shows it). */
import { useLoad } from '../../components/useLoad';
import { useSession } from '../../session/useSession';
import { loadActiveReservationOfTeam } from './listApi';

/**
 * The ACTIVE reservation of the team (null: none, or no team), and whether that is known yet: until it is,
 * a booking entry point shows nothing rather than a link it may have to take back. A failed load counts as
 * known without one (the booking page still refuses a second booking), and is given as `failed`, for the
 * screen to say so with 'Reintentar' (ActiveReservationFailed).
 */
export function useActiveReservation(teamId: number | null) {
  const active = useLoad(() => (teamId === null ? Promise.resolve(null) : loadActiveReservationOfTeam(teamId)), [teamId]);
  return {
    reservation: active.status === 'success' ? (active.data ?? null) : null,
    known: active.status !== 'loading',
    failed: active.status === 'failure' ? { error: active.error, retry: active.reload } : null,
  };
}

export type ActiveReservation = ReturnType<typeof useActiveReservation>;

/** The signed-in player's team, whose ACTIVE reservation a booking entry point reads; null for anyone else. */
export function useTeamId(): number | null {
  const session = useSession();
  return session.role === 'PLAYER' && session.isAuthenticated ? (session.player?.team?.id ?? null) : null;
}
