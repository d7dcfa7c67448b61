import { isRecord } from './is-record.ts';

/** A plain object as it is, or null for anything else (arrays too). */
export const recordOrNull = (value: unknown): Record<string, unknown> | null => (isRecord(value) ? value : null);
