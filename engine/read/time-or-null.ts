/**
 * A stored time as the caller's time type, or null when missing. Not checked: the model does not
 * import Firebase, so each side (web SDK, Admin SDK) gives its own `Time`.
 */
export const timeOrNull = <Time>(value: unknown): Time | null => (value === undefined || value === null ? null : (value as Time));
