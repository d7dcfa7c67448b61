/**
 * The one-click unsubscribe token in a reminder's link: who (uid), which reminder kind and until
 * when, signed with HMAC-SHA256. Anyone holding the link may switch that one reminder off for that
 * member (it is in their mailbox), and nothing else: no sign-in, no other kind, no other member.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isReminderKind, type ReminderKind } from '@model';

/** How long a link works: a reminder read months later asks the member to sign in instead. */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;

export interface UnsubscribeClaim {
  uid: string;
  kind: ReminderKind;
  /** when the link stops working, ms since the epoch */
  expiresAt: number;
}

export type TokenCheck = { ok: true; claim: UnsubscribeClaim } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

const signature = (secret: string, body: string): Buffer => createHmac('sha256', secret).update(`unsubscribe.${body}`).digest();

/** Pure: the token for this member and kind, valid for UNSUBSCRIBE_TOKEN_DAYS from `now`. */
export function signUnsubscribeToken(secret: string, uid: string, kind: ReminderKind, now: Date): string {
  const claim: UnsubscribeClaim = { uid, kind, expiresAt: now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000 };
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

/** Pure: the token's claim if the signature holds and it has not expired; otherwise why not. */
export function verifyUnsubscribeToken(secret: string, token: string, now: Date): TokenCheck {
  const [body, signed, extra] = token.split('.');
  if (!body || !signed || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = signature(secret, body);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { uid, kind, expiresAt } = (claim ?? {}) as Record<string, unknown>;
  if (typeof uid !== 'string' || !uid || typeof kind !== 'string' || !isReminderKind(kind) || typeof expiresAt !== 'number') return { ok: false, reason: 'malformed' };
  if (expiresAt <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { uid, kind, expiresAt } };
}
