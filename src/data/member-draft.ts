import type { UnplacedAnswer } from '@engine';

/** The member's open draft of a form (responses/{uid}_{formId}). */
export interface Draft {
  id: string;
  formId: string;
  formVersion: number;
  /** sent with submitResponse: the same key twice stores one response */
  submissionKey: string;
  data: Record<string, unknown>;
  /** what the app carried when it moved the draft on from an older version (null: never moved) */
  carried: CarriedDraft | null;
  /** when the server last saved it (ms; null: not known): the newer of it and this device's copy opens */
  savedAt?: number | null;
}

/** A draft moved on from an older version: the version its answers were first given on, and those kept aside. */
export interface CarriedDraft {
  migratedFrom: number;
  unplaced: UnplacedAnswer[];
}
