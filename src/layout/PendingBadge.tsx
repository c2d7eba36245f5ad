/**
 * The counts beside the menu's links: the owner's PENDING join requests beside 'Solicitudes', the unread notices
 * beside 'Avisos'. Nothing when there are none. The same red bubble as on the phone's bottom bar (./shell.module.css).
 */
import { VisuallyHidden } from '@mantine/core';
import * as MSG from '../../domain/messages';
import classes from './shell.module.css';

/** A count shown to the eye, and said to a screen reader in words. */
function Count({ shown, said, testId }: { shown: string; said: string; testId: string }) {
  return (
    <>
      <span className={classes.badge} aria-hidden data-testid={testId}>
        {shown}
      </span>
      <VisuallyHidden>{`(${said})`}</VisuallyHidden>
    </>
  );
}

export function PendingBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return <Count shown={String(count)} said={MSG.application.pendingCount(count)} testId="pending-requests" />;
}

export function UnreadBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return <Count shown={count > 99 ? '99+' : String(count)} said={MSG.notices.unreadCount(count)} testId="unread-notices" />;
}
