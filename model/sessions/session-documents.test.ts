import { describe, expect, it } from 'vitest';
import {
  bookingRefusal,
  cancellationRefusal,
  formatSessionWhen,
  londonInstant,
  londonWallClock,
  parseBookSessionRequest,
  parseCancelBookingRequest,
  readSession,
  readSessionLink,
  storedSessionLocation,
  sessionProblems,
  type SessionDocument,
  type SessionFields,
} from './session-documents.ts';
import { icsFold, icsText, sessionIcs, sessionIcsFileName } from './session-calendar.ts';

const utc = (iso: string) => new Date(iso);

describe('London wall clock <-> instant', () => {
  it('reads winter times as UTC and summer times as UTC+1', () => {
    expect(londonInstant('2027-02-02', '10:00')?.toISOString()).toBe('2027-02-02T10:00:00.000Z');
    expect(londonInstant('2027-07-15', '10:00')?.toISOString()).toBe('2027-07-15T09:00:00.000Z');
    expect(londonWallClock(utc('2027-07-15T09:00:00Z'))).toEqual({ date: '2027-07-15', time: '10:00' });
    expect(londonWallClock(utc('2027-02-02T10:00:00Z'))).toEqual({ date: '2027-02-02', time: '10:00' });
  });

  it('crosses the last Sunday of March (28 March 2027): 00:59 GMT, 01:xx does not exist, 02:00 is BST', () => {
    expect(londonInstant('2027-03-28', '00:59')?.toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(londonInstant('2027-03-28', '01:00')).toBeNull();
    expect(londonInstant('2027-03-28', '01:30')).toBeNull();
    expect(londonInstant('2027-03-28', '02:00')?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(londonWallClock(utc('2027-03-28T00:59:00Z')).time).toBe('00:59');
    expect(londonWallClock(utc('2027-03-28T01:00:00Z')).time).toBe('02:00');
    // the day before and after keep their own offsets
    expect(londonInstant('2027-03-27', '10:00')?.toISOString()).toBe('2027-03-27T10:00:00.000Z');
    expect(londonInstant('2027-03-29', '10:00')?.toISOString()).toBe('2027-03-29T09:00:00.000Z');
  });

  it('crosses the last Sunday of October (31 October 2027): 01:30 happens twice, the first (BST) is taken', () => {
    expect(londonInstant('2027-10-31', '00:30')?.toISOString()).toBe('2027-10-30T23:30:00.000Z');
    expect(londonInstant('2027-10-31', '01:30')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(londonInstant('2027-10-31', '02:00')?.toISOString()).toBe('2027-10-31T02:00:00.000Z');
    expect(londonWallClock(utc('2027-10-31T00:30:00Z')).time).toBe('01:30');
    expect(londonWallClock(utc('2027-10-31T01:30:00Z')).time).toBe('01:30');
    expect(londonWallClock(utc('2027-10-30T23:30:00Z'))).toEqual({ date: '2027-10-31', time: '00:30' });
  });

  it('round-trips every quarter hour of both change days', () => {
    for (const date of ['2027-03-28', '2027-10-31', '2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const instant = londonInstant(date, time);
        if (instant) expect(londonWallClock(instant)).toEqual({ date, time });
      }
    }
  });

  it('refuses what is not a date and time', () => {
    expect(londonInstant('2027-02-31', '10:00')).toBeNull();
    expect(londonInstant('2027-13-01', '10:00')).toBeNull();
    expect(londonInstant('2/2/2027', '10:00')).toBeNull();
    expect(londonInstant('2027-02-02', '24:00')).toBeNull();
    expect(londonInstant('2027-02-02', '')).toBeNull();
  });

  it('formats the session time in UK time', () => {
    expect(formatSessionWhen(utc('2027-02-02T10:00:00Z'), utc('2027-02-02T11:00:00Z'))).toBe('Tuesday 2 February 2027, 10:00–11:00 (UK time)');
    expect(formatSessionWhen(utc('2027-07-15T09:00:00Z'), utc('2027-07-15T10:30:00Z'))).toBe('Thursday 15 July 2027, 10:00–11:30 (UK time)');
    expect(formatSessionWhen(utc('2027-07-15T21:00:00Z'), utc('2027-07-15T23:30:00Z'))).toBe(
      'Thursday 15 July 2027, 22:00 – Friday 16 July 2027, 00:30 (UK time)',
    );
  });
});

const fields = (over: Partial<SessionFields> = {}): SessionFields => ({
  title: 'Breathing for sleep',
  description: '',
  kind: 'group',
  startsAt: utc('2027-02-02T10:00:00Z'),
  endsAt: utc('2027-02-02T11:00:00Z'),
  location: { kind: 'online', url: 'https://meet.example.com/abc' },
  capacity: 10,
  audience: 'public',
  published: true,
  pricePence: null,
  cancelled: false,
  ...over,
});

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

describe('requests and stored documents', () => {
  it('parses the callables\' requests', () => {
    expect(parseBookSessionRequest({ sessionId: 'group-grounding' })).toEqual({ ok: true, value: { sessionId: 'group-grounding' } });
    expect(parseBookSessionRequest({ sessionId: '../x' }).ok).toBe(false);
    expect(parseBookSessionRequest(null).ok).toBe(false);
    expect(parseCancelBookingRequest({ sessionId: 42 })).toEqual({ ok: false, message: 'Say which booking to cancel.' });
  });

  it('reads what is missing or wrong with safe defaults', () => {
    const read = readSession('s1', { title: 'Yoga', location: 'Online', capacity: -2, pricePence: 0, kind: 'dance' });
    expect(read).toMatchObject({ title: 'Yoga', kind: 'group', capacity: 0, bookedCount: 0, pricePence: null, published: false, audience: 'members' });
    expect(read.location).toEqual({ kind: 'place', place: 'Online' });
    expect(readSession('s2', { location: { kind: 'online', url: 'javascript:alert(1)' } }).location).toEqual({ kind: 'online', url: '' });
    // stored without its link (the link lives at sessionLinkPath)
    expect(readSession('s4', { location: { kind: 'online' } }).location).toEqual({ kind: 'online', url: '' });
    expect(readSessionLink({ url: 'https://meet.example.com/x' })).toBe('https://meet.example.com/x');
    expect(readSessionLink({ url: 'javascript:alert(1)' })).toBe('');
    expect(storedSessionLocation({ kind: 'online', url: 'https://meet.example.com/x' })).toEqual({ kind: 'online' });
    expect(storedSessionLocation({ kind: 'place', place: ' Studio ' })).toEqual({ kind: 'place', place: 'Studio' });
    expect(readSession('s3', { location: { kind: 'online', url: 'https://meet.example.com/x' } }).location.kind).toBe('online');
  });
});

describe('sessionIcs', () => {
  const session: SessionDocument<Date> = {
    ...fields({ title: 'Grounding, breath; and rest\\together', description: 'Bring a mat.\nWear layers.' }),
    bookedCount: 0,
    createdAt: null,
    updatedAt: null,
    updatedBy: null,
  };
  const ics = sessionIcs(session, 'group-grounding', utc('2026-11-27T23:15:16Z'))!;
  const lines = ics.split('\r\n');

  it('is a CRLF calendar with one event in UTC', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20270202T100000Z');
    expect(lines).toContain('DTEND:20270202T110000Z');
    expect(lines).toContain('DTSTAMP:20261127T231516Z');
    expect(lines).toContain('UID:session-group-grounding@wellness-practice');
    expect(lines).toContain('URL:https://meet.example.com/abc');
    expect(lines).toContain('LOCATION:Online');
    expect(lines).toContain('STATUS:CONFIRMED');
  });

  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(lines).toContain('SUMMARY:Grounding\\, breath\\; and rest\\\\together');
    expect(lines).toContain('DESCRIPTION:Bring a mat.\\nWear layers.');
    expect(icsText('a\r\nb')).toBe('a\\nb');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = sessionIcs({ ...session, location: { kind: 'place', place: 'é'.repeat(100) } }, 'x', new Date(0))!;
    const physical = long.split('\r\n');
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const location = long.slice(long.indexOf('LOCATION:'), long.indexOf('\r\nSTATUS'));
    expect(location.replace(/\r\n /g, '')).toBe(`LOCATION:${'é'.repeat(100)}`);
    expect(icsFold('x'.repeat(75))).toBe('x'.repeat(75));
    expect(icsFold('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('names the file after the title, and has none without times', () => {
    expect(sessionIcsFileName({ title: 'Group grounding session' })).toBe('group-grounding-session.ics');
    expect(sessionIcs({ ...session, endsAt: null }, 'x', new Date(0))).toBeNull();
  });
});
