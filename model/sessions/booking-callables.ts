/** bookSession and cancelBooking: their payloads, pure parsers with readable messages, and answers. */
import { asData } from '@engine';
import type { Parsed } from '../forms/form-callables.ts';

const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** Pure: a session id as routes and documents spell it. */
export const isSessionId = (value: unknown): value is string => typeof value === 'string' && SESSION_ID.test(value);

/** bookSession's request: the session, nothing else. */
export interface BookSessionRequest {
  sessionId: string;
}

export interface BookSessionAnswer {
  sessionId: string;
  /** seats left after this booking */
  seatsLeft: number;
}

/** cancelBooking's request. */
export interface CancelBookingRequest {
  sessionId: string;
}

export interface CancelBookingAnswer {
  sessionId: string;
  /** false: there was no booking to cancel (a second tap, another tab) */
  cancelled: boolean;
}

export function parseBookSessionRequest(payload: unknown): Parsed<BookSessionRequest> {
  const sessionId = asData(payload).sessionId;
  return isSessionId(sessionId) ? { ok: true, value: { sessionId } } : { ok: false, message: 'Say which session to book.' };
}

export function parseCancelBookingRequest(payload: unknown): Parsed<CancelBookingRequest> {
  const sessionId = asData(payload).sessionId;
  return isSessionId(sessionId) ? { ok: true, value: { sessionId } } : { ok: false, message: 'Say which booking to cancel.' };
}
