export type LoadRole = 'once' | 'retry' | 'double';
export const ROLES: LoadRole[];
export function roleOf(index: number): LoadRole;
export function raisesFlag(index: number): boolean;

export interface StoredTally { sent: number; exactlyOnce: number; lost: string[]; duplicated: string[] }
export function tallyStored(sent: { memberId: string; key: string }[], stored: { id: string; memberId: string }[]): StoredTally;
export function missingFlags(expected: Record<string, string[]>, queued: Record<string, string[]>): { flags: number; missing: string[] };

export interface LoadSection {
  members: number;
  seconds: number;
  roles: Record<LoadRole, number>;
  calls: number;
  droppedReplies: number;
  latency: { p50Ms: number | null; p95Ms: number | null; maxMs: number | null };
  errors: number;
  errorMessages: string[];
  stored: { sent: number; exactlyOnce: number; lost: number; duplicated: number; lostKeys: string[]; duplicatedKeys: string[] };
  triage: { flags: number; missing: number; missingFlags: string[] };
  spreadMs: number | null;
  setupMs: number | null;
  /** submitResponse's workers started before the load (one refused call each), not timed in it */
  warmupMs: number | null;
  /** the most calls sent and not yet answered at once */
  maxInFlight: number | null;
  /** the most calls the driver lets be in flight at once (a call beyond waits for a slot) */
  inFlightLimit: number | null;
  /** p95 of the time calls waited for a free slot before being sent */
  waitP95Ms: number | null;
}
export function loadSection(input: {
  members: number;
  seconds: number;
  roles: Record<string, number>;
  calls: { ms: number; waitMs?: number; error?: string }[];
  dropped: number;
  tally: StoredTally;
  flags: { flags: number; missing: string[] };
  spreadMs: number;
  setupMs: number;
  warmupMs?: number;
  maxInFlight?: number;
  inFlightLimit?: number;
}): LoadSection;
export function loadHeld(section: LoadSection): boolean;
export function loadTargets(section: LoadSection): { target: string; met: boolean; detail: string }[];
export function formatLoadTable(section: LoadSection): string;
