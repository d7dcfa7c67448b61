/** A non-empty string as it is, or null. */
export const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
