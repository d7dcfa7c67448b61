import { describe, expect, it } from 'vitest';
import { readMailDocument } from './mail-documents.ts';
import { isServiceMail } from './service-mail.ts';

describe('readMailDocument', () => {
  it('reads a stored mail as written', () => {
    const stored = {
      toUids: ['m1'], memberId: 'm1', kind: 'booking-confirmed',
      message: { subject: 'Booked', text: 'See you', html: '<p>See you</p>' },
      headers: { 'List-Unsubscribe': '<https://x.example/u>', bad: 3 },
      attachments: [{ filename: 'session.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
      createdAt: 'at', delivery: { state: 'RETRY', attempts: 2, error: 'Connection refused', nextAttemptAt: 'later' },
    };
    expect(readMailDocument<string>(stored)).toEqual({
      toUids: ['m1'], memberId: 'm1', kind: 'booking-confirmed',
      message: { subject: 'Booked', text: 'See you', html: '<p>See you</p>' },
      headers: { 'List-Unsubscribe': '<https://x.example/u>' },
      attachments: [{ filename: 'session.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
      createdAt: 'at',
      delivery: { state: 'RETRY', attempts: 2, error: 'Connection refused', startTime: null, endTime: null, nextAttemptAt: 'later', leaseExpiresAt: null },
    });
  });

  it('never throws on a damaged document: no recipients, empty message, an unknown state reads as ERROR', () => {
    const read = readMailDocument<Date>({ to: 'a@b.c', kind: 'spam', delivery: { state: 'SENT?', attempts: -1 } });
    expect(read.to).toBeUndefined();
    expect(read.kind).toBe('security');
    expect(read.message).toEqual({ subject: '', text: '', html: '' });
    expect(read.delivery).toMatchObject({ state: 'ERROR', attempts: 0 });
    expect(readMailDocument(null).delivery.state).toBe('ERROR');
  });
});

describe('isServiceMail', () => {
  it('booking confirmations and cancellations and security notices always go; reminders and alerts may be switched off', () => {
    expect(['booking-confirmed', 'booking-cancelled', 'security'].every((kind) => isServiceMail(kind as never))).toBe(true);
    expect(['measure-assigned', 'measure-due', 'booking-reminder', 'flag-alert', 'flag-digest'].some((kind) => isServiceMail(kind as never))).toBe(false);
  });
});
