// The Auth emulator sends no text messages: it keeps each SMS code (a second-factor sign-in or
// enrolment) and lists them at /emulator/v1/projects/<project>/verificationCodes. `npm run dev`
// polls that list and prints each new code, so a newcomer signs in as the demo administrator
// without any other tool.
import { bold, ok, warn } from './log.mjs';
import { pollEvery } from './pollEvery.mjs';

export const VERIFICATION_CODE_POLL_MS = 1_000;

/**
 * Pure: the entries of `list` not seen before (by their session), marking them seen.
 * @param {Set<string>} seen
 * @param {unknown} body the endpoint's JSON answer
 * @returns {{ phoneNumber: string, code: string }[]}
 */
export function newVerificationCodes(seen, body) {
  const list = Array.isArray(body?.verificationCodes) ? body.verificationCodes : [];
  const fresh = [];
  for (const entry of list) {
    if (typeof entry?.code !== 'string' || typeof entry?.sessionInfo !== 'string' || seen.has(entry.sessionInfo)) continue;
    seen.add(entry.sessionInfo);
    fresh.push({ phoneNumber: typeof entry.phoneNumber === 'string' ? entry.phoneNumber : 'a phone', code: entry.code });
  }
  return fresh;
}

/** Pure: the line printed for one code. */
export function verificationCodeLine({ phoneNumber, code }) {
  return `Text message to ${phoneNumber}: your sign-in code is ${bold(code)}`;
}

/**
 * Polls `endpoint` every `intervalMs` and prints each new code; codes issued before it started
 * (an earlier run's) are not printed. Says once when the emulator stops answering. Returns the
 * function that stops it.
 */
export function printVerificationCodes(endpoint, { intervalMs = VERIFICATION_CODE_POLL_MS, fetchImpl = fetch, print = ok, report = warn } = {}) {
  const seen = new Set();
  let first = true;
  const read = async () => {
    const response = await fetchImpl(endpoint, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`${response.status}`);
    const fresh = newVerificationCodes(seen, await response.json());
    if (!first) for (const entry of fresh) print(verificationCodeLine(entry));
    first = false;
  };
  return pollEvery(read, { intervalMs, report, failure: (error) => `Could not read the Auth emulator's SMS codes: ${error.message}. Retrying.` });
}
