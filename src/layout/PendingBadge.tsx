/** The owner's count of PENDING join requests beside a 'Solicitudes' link; nothing when there are none. */
import { Badge, VisuallyHidden } from '@mantine/core';
import * as MSG from '../../domain/messages';

export function PendingBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <>
      <Badge size="sm" circle color="red.9" aria-hidden data-testid="pending-requests">
        {count}
      </Badge>
      <VisuallyHidden>{`(${MSG.application.pendingCount(count)})`}</VisuallyHidden>
    </>
  );
}

/** The count of the user's unread notices beside 'Avisos' (the bell); nothing when there are none. */
export function UnreadBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <>
      <Badge size="sm" circle color="red.9" aria-hidden data-testid="unread-notices">
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{`(${MSG.notices.unreadCount(count)})`}</VisuallyHidden>
    </>
  );
}
