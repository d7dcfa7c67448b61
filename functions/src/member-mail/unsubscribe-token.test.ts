import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_TOKEN_DAYS, signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'test-secret';
const now = new Date('2026-11-29T10:00:00Z');

describe('unsubscribe tokens', () => {
  it('a signed token verifies to its member and kind', () => {
    const token = signUnsubscribeToken(secret, 'member-1', 'measure-due', now);
    expect(verifyUnsubscribeToken(secret, token, now)).toEqual({
      ok: true,
      claim: { uid: 'member-1', kind: 'measure-due', expiresAt: now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000 },
    });
  });

  it('a changed member or kind is refused as tampered', () => {
    const token = signUnsubscribeToken(secret, 'member-1', 'measure-due', now);
    const [, signed] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ uid: 'member-2', kind: 'measure-due', expiresAt: now.getTime() + 1e9 })).toString('base64url');
    expect(verifyUnsubscribeToken(secret, `${forged}.${signed}`, now)).toEqual({ ok: false, reason: 'tampered' });
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'AB' : 'AA');
    expect(verifyUnsubscribeToken(secret, flipped, now)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('another secret is refused as tampered', () => {
    const token = signUnsubscribeToken('other-secret', 'member-1', 'booking-reminder', now);
    expect(verifyUnsubscribeToken(secret, token, now)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('expires after its days', () => {
    const token = signUnsubscribeToken(secret, 'member-1', 'measure-assigned', now);
    const later = new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000);
    expect(verifyUnsubscribeToken(secret, token, new Date(later.getTime() - 1)).ok).toBe(true);
    expect(verifyUnsubscribeToken(secret, token, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('garbage and service kinds are refused as malformed', () => {
    expect(verifyUnsubscribeToken(secret, '', now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyUnsubscribeToken(secret, 'a.b.c', now)).toEqual({ ok: false, reason: 'malformed' });
    // a correctly signed token for a kind that is not a reminder (service mail cannot be switched off)
    const body = Buffer.from(JSON.stringify({ uid: 'member-1', kind: 'booking-confirmed', expiresAt: now.getTime() + 1e9 })).toString('base64url');
    const signed = createHmac('sha256', secret).update(`unsubscribe.${body}`).digest('base64url');
    expect(verifyUnsubscribeToken(secret, `${body}.${signed}`, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
