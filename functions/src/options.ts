import type { CallableOptions } from 'firebase-functions/v2/https';

/** Every callable runs in London; the web client calls `getFunctions(app, 'europe-west2')`. */
export const REGION = 'europe-west2';

/**
 * Every callable refuses a call without a valid App Check token (`unauthenticated`): only the
 * practice's web app, attested by reCAPTCHA Enterprise, may call. Plain HTTP endpoints are not
 * callables and do not take these options (stripeWebhook is guarded by Stripe's signature).
 */
export const callableOptions: CallableOptions = { region: REGION, enforceAppCheck: true };
