/**
 * A screen that shows bookings follows them (docs/product.md, "Notices"): it reads them again, quietly, when a notice
 * says one of them changed (a team booked, moved or cancelled; the field cancelled or finalized), and as
 * `useRefreshOnReturn` does, when the user comes back to it.
 */
import { changesBookings } from '../../domain/noticeEffects';
import { useRefreshOnReturn } from '../components/useRefreshOnReturn';
import { useOnNotice } from './notices';

export function useFollowBookings<T>(
  by: 'team' | 'field',
  read: () => Promise<T>,
  keys: readonly unknown[],
  show: (data: T) => void,
  options?: { everyMinute?: boolean },
) {
  const refresh = useRefreshOnReturn(read, keys, show, options);
  useOnNotice((notice) => {
    if (changesBookings(notice.kind, by)) refresh();
  });
  return refresh;
}
