import { describe, expect, it } from 'vitest';
import { priceText, seatsText, sessionAction, whenText, whereText } from './session-words';

const session = { audience: 'public' as const, capacity: 5, bookedCount: 2, cancelled: false };

describe('session words', () => {
  it('says when, where and what it costs', () => {
    expect(whenText({ startsAt: new Date('2027-07-15T09:00:00Z'), endsAt: new Date('2027-07-15T10:00:00Z') })).toBe('Thursday 15 July 2027, 10:00–11:00 (UK time)');
    expect(whenText({ startsAt: null, endsAt: null })).toBe('Time to be confirmed');
    expect(whereText({ location: { kind: 'online', url: 'https://x.example/y' } })).toBe('Online');
    expect(whereText({ location: { kind: 'place', place: 'Studio 1' } })).toBe('Studio 1');
    expect(priceText({ pricePence: 2500, audience: 'public' })).toBe('£25.00, pay at the session');
    expect(priceText({ pricePence: null, audience: 'members' })).toBe('Included with membership');
    expect(priceText({ pricePence: null, audience: 'public' })).toBe('No charge');
  });

  it('counts places left', () => {
    expect(seatsText({ capacity: 12, bookedCount: 1 })).toBe('11 of 12 places left');
    expect(seatsText({ capacity: 4, bookedCount: 3 })).toBe('1 place left');
    expect(seatsText({ capacity: 4, bookedCount: 4 })).toBe('Full');
  });

  it('offers each reader the right action', () => {
    expect(sessionAction(session, 'visitor', false)).toBe('sign-in');
    expect(sessionAction(session, 'unknown', false)).toBe('wait');
    expect(sessionAction(session, 'member', false)).toBe('book');
    expect(sessionAction({ ...session, audience: 'members' }, 'member', false)).toBe('join');
    expect(sessionAction({ ...session, audience: 'members' }, 'access', false)).toBe('book');
    expect(sessionAction({ ...session, bookedCount: 5 }, 'access', false)).toBe('full');
    expect(sessionAction({ ...session, bookedCount: 5 }, 'access', true)).toBe('booked');
    expect(sessionAction({ ...session, cancelled: true }, 'access', false)).toBe('cancelled');
  });
});
