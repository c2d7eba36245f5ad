/** Who may do what, where it does not depend on a particular row (those rules live with their area). */
import type { Role } from '../../domain/constants';
import type { ErrorCode } from '../../domain/errors';
import type { CurrentUser } from '../context';
import { forbidden } from '../http/errors';

export function requireRole(user: CurrentUser, role: Role): void {
  if (user.role !== role) throw forbidden();
}

/** A payload naming its owner (adminId, ownerId, playerId) may only name the caller. */
export function requireSelf(user: CurrentUser, claimedId: number | undefined, code: ErrorCode, message: string): void {
  if (claimedId !== undefined && claimedId !== user.id) throw forbidden(code, message);
}
