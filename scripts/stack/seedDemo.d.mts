/** Dates become Firestore Timestamps, recursively. */
export declare function toFirestore(value: unknown): unknown;
/**
 * Seeds the emulators idempotently (accounts reset to the demo values; documents created only when
 * missing, builder forms as a whole; the reviewer's demo responses, review/flags, notes and
 * assignments); `reset: true` overwrites the documents too. `responses`: what the demo responses are.
 */
export declare function seedDemoData(options: { projectId: string; reset?: boolean }): Promise<{ created: number; kept: number; responses: string }>;
