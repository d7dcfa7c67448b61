import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { checkoutCancelPath, orderPath, parseLocalCheckoutEventRequest, paymentSuccessPath, readOrder, type LocalCheckoutEventAnswer } from '@model';
import { requireMember } from '../callers.ts';
import { callableOptions, REGION } from '../options.ts';
import { localPaymentsAllowed, stripeClient, webhookSecret } from './config.ts';
import { localCheckoutEvents } from './localEvents.ts';

/**
 * The emulator's own address of `stripeWebhook`. The emulator hub lists where each emulator
 * listens (the Functions one moves with PORT_OFFSET); WELLNESS_FUNCTIONS_HOST is the scripts' word
 * for the same when the hub cannot be asked.
 */
async function webhookUrl(): Promise<string> {
  const project = process.env.GCLOUD_PROJECT ?? JSON.parse(process.env.FIREBASE_CONFIG ?? '{}').projectId;
  let host = process.env.WELLNESS_FUNCTIONS_HOST ?? null;
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (hub) {
    try {
      const listed = (await (await fetch(`http://${hub}/emulators`)).json()) as { functions?: { host?: string; port?: number } };
      if (listed.functions?.port) host = `${listed.functions.host ?? '127.0.0.1'}:${listed.functions.port}`;
    } catch (error) {
      logger.warn('localCheckoutEvent: the emulator hub did not answer', { error: String(error) });
    }
  }
  return `http://${host ?? '127.0.0.1:5001'}/${project}/${REGION}/stripeWebhook`;
}

/**
 * Test mode only (the emulator, no Stripe key): what the buyer pressed on the app's test checkout.
 * The events Stripe would send are signed with the official package's test-header helper and the
 * webhook secret, and POSTed to `stripeWebhook` — the very path real events take, so the local
 * stack exercises the same fulfilment code. Answers where the app goes next and the order's status.
 */
export const localCheckoutEvent = onCall(callableOptions, async (request): Promise<LocalCheckoutEventAnswer> => {
  const caller = requireMember(request.auth);
  if (!localPaymentsAllowed()) throw new HttpsError('failed-precondition', 'Test payments are off here.');
  const input = parseLocalCheckoutEventRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { orderId, outcome } = input.value;

  const ref = getFirestore().doc(orderPath(orderId));
  const snap = await ref.get();
  const order = snap.exists ? readOrder(snap.data()) : null;
  if (!order || order.uid !== caller.uid) throw new HttpsError('not-found', 'There is no such order.');
  if (order.status !== 'pending') return { next: null, status: order.status };

  const stripe = stripeClient();
  const url = await webhookUrl();
  const run = randomUUID().replaceAll('-', '').slice(0, 16);
  const events = localCheckoutEvents({ orderId, order, outcome, nowSeconds: Math.floor(Date.now() / 1000), eventId: (n) => `evt_local_${run}_${n}` });
  for (const event of events) {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret() ?? '' });
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    if (!answer.ok) {
      logger.error('localCheckoutEvent: the webhook refused a test event', { orderId, type: event.type, status: answer.status });
      throw new HttpsError('internal', 'The test payment could not be recorded. Nothing was charged.');
    }
  }

  const after = readOrder((await ref.get()).data());
  const next = outcome === 'pay' ? paymentSuccessPath(orderId) : outcome === 'cancel' ? checkoutCancelPath(after) : null;
  return { next, status: after.status };
});
