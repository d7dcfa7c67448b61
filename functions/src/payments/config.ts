import Stripe from 'stripe';
import { logger } from 'firebase-functions';

/** Payment functions run in London like every other function. */
export { REGION } from '../options.ts';

/**
 * How payments are configured. With `STRIPE_SECRET_KEY` set (a real project) Checkout is Stripe's
 * own; without it (the embedded default: emulators, tests, no internet) the app's local test
 * checkout is used, and its events reach the same webhook signed with the local secret.
 */
export type StripeMode = 'live' | 'local';

/**
 * Signs and verifies the local test checkout's events. Not a secret (it is in the source): the
 * webhook accepts it only where `localPaymentsAllowed()` holds (the emulator, no Stripe key).
 */
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

/** A configured STRIPE_WEBHOOK_SECRET that is not the local test secret copied from the source. */
function realWebhookSecret(): string | null {
  const configured = setting('STRIPE_WEBHOOK_SECRET');
  return configured && configured !== LOCAL_WEBHOOK_SECRET ? configured : null;
}

/**
 * The secret the webhook verifies signatures with, or null: then the webhook refuses every event.
 * A real `STRIPE_WEBHOOK_SECRET` wherever it is set; the local test secret only where
 * `localPaymentsAllowed()` holds. Never a constant from the source in a deployed project: anyone
 * could sign a forged event with it and be granted a membership.
 */
export function webhookSecret(): string | null {
  return realWebhookSecret() ?? (localPaymentsAllowed() ? LOCAL_WEBHOOK_SECRET : null);
}

/**
 * Whether checkout may start: live with a Stripe key and a real webhook secret (without the secret
 * no payment could ever be fulfilled), or the local test checkout where it is allowed. Otherwise
 * payments are off: createCheckoutSession refuses before anything is written.
 */
export function paymentsReady(): boolean {
  if (stripeMode() === 'live') return realWebhookSecret() !== null;
  return localPaymentsAllowed();
}

/** What createCheckoutSession answers when payments are off (failed-precondition). */
export const PAYMENTS_NOT_SET_UP = 'Payments are not set up on this site yet, so nothing can be bought here right now. Nothing was charged; please contact the practice.';

/**
 * Pure over the environment: what is wrong with the payments configuration, in words for the
 * operator reading the logs (empty when nothing is).
 */
export function paymentsProblems(): string[] {
  const problems: string[] = [];
  const key = setting('STRIPE_SECRET_KEY');
  const configured = setting('STRIPE_WEBHOOK_SECRET');
  if (configured === LOCAL_WEBHOOK_SECRET && !localPaymentsAllowed()) {
    problems.push('STRIPE_WEBHOOK_SECRET is the local test secret from the source code, which is public: it is ignored.');
  }
  if (!key && !runningInEmulator()) {
    problems.push('STRIPE_SECRET_KEY is not set and this is not the emulator: checkout is refused ("Payments are not set up") and no order is written.');
  }
  if (!realWebhookSecret() && !localPaymentsAllowed()) {
    problems.push('STRIPE_WEBHOOK_SECRET is not set: the stripeWebhook function refuses every event (503), so no payment or membership is fulfilled.');
  }
  return problems;
}

let reported = false;

/**
 * Logs the payments configuration's problems once per instance (the first payment call, or the
 * webhook's first request), as an error naming the settings to fix. Answers whether payments are
 * fully configured here.
 */
export function reportPaymentsConfiguration(log: (message: string, data: Record<string, unknown>) => void = (message, data) => logger.error(message, data)): boolean {
  const problems = paymentsProblems();
  if (problems.length && !reported) {
    reported = true;
    log(`Payments are misconfigured: ${problems.join(' ')} Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/courses-and-shop.md).`, { problems });
  }
  return problems.length === 0;
}

/** Tests only: forget that the problems were logged. */
export function resetPaymentsReport(): void {
  reported = false;
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
