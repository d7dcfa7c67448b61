import { RECENT_SIGN_IN_REQUIRED } from '@model';
import { DataError, toDataError } from './errors';

/**
 * Asks the person to sign in again in place (password, then their second factor) and resolves
 * once they have; rejects (with a DataError 'cancelled') when they decline.
 */
export type SignInAgainPrompt = () => Promise<void>;

let prompt: SignInAgainPrompt | null = null;

/**
 * The page that can ask (the administrators' layout) registers its prompt; sensitive callables
 * refused for an old sign-in are then asked again and retried instead of failing. Returns the
 * unregister function. Without a prompt the refusal is shown as it is.
 */
export function setSignInAgainPrompt(next: SignInAgainPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** Pure: whether an error is the server's "sign in again first" refusal (reason `recent-sign-in-required`). */
export function isRecentSignInRefusal(error: unknown): boolean {
  const details = toDataError(error).details as { reason?: unknown } | undefined;
  return details?.reason === RECENT_SIGN_IN_REQUIRED;
}

/**
 * When `error` is that refusal and a prompt is registered: asks, and resolves true once signed in
 * again (the caller retries once). False for any other error; throws when the person declines.
 */
export async function signedInAgainFor(error: unknown): Promise<boolean> {
  if (!prompt || !isRecentSignInRefusal(error)) return false;
  await prompt();
  return true;
}

/** Runs a call; refused for an old sign-in, asks again in place and runs it once more. */
export async function withRecentSignIn<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(await signedInAgainFor(error))) throw error instanceof DataError ? error : toDataError(error);
    return work();
  }
}
