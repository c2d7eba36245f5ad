/**
 * What a reservation card offers in each display state (domain/time.ts, `cardOffersInDisplayState`), and a member's
 * answer and the owner's name of '¿Quién va?' (domain/attendance.ts).
 */
import { describe, expect, it } from 'vitest';
import { memberAnswer, ownerNameOf } from '../../domain/attendance';
import { cardOffersInDisplayState } from '../../domain/time';

const team = { id: 4 };
const field = { id: 7 };
const customer = { name: 'Carlos Ruiz' };

describe('cardOffersInDisplayState', () => {
  it("offers the team's owner cancel, move and '¿Quién va?' before the start, and marks the booking ahead as current", () => {
    const offers = cardOffersInDisplayState('upcoming', { status: 'ACTIVE', team, field }, { viewedBy: 'team', canManage: true });
    expect(offers).toEqual({
      cancel: true,
      finalize: false,
      current: true,
      noShow: false,
      attendance: true,
      answers: true,
      movable: true,
      fieldContact: true,
    });
  });

  it("offers the field's administrator finalize and 'No se presentó' once started, and no move", () => {
    const offers = cardOffersInDisplayState('inProgress', { status: 'ACTIVE', team, field, customer }, { viewedBy: 'field', canManage: true });
    expect(offers).toMatchObject({ cancel: false, finalize: true, noShow: true, movable: false, attendance: false, current: false });
  });

  it("moves a customer's manual booking for the administrator, but not a team's", () => {
    const viewer = { viewedBy: 'field', canManage: true } as const;
    expect(cardOffersInDisplayState('other', { status: 'ACTIVE', field, customer }, viewer).movable).toBe(true);
    expect(cardOffersInDisplayState('other', { status: 'ACTIVE', field, team }, viewer).movable).toBe(false);
  });

  it("keeps the team's '¿Quién va?' and la vaca from the start on, once played and once cancelled, with the answers closed", () => {
    const viewer = { viewedBy: 'team', canManage: false } as const;
    for (const display of ['inProgress', 'expired'] as const)
      expect(cardOffersInDisplayState(display, { status: 'ACTIVE', team, field }, viewer)).toMatchObject({ attendance: true, answers: false });
    expect(cardOffersInDisplayState('other', { status: 'FINISHED', team, field }, viewer)).toMatchObject({ attendance: true, answers: false });
    expect(cardOffersInDisplayState('other', { status: 'CANCELED', team, field }, viewer)).toMatchObject({ attendance: true, answers: false });
    // A customer's manual booking has no team to ask.
    expect(cardOffersInDisplayState('upcoming', { status: 'ACTIVE', field, customer }, viewer)).toMatchObject({ attendance: false, answers: false });
  });

  it('offers no action on a booking no longer ACTIVE, nor to whoever may not manage it', () => {
    const ended = cardOffersInDisplayState('expired', { status: 'FINISHED', team, field }, { viewedBy: 'team', canManage: true });
    expect(ended).toMatchObject({ cancel: false, finalize: false, current: false, answers: false, fieldContact: false });
    const member = cardOffersInDisplayState('upcoming', { status: 'ACTIVE', team, field }, { viewedBy: 'team', canManage: false });
    expect(member).toMatchObject({ cancel: false, movable: false, attendance: true, current: true });
  });
});

describe("'¿Quién va?' answers", () => {
  const ana = { playerId: 1, name: 'Ana', paid: false };
  const beto = { playerId: 2, name: 'Beto', paid: false };
  const attendance = { going: [ana], notGoing: [beto], pending: [] };

  it("tells each member's answer", () => {
    expect([1, 2, 3].map((id) => memberAnswer(attendance, id))).toEqual(['going', 'notGoing', 'pending']);
  });

  it("names the owner among the members, else the team's name", () => {
    expect(ownerNameOf(attendance, 2, 'Los Pibes')).toBe('Beto');
    expect(ownerNameOf(attendance, 9, 'Los Pibes')).toBe('Los Pibes');
  });
});
