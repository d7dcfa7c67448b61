/**
 * The App Check token the app (and the tests' clients) send to the local Functions emulator.
 *
 * Why a token made here: the Functions emulator runs callables with firebase-functions'
 * `skipTokenVerification` debug feature (firebase-tools' functionsEmulator.js getEmulatorEnvs), so
 * an App Check token is decoded but never verified; with `enforceAppCheck` a call WITHOUT one is
 * still refused (`unauthenticated`). The debug provider cannot stand in offline: it trades its
 * debug token at content-firebaseappcheck.googleapis.com, and when that fails the Functions SDK
 * sends no header at all. A real project verifies every token with the Admin SDK, which refuses
 * this one (it is unsigned), so it opens nothing outside the emulators. Pure; no Firebase import.
 */

/** How long a local token lasts before the App Check SDK asks for another (as Google's do: an hour). */
export const EMULATOR_APP_CHECK_TTL_MS = 60 * 60 * 1000;

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * Pure: an unsigned App Check token in the shape Google issues (`sub` the app id, `aud` the
 * project), valid from `now` for EMULATOR_APP_CHECK_TTL_MS; the shape CustomProvider's getToken answers.
 */
export function emulatorAppCheckToken(app: { projectId: string; appId: string }, now: number): { token: string; expireTimeMillis: number } {
  const issuedAt = Math.floor(now / 1000);
  const expireTimeMillis = now + EMULATOR_APP_CHECK_TTL_MS;
  const claims = {
    iss: `https://firebaseappcheck.googleapis.com/${app.projectId}`,
    sub: app.appId,
    aud: [`projects/${app.projectId}`],
    iat: issuedAt,
    exp: Math.floor(expireTimeMillis / 1000),
  };
  return { token: `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.`, expireTimeMillis };
}
