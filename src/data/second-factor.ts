/**
 * Second factors (Firebase Auth multi-factor): enrolling one (a code by text message, or an
 * authenticator app: TOTP), signing in with it, and signing in again in place before a sensitive
 * action. The reCAPTCHA that guards sending a text is invisible; on the Auth emulator it is not
 * really solved (the SDK's test verifier) and the code is read from the emulator, not a phone.
 */
import {
  EmailAuthProvider,
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  reauthenticateWithCredential,
  RecaptchaVerifier,
  TotpMultiFactorGenerator,
  type MultiFactorError,
  type MultiFactorInfo,
  type MultiFactorResolver,
  type TotpSecret,
  type User,
} from 'firebase/auth';
import { firebase } from './app';
import { DataError, toDataError } from './errors';
import { SECOND_FACTOR_NEEDED, type SecondFactor } from './second-factor-asked';

export type { SecondFactor };

const factorOf = (info: MultiFactorInfo): SecondFactor => ({
  id: info.uid,
  kind: info.factorId === TotpMultiFactorGenerator.FACTOR_ID ? 'app' : 'sms',
  name: info.displayName ?? null,
  phoneNumber: 'phoneNumber' in info && typeof info.phoneNumber === 'string' ? info.phoneNumber : null,
  enrolledAt: info.enrollmentTime || null,
});

const SECOND_FACTOR_MESSAGES: Record<string, string> = {
  'auth/invalid-verification-code': 'That code is not right. Check it and try again, or send a new one.',
  'auth/code-expired': 'That code has expired. Send a new one.',
  'auth/missing-code': 'Enter the code.',
  'auth/invalid-phone-number': 'Enter a UK mobile number, like 07700 900123, or an international one starting with +.',
  'auth/missing-phone-number': 'Enter your mobile number.',
  'auth/quota-exceeded': 'Too many codes were sent. Wait a few minutes, then try again.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/second-factor-already-in-use': 'That number is already set up as your second factor.',
  'auth/unsupported-first-factor': 'A second factor needs an email and password sign-in.',
  'auth/unverified-email': 'Verify your email address first: open the link we sent you, then come back.',
  'auth/requires-recent-login': 'For your security, sign out and sign in again, then set this up.',
  'auth/maximum-second-factor-count-exceeded': 'You have as many second factors as allowed. Remove one first.',
  'auth/invalid-app-credential': 'We could not check that you are not a robot. Reload the page and try again.',
  'auth/captcha-check-failed': 'We could not check that you are not a robot. Reload the page and try again.',
  'auth/operation-not-allowed': 'This kind of second factor is not switched on for this site.',
  'auth/admin-restricted-operation': 'This kind of second factor is not switched on for this site.',
};

/** Firebase errors of this flow in words; anything else as the data layer words it. */
function worded(error: unknown): DataError {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  const message = SECOND_FACTOR_MESSAGES[code];
  return message ? new DataError(code, message) : toDataError(error);
}

async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof DataError ? error : worded(error);
  }
}

function signedInUser(): User {
  const user = firebase().auth.currentUser;
  if (!user) throw new DataError('unauthenticated', 'Sign in again to continue.');
  return user;
}

/** UK mobile numbers as people type them (07700 900123) become +447700900123; others must start with +. */
export function internationalPhoneNumber(typed: string): string {
  const compact = typed.replace(/[\s()-]/g, '');
  if (/^0\d{9,10}$/.test(compact)) return `+44${compact.slice(1)}`;
  return compact;
}

// ---- the reCAPTCHA that guards sending a text ----
let verifier: { box: HTMLElement; verifier: RecaptchaVerifier } | null = null;

/**
 * A fresh invisible reCAPTCHA for each text sent, in a box of its own in `near`'s document (near
 * is the button that sends): a widget is used once, and one that failed cannot be run again.
 */
function recaptchaFor(near: HTMLElement): RecaptchaVerifier {
  if (verifier) {
    verifier.verifier.clear();
    verifier.box.remove();
  }
  // outside the page's React tree, so rendering the page never meets a node it did not make
  const box = near.ownerDocument.createElement('div');
  near.ownerDocument.body.append(box);
  verifier = { box, verifier: new RecaptchaVerifier(firebase().auth, box, { size: 'invisible' }) };
  return verifier.verifier;
}

/** A phone number Firebase can text: + and 8 to 15 digits, after internationalPhoneNumber. */
function textablePhoneNumber(typed: string): string {
  const phone = internationalPhoneNumber(typed);
  if (!/^\+[1-9]\d{7,14}$/.test(phone)) throw new DataError('auth/invalid-phone-number', SECOND_FACTOR_MESSAGES['auth/invalid-phone-number']!);
  return phone;
}

// ---- signing in (or in again) with the second factor ----
let pending: { resolver: MultiFactorResolver; verificationId: string | null } | null = null;

/**
 * Turns the SDK's "second factor needed" error into the step the page shows: a DataError
 * SECOND_FACTOR_NEEDED whose details list the account's factors. The resolver stays here.
 */
export function secondFactorStep(error: unknown): DataError {
  pending = { resolver: getMultiFactorResolver(firebase().auth, error as MultiFactorError), verificationId: null };
  return new DataError(SECOND_FACTOR_NEEDED, 'Enter the code from your second factor to finish signing in.', { factors: pending.resolver.hints.map(factorOf) });
}

