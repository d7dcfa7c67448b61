import { describe, expect, it } from 'vitest';
import { bookingRefusal, cancellationRefusal, sessionProblems } from './session-rules.ts';
import { sessionFields as fields } from './test-support/session-fields.ts';

const utc = (iso: string) => new Date(iso);

describe('sessionProblems', () => {
  it('accepts a complete session', () => {
    expect(sessionProblems(fields(), 0)).toEqual({});
    expect(sessionProblems(fields({ location: { kind: 'place', place: 'Studio 2' }, pricePence: 1500 }), 3)).toEqual({});
  });

  it('names each problem', () => {
    const problems = sessionProblems(
      fields({ title: ' ', startsAt: null, endsAt: null, location: { kind: 'online', url: 'http://insecure.example' }, capacity: 0, pricePence: 0 }),
      0,
    );
    expect(Object.keys(problems).sort()).toEqual(['capacity', 'endsAt', 'location', 'pricePence', 'startsAt', 'title']);
    expect(sessionProblems(fields({ location: { kind: 'place', place: '' } }), 0).location).toBe('Say where the session takes place.');
  });

  it('wants the end after the start, and capacity at least the bookings held', () => {
    expect(sessionProblems(fields({ endsAt: utc('2027-02-02T10:00:00Z') }), 0).endsAt).toBe('The session must end after it starts.');
    expect(sessionProblems(fields({ endsAt: utc('2027-02-03T10:00:00Z') }), 0).endsAt).toMatch(/up to 12 hours/);
    expect(sessionProblems(fields({ capacity: 2 }), 3).capacity).toBe('3 people have booked: capacity cannot be less than that.');
    expect(sessionProblems(fields({ kind: 'one-to-one', capacity: 2 }), 0).capacity).toBe('A 1:1 session has one seat.');
  });
});

describe('bookingRefusal', () => {
  const now = utc('2027-01-01T00:00:00Z');
  const session = { published: true, cancelled: false, startsAt: utc('2027-02-02T10:00:00Z'), capacity: 3, bookedCount: 1, audience: 'public' as const };
  const ok = { now, hasMembershipAccess: false, alreadyBooked: false };

  it('lets a member book a published future session with seats', () => {
    expect(bookingRefusal(session, ok)).toBeNull();
    expect(bookingRefusal({ ...session, audience: 'members' }, { ...ok, hasMembershipAccess: true })).toBeNull();
  });

  it('refuses in words', () => {
    expect(bookingRefusal(null, ok)).toBe('This session is not available.');
    expect(bookingRefusal({ ...session, published: false }, ok)).toBe('This session is not available.');
    expect(bookingRefusal({ ...session, cancelled: true }, ok)).toBe('This session has been cancelled.');
    expect(bookingRefusal({ ...session, startsAt: now }, ok)).toMatch(/already started/);
    expect(bookingRefusal(session, { ...ok, alreadyBooked: true })).toBe('You have already booked this session.');
    expect(bookingRefusal({ ...session, audience: 'members' }, ok)).toBe('This session is for members. Join to book it.');
    expect(bookingRefusal({ ...session, bookedCount: 3 }, ok)).toBe('This session is full.');
  });

  it('refuses cancelling once the session has started', () => {
    expect(cancellationRefusal({ startsAt: utc('2027-02-02T10:00:00Z') }, now)).toBeNull();
    expect(cancellationRefusal(null, now)).toBeNull();
    expect(cancellationRefusal({ startsAt: utc('2026-12-31T10:00:00Z') }, now)).toMatch(/already started/);
  });
});
