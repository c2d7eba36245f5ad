/** The count of unread notices when the server's count and the stream's notices cross (domain/unread.ts). */
import { describe, expect, it } from 'vitest';
import { NO_TALLY, tallyArrived, tallyCounted, unreadOf } from '../../domain/unread';

describe('the unread tally', () => {
  it('knows nothing until a count or a notice comes', () => {
    expect(unreadOf(NO_TALLY)).toBeNull();
    expect(unreadOf(tallyArrived(NO_TALLY, 7))).toBe(1);
    expect(unreadOf(tallyCounted(NO_TALLY, { count: 0, latestId: 0 }))).toBe(0);
  });

  it('keeps a notice that arrived after the count was read, and on top of a later count that lacks it', () => {
    const counted = tallyCounted(NO_TALLY, { count: 2, latestId: 5 });
    const arrived = tallyArrived(counted, 6);
    expect(unreadOf(arrived)).toBe(3);
    // The count's answer, read before notice 6, comes after it: 6 stays on top.
    expect(unreadOf(tallyCounted(tallyArrived(NO_TALLY, 6), { count: 2, latestId: 5 }))).toBe(3);
  });

  it('counts once a notice the count already has, or one the stream brings twice', () => {
    const counted = tallyCounted(tallyArrived(NO_TALLY, 6), { count: 3, latestId: 6 });
    expect(unreadOf(counted)).toBe(3);
    expect(unreadOf(tallyArrived(counted, 6))).toBe(3);
    expect(unreadOf(tallyArrived(tallyArrived(counted, 7), 7))).toBe(4);
  });

  it('follows a count that went down when notices were read', () => {
    const before = tallyArrived(tallyCounted(NO_TALLY, { count: 4, latestId: 9 }), 10);
    expect(unreadOf(tallyCounted(before, { count: 0, latestId: 10 }))).toBe(0);
  });
});
