import { describe, expect, it } from 'vitest';
import { icsFold, icsText, sessionIcs, sessionIcsFileName } from './session-calendar.ts';
import type { SessionDocument } from './session-documents.ts';
import { sessionFields } from './test-support/session-fields.ts';

const utc = (iso: string) => new Date(iso);

describe('sessionIcs', () => {
  const session: SessionDocument<Date> = {
    ...sessionFields({ title: 'Grounding, breath; and rest\\together', description: 'Bring a mat.\nWear layers.' }),
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
