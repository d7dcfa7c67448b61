// @vitest-environment node
// Every deployed callable refuses a call that carries no App Check token, before its own code
// runs: each export of index.ts is driven as the Cloud Functions runtime drives it (a POST with a
// JSON body), with no App Check token and no account.
import { describe, expect, it } from 'vitest';
import * as deployed from './index.ts';

/** Plain HTTP endpoints are no callables (no App Check token comes with them); each is here with what guards it. */
const HTTP_ENDPOINTS: Record<string, string> = {
  stripeWebhook: "Stripe's signature on every event (payments/webhook.ts)",
  runSweepsNow: 'answers 404 and runs nothing outside the Functions emulator (sweeps/runSweeps.ts)',
  unsubscribe: 'a signed token naming one member and one reminder kind, refused when changed or expired (member-mail/unsubscribe.ts)',
};

/** Kinds of trigger nothing outside Google's infrastructure calls: schedules, task queues, events. */
const NOT_CALLED_BY_CLIENTS = ['scheduleTrigger', 'taskQueueTrigger', 'eventTrigger', 'blockingTrigger'];

type Endpoint = Record<string, unknown>;
type HttpHandler = ((req: unknown, res: unknown) => Promise<unknown>) & { __endpoint?: Endpoint };

const exported = Object.entries(deployed as unknown as Record<string, HttpHandler>);
const triggerOf = (endpoint: Endpoint | undefined) => Object.keys(endpoint ?? {}).find((key) => key.endsWith('Trigger')) ?? 'none';
const callables = exported.filter(([, fn]) => triggerOf(fn.__endpoint) === 'callableTrigger');

/** What the runtime answers to a bare callable request: a POST of `{ data: {} }`, no App Check token, no account. */
async function answerWithoutAppCheck(fn: HttpHandler): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const request = { method: 'POST', url: '/', headers, body: { data: {} }, header: (name: string) => headers[name.toLowerCase()], get: (name: string) => headers[name.toLowerCase()] };
  return new Promise((resolve, reject) => {
    const sent: Record<string, unknown> = {};
    const response = {
      statusCode: 200,
      on: () => response,
      setHeader: () => undefined,
      getHeader: () => undefined,
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      send(body: unknown) {
        sent.body = body;
        resolve({ status: this.statusCode, body });
        return this;
      },
          end: () => resolve({ status: response.statusCode, body: sent.body }),
      write: () => true,
    };
    fn(request, response).catch(reject);
  });
}

describe('App Check on the deployed functions', () => {
  it('finds the callables among the exports', () => {
    expect(callables.map(([name]) => name)).toEqual(expect.arrayContaining(['submitResponse', 'setAdmin', 'saveSettings', 'exportFormResponses', 'eraseMember']));
  });

  it.each(callables.map(([name, fn]) => [name, fn] as const))('%s refuses a call without an App Check token before its own code runs', async (_name, fn) => {
    const answer = await answerWithoutAppCheck(fn);
    expect(answer.status).toBe(401);
    // firebase-functions' own refusal; a callable's own checks answer in the product's words
    expect(answer.body).toEqual({ error: { message: 'Unauthenticated', status: 'UNAUTHENTICATED' } });
  });

  it('every other export is a trigger no client calls, or an HTTP endpoint named here with what guards it', () => {
    const others = exported.filter(([, fn]) => triggerOf(fn.__endpoint) !== 'callableTrigger');
    for (const [name, fn] of others) {
      const trigger = triggerOf(fn.__endpoint);
      if (trigger === 'httpsTrigger') expect(HTTP_ENDPOINTS, `${name} is a plain HTTP endpoint: say what guards it, or make it a callable`).toHaveProperty(name);
      else expect(NOT_CALLED_BY_CLIENTS, `${name} (${trigger})`).toContain(trigger);
    }
  });
});
