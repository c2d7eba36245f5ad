/** What a notice that arrives reads again on the screens open (domain/noticeEffects.ts). */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../domain/constants';
import { changesBookings, changesMembership, changesRoster } from '../../domain/noticeEffects';

describe('notice effects', () => {
  it("the owner's 'Mi equipo' reads its members again when a player joins by the link, accepts an invitation or leaves", () => {
    expect(NOTIFICATION_KINDS.filter(changesRoster)).toEqual([
      'REQUEST_ACCEPTED',
      'TEAM_ADDED',
      'TEAM_REMOVED',
      'TEAM_JOINED',
      'TEAM_LEFT',
      'INVITATION_ACCEPTED',
    ]);
    expect(changesRoster('INVITATION_DECLINED')).toBe(false);
  });

  it("the player's own team changes only when they were accepted, added or removed", () => {
    expect(NOTIFICATION_KINDS.filter(changesMembership)).toEqual(['REQUEST_ACCEPTED', 'TEAM_ADDED', 'TEAM_REMOVED']);
  });

  it('a team’s list follows its bookings, a field’s list the field’s', () => {
    expect(changesBookings('BOOKING_CANCELED', 'team')).toBe(true);
    expect(changesBookings('BOOKING_CANCELED', 'field')).toBe(false);
    expect(changesBookings('FIELD_BOOKING_MOVED', 'field')).toBe(true);
  });
});
