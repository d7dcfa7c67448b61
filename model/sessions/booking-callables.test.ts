import { describe, expect, it } from 'vitest';
import { parseBookSessionRequest, parseCancelBookingRequest } from './booking-callables.ts';

describe('booking requests', () => {
  it('parses the callables\' requests', () => {
    expect(parseBookSessionRequest({ sessionId: 'group-grounding' })).toEqual({ ok: true, value: { sessionId: 'group-grounding' } });
    expect(parseBookSessionRequest({ sessionId: '../x' }).ok).toBe(false);
    expect(parseBookSessionRequest(null).ok).toBe(false);
    expect(parseCancelBookingRequest({ sessionId: 42 })).toEqual({ ok: false, message: 'Say which booking to cancel.' });
  });
});
