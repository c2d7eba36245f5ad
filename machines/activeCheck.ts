/**
 * The booking page's `prepare` actor (machines/booking.ts) failing to learn whether the team holds an ACTIVE
 * reservation, the field itself perhaps loaded: `reason` is the request's error. A module of its own, so the
 * feature's api module, which the visitors' field page shares, does not bring the booking machine with it.
 */
export class ActiveCheckFailed extends Error {
  constructor(readonly reason: unknown) {
    super('booking: the team’s active reservation could not be checked');
  }
}
