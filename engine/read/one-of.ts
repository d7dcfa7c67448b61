/** One of the `allowed` words, or `fallback` for anything else. */
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** One of the `allowed` words, or null for anything else. */
export const oneOfOrNull = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;
