import { describe, expect, it } from 'vitest';
import { emptySessionForm, parsePounds, readSessionForm, sessionToForm, type SessionFormValues } from './session-form';

const filled = (over: Partial<SessionFormValues> = {}): SessionFormValues => ({
  ...emptySessionForm(),
  title: 'Breathing for sleep',
  date: '2027-07-15',
  startTime: '10:00',
  endTime: '11:30',
  url: 'https://meet.example.com/abc',
  ...over,
});

describe('readSessionForm', () => {
  it('reads UK times as instants (summer: UTC+1)', () => {
    const read = readSessionForm(filled(), 0);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.fields.startsAt?.toISOString()).toBe('2027-07-15T09:00:00.000Z');
    expect(read.fields.endsAt?.toISOString()).toBe('2027-07-15T10:30:00.000Z');
    expect(read.fields).toMatchObject({ capacity: 10, pricePence: null, location: { kind: 'online', url: 'https://meet.example.com/abc' } });
  });

  it('says what is wrong, by field', () => {
    const read = readSessionForm(filled({ title: '', date: '', startTime: '', endTime: '9', url: 'www.example.com', capacity: 'ten', priced: true, price: 'lots' }), 0);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).sort()).toEqual(['capacity', 'date', 'endTime', 'price', 'startTime', 'title', 'url']);
  });

  it('wants the end after the start and capacity at least the bookings', () => {
    const late = readSessionForm(filled({ startTime: '11:00', endTime: '10:00' }), 0);
    expect(!late.ok && late.errors.endTime).toBe('The session must end after it starts.');
    const small = readSessionForm(filled({ capacity: '2' }), 4);
    expect(!small.ok && small.errors.capacity).toBe('4 people have booked: capacity cannot be less than that.');
  });

  it('refuses a time the clocks skip, and names the place when in person', () => {
    const skipped = readSessionForm(filled({ date: '2027-03-28', startTime: '01:30', endTime: '03:00' }), 0);
    expect(!skipped.ok && skipped.errors.startTime).toMatch(/does not exist in the UK/);
    const nowhere = readSessionForm(filled({ locationKind: 'place', place: ' ' }), 0);
    expect(!nowhere.ok && nowhere.errors.place).toBe('Say where the session takes place.');
  });

  it('round-trips a stored session through the form', () => {
    const read = readSessionForm(filled({ priced: true, price: '£25.50', locationKind: 'place', place: 'Studio 1' }), 0);
    if (!read.ok) throw new Error('expected a valid form');
    const back = sessionToForm({ ...read.fields, id: 's1', bookedCount: 0, createdAt: null, updatedAt: null, updatedBy: null });
    expect(back).toMatchObject({ date: '2027-07-15', startTime: '10:00', endTime: '11:30', price: '25.50', priced: true, place: 'Studio 1', locationKind: 'place' });
  });
});

describe('parsePounds', () => {
  it('reads pounds and pence', () => {
    expect(parsePounds('25')).toBe(2500);
    expect(parsePounds('£25.5')).toBe(2550);
    expect(parsePounds('1,000.05')).toBe(100005);
    expect(parsePounds('25.555')).toBeNull();
    expect(parsePounds('')).toBeNull();
  });
});
