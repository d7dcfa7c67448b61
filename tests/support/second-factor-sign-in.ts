// Signing in a test's web client (Node) with the password and, for an account with an SMS second
// factor, the code the Auth emulator issued: administrators need it for every rules read and
// administrator callable. Needs FIREBASE_AUTH_EMULATOR_HOST (scripts/with-emulators.mjs sets it).
import { getMultiFactorResolver, signInWithEmailAndPassword } from 'firebase/auth';
import type { Auth, MultiFactorError, MultiFactorResolver, User } from 'firebase/auth';

const authHost = (): string => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through scripts/with-emulators.mjs.');
  return host;
};
const project = (): string => process.env.GCLOUD_PROJECT ?? 'demo-test';

const authApi = async <T>(endpoint: string, body: unknown): Promise<T> => {
  const response = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v2/${endpoint}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** The code the Auth emulator "sent" for an SMS verification session (its verificationCodes endpoint). */
export async function emulatorSmsCode(sessionInfo: string): Promise<string> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${project()}/verificationCodes`);
  const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: { code: string; sessionInfo: string }[] };
  const found = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo);
  if (!found) throw new Error('The Auth emulator issued no code for this sign-in.');
  return found.code;
}

/**
 * Completes a second-factor sign-in with the emulator's SMS code. The Node build of the web SDK
 * has no phone provider (reCAPTCHA needs a browser), so this assertion makes the same two calls a
 * browser's PhoneMultiFactorGenerator makes (mfaSignIn:start, then :finalize with the code); the
 * SDK's own resolver turns the answer into the signed-in user, as in the app.
 */
export function resolveWithSmsCode(resolver: MultiFactorResolver): ReturnType<MultiFactorResolver['resolveSignIn']> {
  const hint = resolver.hints.find((entry) => entry.factorId === 'phone');
  if (!hint) throw new Error('This account has no SMS second factor.');
  const assertion = {
    factorId: 'phone',
    _process: async (_auth: Auth, session: { credential: string }) => {
      const started = await authApi<{ phoneResponseInfo: { sessionInfo: string } }>('accounts/mfaSignIn:start', {
        mfaPendingCredential: session.credential,
        mfaEnrollmentId: hint.uid,
        phoneSignInInfo: { recaptchaToken: 'emulator' },
      });
      const { sessionInfo } = started.phoneResponseInfo;
      return authApi('accounts/mfaSignIn:finalize', {
        mfaPendingCredential: session.credential,
        phoneVerificationInfo: { sessionInfo, code: await emulatorSmsCode(sessionInfo) },
      });
    },
  };
  return resolver.resolveSignIn(assertion as unknown as Parameters<MultiFactorResolver['resolveSignIn']>[0]);
}

/** Signs in with the password and, for an account with an SMS second factor, the emulator's code. */
export async function signInWithCode(auth: Auth, email: string, password: string): Promise<User> {
  try {
    return (await signInWithEmailAndPassword(auth, email, password)).user;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/multi-factor-auth-required') throw error;
    return (await resolveWithSmsCode(getMultiFactorResolver(auth, error as MultiFactorError))).user;
  }
}
