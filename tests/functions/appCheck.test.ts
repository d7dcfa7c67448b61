// App Check on the Functions emulator: what the local stack can and cannot show. The emulator
// runs callables with firebase-functions' `skipTokenVerification` (docs/security.md, "App Check"),
// so it refuses a call that carries no App Check token, as production does, but accepts any
// token-shaped one without checking it; that Google's verification refuses a forged token is
// not something the emulator can show. Every deployed callable's own refusal of a call without a
// token is checked without the emulator too (functions/src/appCheck.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCheckHeader } from './app-check.ts';
import { PROJECT_ID, client, closeApps, createAccount, resetEmulators } from './support.ts';

const host = process.env.WELLNESS_FUNCTIONS_HOST ?? '127.0.0.1:5001';
const CALLABLES = ['submitResponse', 'recordConsent', 'saveSettings', 'setAdmin', 'eraseMember', 'exportFormResponses', 'acknowledgeFlag', 'bookSession'];

let idToken = '';

beforeAll(async () => {
  await resetEmulators();
  await createAccount('appcheck-member');
  idToken = (await (await client('appcheck-member@functions.test')).user!.getIdToken());
}, 120_000);
afterAll(closeApps);

async function rawCall(name: string, headers: Record<string, string>): Promise<{ status: number; error?: { status: string; message: string } }> {
  const response = await fetch(`http://${host}/${PROJECT_ID}/europe-west2/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}`, ...headers },
    body: JSON.stringify({ data: {} }),
  });
  const body = (await response.json()) as { error?: { status: string; message: string } };
  return { status: response.status, error: body.error };
}

describe('callables on the Functions emulator', () => {
  it.each(CALLABLES)('%s refuses a signed-in member\'s call without an App Check token, before its own checks', async (name) => {
    expect(await rawCall(name, {})).toEqual({ status: 401, error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } });
  });

  it.each(CALLABLES)('%s runs its own checks when the call carries an App Check token', async (name) => {
    const answer = await rawCall(name, appCheckHeader(PROJECT_ID));
    // refused for what the member sent or who they are, in the callable's own words, not by App Check
    expect(answer.error?.status).toMatch(/^(INVALID_ARGUMENT|PERMISSION_DENIED|FAILED_PRECONDITION|NOT_FOUND)$/);
    expect(answer.error?.message).not.toBe('Unauthenticated');
  });
});
