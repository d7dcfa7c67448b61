import Stripe from 'stripe';

/** Payment functions run in London like every other function. */
export { REGION } from '../options.ts';

/**
 * How payments are configured. With `STRIPE_SECRET_KEY` set (a real project) Checkout is Stripe's
 * own; without it (the embedded default: emulators, tests, no internet) the app's local test
 * checkout is used, and its events reach the same webhook signed with the local secret.
 */
export type StripeMode = 'live' | 'local';

/** Signs and verifies local events when `STRIPE_WEBHOOK_SECRET` is not set. Not a secret: it only works on the emulator. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_wellness_test';

/** Stripe's client needs a key even when only its webhook helpers are used (no API call is made locally). */
const LOCAL_PLACEHOLDER_KEY = 'sk_test_local_wellness_no_api_calls';

const setting = (name: string): string | null => {
  const value = process.env[name]?.trim();
  return value ? value : null;
};

export function stripeMode(): StripeMode {
  return setting('STRIPE_SECRET_KEY') ? 'live' : 'local';
}

let client: Stripe | null = null;
let clientKey: string | null = null;

/** The official Stripe client (memoised per key). */
export function stripeClient(): Stripe {
  const key = setting('STRIPE_SECRET_KEY') ?? LOCAL_PLACEHOLDER_KEY;
  if (!client || clientKey !== key) {
    client = new Stripe(key, { maxNetworkRetries: 2, appInfo: { name: 'wellness-membership-app' } });
    clientKey = key;
  }
  return client;
}

/** The secret the webhook verifies signatures with. */
export function webhookSecret(): string {
  return setting('STRIPE_WEBHOOK_SECRET') ?? LOCAL_WEBHOOK_SECRET;
}

/** Whether this is the Functions emulator (firebase-tools sets FUNCTIONS_EMULATOR there, never in production). */
export function runningInEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * The local test checkout runs only on the emulator and only without a Stripe key: a deployed
 * project that forgot its key must never hand out courses or memberships for free.
 */
export function localPaymentsAllowed(): boolean {
  return stripeMode() === 'local' && runningInEmulator();
}

const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/;

/**
 * The origin Checkout returns the buyer to, if it is one of the app's: `APP_ORIGINS` (a comma list
 * of https origins, for a real project), and on the emulator any local http origin. Anything else
 * is null (never an open redirect).
 */
export function allowedReturnOrigin(origin: string | undefined | null): string | null {
  if (!origin) return null;
  const configured = (setting('APP_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (configured.includes(origin)) return origin;
  if (runningInEmulator() && LOCAL_ORIGIN.test(origin)) return origin;
  return null;
}
