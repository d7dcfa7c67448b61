/**
 * Pure: a stored Firestore time as a Date: a Timestamp (anything with toDate()), a Date, or
 * null for what is missing or not a time. Every repository reads times through this one helper.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate: () => Date }).toDate();
  return null;
}
