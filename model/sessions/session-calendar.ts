/**
 * The calendar file (RFC 5545 .ics) a member downloads for a session they booked: pure, so the
 * page builds it on the device.
 */
import type { SessionDocument } from './session-documents.ts';

/** RFC 5545 TEXT: backslash, semicolon, comma and newlines escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function icsFold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 20270202T100000Z */
const icsUtc = (instant: Date): string => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * Pure: an .ics calendar file (RFC 5545) for one session: CRLF lines, folded at 75 octets, times
 * in UTC. `now` is the DTSTAMP. Null when the session has no start or end.
 */
export function sessionIcs(session: SessionDocument<Date>, sessionId: string, now: Date): string | null {
  if (!session.startsAt || !session.endsAt) return null;
  const where = session.location.kind === 'online' ? 'Online' : session.location.place;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wellness practice//Sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:session-${sessionId}@wellness-practice`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(session.startsAt)}`,
    `DTEND:${icsUtc(session.endsAt)}`,
    `SUMMARY:${icsText(session.title)}`,
    ...(session.description ? [`DESCRIPTION:${icsText(session.description)}`] : []),
    ...(where ? [`LOCATION:${icsText(where)}`] : []),
    ...(session.location.kind === 'online' && session.location.url ? [`URL:${session.location.url}`] : []),
    `STATUS:${session.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(icsFold).join('\r\n') + '\r\n';
}

/** Pure: the calendar file's name, from the title ("group-grounding-session.ics"). */
export function sessionIcsFileName(session: Pick<SessionDocument<unknown>, 'title'>): string {
  const slug = session.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
  return `${slug || 'session'}.ics`;
}
