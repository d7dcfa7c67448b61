import { describe, expect, it } from 'vitest';
import type { SessionDocument } from '@model';
import { bookingConfirmedMessage, bookingReminderMessage, measureAssignedMessage, measureDueMessage, sessionCalendarAttachment } from './member-mails.ts';

const context = (unsubscribeUrl: string | null = 'https://fn.example/unsubscribe?token=a.b') => ({
  name: 'Ada <script>alert(1)</script>',
  practiceName: 'Calm & Co',
  appLink: (path: string) => `https://app.example${path}`,
  unsubscribeUrl,
});

const session = (over: Partial<SessionDocument<Date>> = {}): SessionDocument<Date> => ({
  title: 'Grounding <b>evening</b>', description: 'Bring a blanket', kind: 'group', audience: 'public', published: true, cancelled: false,
  startsAt: new Date('2026-10-27T18:00:00Z'), endsAt: new Date('2026-10-27T19:00:00Z'), location: { kind: 'place', place: 'Studio 1' },
  capacity: 10, bookedCount: 1, pricePence: null, createdAt: null, updatedAt: null, ...over,
} as SessionDocument<Date>);

describe('members\' emails', () => {
  it('a form to complete names no form and no message, escapes the name, and links to the dashboard and the unsubscribe', () => {
    const message = measureAssignedMessage(context(), new Date('2026-12-03T17:00:00Z'));
    expect(message.subject).toBe('A form to complete for Calm & Co');
    expect(message.text).toContain('Hello Ada <script>alert(1)</script>,');
    expect(message.text).toContain('Please complete it by 3 December 2026 at 17:00.');
    expect(message.html).toContain('Hello Ada &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('href="https://app.example/dashboard"');
    expect(message.html).toContain('href="https://fn.example/unsubscribe?token=a.b"');
    expect(message.text).toContain('Choose which emails you get: https://app.example/dashboard/emails');
  });

  it('a due reminder without an unsubscribe link says nothing of stopping it', () => {
    const message = measureDueMessage(context(null), new Date('2026-07-01T08:00:00Z'));
    expect(message.text).toContain('due by 1 July 2026 at 09:00');
    expect(message.text).not.toContain('Stop these reminders');
  });

  it('booking emails name the session on the UK clock, escaped; the confirmation is service mail', () => {
    const confirmed = bookingConfirmedMessage(context(), session());
    expect(confirmed.subject).toBe('Booked: Grounding <b>evening</b>');
    expect(confirmed.text).toContain('When: Tuesday 27 October 2026, 18:00–19:00 (UK time)');
    expect(confirmed.text).toContain('Where: Studio 1');
    expect(confirmed.html).toContain('Grounding &lt;b&gt;evening&lt;/b&gt;');
    expect(confirmed.text).toContain('it is always sent');
    expect(confirmed.text).not.toContain('unsubscribe');
    const reminder = bookingReminderMessage(context(), session({ location: { kind: 'online', url: 'https://meet.example/x' } } as Partial<SessionDocument<Date>>));
    expect(reminder.text).toContain('Where: Online (the link is on the sessions page)');
    expect(reminder.text).not.toContain('meet.example');
    expect(reminder.text).toContain('Stop these reminders: https://fn.example/unsubscribe?token=a.b');
  });

  it('attaches the calendar file, or nothing for a session without times', () => {
    const [ics] = sessionCalendarAttachment(session(), 's1', new Date('2026-10-01T00:00:00Z'));
    expect(ics).toMatchObject({ filename: 'grounding-b-evening-b.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(ics!.content).toContain('DTSTART:20261027T180000Z\r\n');
    expect(sessionCalendarAttachment(session({ startsAt: null }), 's1', new Date())).toEqual([]);
  });
});