/** The factors of the sign-in waiting for its code ([] when none is waiting). */
export function pendingSecondFactors(): SecondFactor[] {
  return pending ? pending.resolver.hints.map(factorOf) : [];
}

/** Texts a code to the factor's phone for the sign-in waiting for it; `sendButton` carries the invisible reCAPTCHA. */
export function sendSignInCode(factorId: string, sendButton: HTMLElement): Promise<void> {
  return run(async () => {
    const step = pending;
    const hint = step?.resolver.hints.find((entry) => entry.uid === factorId);
    if (!step || !hint) throw new DataError('auth/missing-multi-factor-session', 'Sign in again: this sign-in has expired.');
    step.verificationId = await new PhoneAuthProvider(firebase().auth).verifyPhoneNumber({ multiFactorHint: hint, session: step.resolver.session }, recaptchaFor(sendButton));
  });
}

/** Finishes the sign-in waiting for its code: the texted code (after sendSignInCode) or the authenticator app's. */
export function finishSignInWithCode(factorId: string, code: string): Promise<void> {
  return run(async () => {
    const step = pending;
    const hint = step?.resolver.hints.find((entry) => entry.uid === factorId);
    if (!step || !hint) throw new DataError('auth/missing-multi-factor-session', 'Sign in again: this sign-in has expired.');
    const trimmed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(trimmed)) throw new DataError('auth/missing-code', 'Enter the 6-digit code.');
    if (hint.factorId === TotpMultiFactorGenerator.FACTOR_ID) {
      await step.resolver.resolveSignIn(TotpMultiFactorGenerator.assertionForSignIn(hint.uid, trimmed));
    } else {
      if (!step.verificationId) throw new DataError('auth/missing-verification-id', 'Send the code first.');
      await step.resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(step.verificationId, trimmed)));
    }
    pending = null;
    // the new token (signed in with the second factor) reaches the app's sign-in state
    await firebase().auth.currentUser?.getIdToken(true);
  });
}

/**
 * Signs in again in place with the password; an account with a second factor then throws
 * SECOND_FACTOR_NEEDED, finished with sendSignInCode / finishSignInWithCode as at sign-in.
 */
export function signInAgain(password: string): Promise<void> {
  return run(async () => {
    const user = signedInUser();
    if (!user.email) throw new DataError('unauthenticated', 'Sign in again to continue.');
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
      await user.getIdToken(true);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === SECOND_FACTOR_NEEDED) throw secondFactorStep(error);
      if (code === 'auth/invalid-credential' || code === 'auth/wrong-password' || code === 'auth/missing-password') {
        throw new DataError(String(code), 'That password is not right. Check it and try again.');
      }
      throw error;
    }
  });
}

// ---- enrolling ----
/** The signed-in account's second factors. */
export function mySecondFactors(): SecondFactor[] {
  const user = firebase().auth.currentUser;
  return user ? multiFactor(user).enrolledFactors.map(factorOf) : [];
}

let enrolment: { verificationId: string } | { secret: TotpSecret } | null = null;

/** Texts a code to `phone` to set it up as a second factor; `sendButton` carries the invisible reCAPTCHA. */
export function sendEnrolmentCode(phone: string, sendButton: HTMLElement): Promise<void> {
  return run(async () => {
    const user = signedInUser();
    const phoneNumber = textablePhoneNumber(phone);
    const session = await multiFactor(user).getSession();
    const verificationId = await new PhoneAuthProvider(firebase().auth).verifyPhoneNumber({ phoneNumber, session }, recaptchaFor(sendButton));
    enrolment = { verificationId };
  });
}

/** A new authenticator-app secret: the otpauth:// address its QR code holds, and the key to type by hand. */
export function startAppEnrolment(issuer: string): Promise<{ uri: string; key: string }> {
  return run(async () => {
    const user = signedInUser();
    const secret = await TotpMultiFactorGenerator.generateSecret(await multiFactor(user).getSession());
    enrolment = { secret };
    return { uri: secret.generateQrCodeUrl(user.email ?? user.uid, issuer), key: secret.secretKey };
  });
}

/** Finishes the enrolment started above with the code (texted, or shown by the app), under `name`. */
export function finishEnrolment(code: string, name: string): Promise<void> {
  return run(async () => {
    const user = signedInUser();
    const started = enrolment;
    if (!started) throw new DataError('auth/missing-verification-id', 'Start again: send a code or show the QR code first.');
    const trimmed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(trimmed)) throw new DataError('auth/missing-code', 'Enter the 6-digit code.');
    const assertion = 'secret' in started
      ? TotpMultiFactorGenerator.assertionForEnrollment(started.secret, trimmed)
      : PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(started.verificationId, trimmed));
    await multiFactor(user).enroll(assertion, name.trim() || null);
    enrolment = null;
    // the token now says it was signed in with a second factor: the app's sign-in state follows
    await user.getIdToken(true);
  });
}

/** Removes one of the signed-in account's own second factors (Firebase asks for a recent sign-in). */
export function removeMySecondFactor(factorId: string): Promise<void> {
  return run(async () => {
    const user = signedInUser();
    await multiFactor(user).unenroll(factorId);
    await user.getIdToken(true).catch(() => undefined);
  });
}
