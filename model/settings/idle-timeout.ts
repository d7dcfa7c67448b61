/**
 * Administrators' idle sign-out: an administrator who does nothing for `idleTimeoutMinutes`
 * (settings/private, saved through saveSettings) is warned IDLE_WARNING_MS before and then signed
 * out, so an unattended screen does not keep members' health data open. Members are not timed out.
 */

/** The idle timeout, in minutes: what an administrator may choose, and what applies until they do. */
export const IDLE_TIMEOUT_MINUTES = { min: 5, max: 60, default: 15 } as const;

/** How long before the sign-out the warning shows (one minute). */
export const IDLE_WARNING_MS = 60_000;

/** What saveSettings and the settings form say of an idle timeout outside the range. */
export const IDLE_TIMEOUT_MESSAGE = `Enter a whole number of minutes from ${IDLE_TIMEOUT_MINUTES.min} to ${IDLE_TIMEOUT_MINUTES.max}.`;

const usable = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= IDLE_TIMEOUT_MINUTES.min && value <= IDLE_TIMEOUT_MINUTES.max;

/** Pure: a stored idle timeout, or the default when it is missing or out of range. */
export function readIdleTimeoutMinutes(value: unknown): number {
  return usable(value) ? value : IDLE_TIMEOUT_MINUTES.default;
}

/** Pure: why an idle timeout cannot be saved, or null when it can. */
export function idleTimeoutProblem(value: unknown): string | null {
  return usable(value) ? null : IDLE_TIMEOUT_MESSAGE;
}
