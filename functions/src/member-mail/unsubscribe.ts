import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, escapeHtml, REMINDER_WORDS } from '@model';
import { appLink, MAIL_SECRETS } from '../mail/index.ts';
import { REGION } from '../options.ts';
import { mailLinkSecret } from './link-secret.ts';
import { verifyUnsubscribeToken, type TokenCheck } from './unsubscribe-token.ts';

/** A plain page that needs nothing from the app: no script, inline style only, posts only to itself. */
function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5;color:#1f2933;margin:0;padding:24px}main{max-width:560px;margin:0 auto}button{font:inherit;padding:10px 18px;border-radius:6px;border:0;background:#2f6f5e;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style>',
    `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('');
}

const REFUSALS: Record<Exclude<TokenCheck, { ok: true }>['reason'], string> = {
  malformed: 'This unsubscribe link is incomplete. Please use the whole link from the email, or sign in and choose which emails you get in your account settings.',
  tampered: 'This unsubscribe link has been changed, so it cannot be used. Please use the link exactly as it is in the email, or sign in and choose which emails you get in your account settings.',
  expired: 'This unsubscribe link has expired. Please sign in and choose which emails you get in your account settings.',
};

const settingsLink = () => `<p><a href="${escapeHtml(appLink('/dashboard/emails'))}">Choose which emails you get</a> (you will be asked to sign in).</p>`;

/**
 * One-click unsubscribe from a reminder (RFC 8058), without signing in. The link in the email and
 * its List-Unsubscribe header carry a signed token (member, reminder kind, expiry). GET shows a
 * plain page with a "Stop these emails" button and changes nothing (mail scanners open links);
 * POST (the button, or a mail client's one-click `List-Unsubscribe=One-Click`) switches that one
 * reminder off in users/{uid}.emailChoices. A changed or expired token is refused in words.
 */
export const unsubscribe = onRequest({ region: REGION, secrets: MAIL_SECRETS }, async (request, response) => {
  response.set('Cache-Control', 'no-store');
  response.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
  response.set('Referrer-Policy', 'no-referrer');
  const send = (status: number, title: string, body: string) => response.status(status).type('html').send(page(title, body));
  if (request.method !== 'GET' && request.method !== 'POST') {
    response.set('Allow', 'GET, POST');
    send(405, 'Not available', '<p>Open the link from the email to stop those emails.</p>');
    return;
  }
  const secret = mailLinkSecret();
  if (!secret) {
    logger.error('unsubscribe: MAIL_LINK_SECRET is not set, every link is refused');
    send(503, 'Not available just now', `<p>Unsubscribing by link is not available just now.</p>${settingsLink()}`);
    return;
  }
  const raw = request.query.token ?? (request.body as Record<string, unknown> | undefined)?.token;
  const token = typeof raw === 'string' ? raw : '';
  const check = verifyUnsubscribeToken(secret, token, new Date());
  if (!check.ok) {
    send(400, 'This link cannot be used', `<p>${escapeHtml(REFUSALS[check.reason])}</p>${settingsLink()}`);
    return;
  }
  const { uid, kind } = check.claim;
  const what = REMINDER_WORDS[kind].label.toLowerCase();
  if (request.method === 'GET') {
    const action = `?token=${encodeURIComponent(token)}`;
    send(200, 'Stop these reminders?', `<p>You will no longer get an email when “${escapeHtml(what)}”. Emails about your bookings and your account still come.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Stop these emails</button></form>${settingsLink()}`);
    return;
  }
  const profile = getFirestore().collection(COLLECTIONS.users).doc(uid);
  try {
    // an erased member has no profile: nothing to switch off, and nothing is created for them
    if ((await profile.get()).exists) await profile.update({ [`emailChoices.${kind}`]: false });
  } catch (error) {
    logger.error('unsubscribe: not saved', { kind, error: error instanceof Error ? error.message : String(error) });
    send(500, 'Not saved', `<p>Something went wrong and your choice was not saved. Please try the link again in a few minutes.</p>${settingsLink()}`);
    return;
  }
  send(200, 'You are unsubscribed', `<p>You will no longer get an email when “${escapeHtml(what)}”. You can turn it back on at any time.</p>${settingsLink()}`);
});
