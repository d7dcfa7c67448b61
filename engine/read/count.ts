/** A whole number from 0 to `max` (fractions round down); anything else reads as 0. */
export const count = (value: unknown, max = Number.MAX_SAFE_INTEGER): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(Math.floor(value), max) : 0;
