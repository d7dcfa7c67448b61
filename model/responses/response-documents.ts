/**
 * The stored shapes of responses/{id} (a member's open draft, or a submitted response) and of
 * responses/{id}/review/flags (the reviewer's side), the submission key, and the pure builders
 * shared by submitResponse, the web app's data layer and the reviewers' triage.
 *
 * Drafts and submissions:
 * - A member's open draft of a form lives at `draftResponseId(uid, formId)` = `${uid}_${formId}`:
 *   at most one open draft per member and form (two tabs share it); the rules enforce the id.
 * - The draft holds a `submissionKey` (20 letters and digits, made by the client when the draft is
 *   first created). submitResponse stores the response at `responses/{submissionKey}` and deletes
 *   the draft whose key matches, in one transaction; the same key again answers with the stored
 *   outcome (double tap, retry after a lost reply, two tabs). Submission keys never contain `_`,
 *   so a response id never looks like a draft id.
 * - What members may read and what reviewers see are kept apart: the response holds only the
 *   flags written for the member (`audience: 'member'`); every raised flag goes to review/flags,
 *   which only administrators read.
 */
import type { FlagSeverity, RaisedFlag, ScaleScore, ScoreResult } from '@engine';
import type { UnplacedAnswer, UnplacedReason } from '@engine';
import { readPositiveInteger } from '../forms/form-documents.ts';

/** A submission key: 20 letters and digits (the shape of a Firestore auto id). */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9]{20}$/;

/** True when `value` can be a submission key (and so the id of a submitted response). */
export function isSubmissionKey(value: unknown): value is string {
  return typeof value === 'string' && SUBMISSION_KEY_PATTERN.test(value);
}

/** The id of a member's open draft of a form: responses/{memberId}_{formId}. */
export const draftResponseId = (memberId: string, formId: string): string => `${memberId}_${formId}`;

/** Limits of a draft, mirrored by firestore.rules (responses). */
export const DRAFT_LIMITS = {
  /** top-level answer keys in `data` (the rules cannot count deeper) */
  answers: 500,
  /** answers kept aside on a draft carried from an older version (`unplaced`) */
  unplaced: 500,
} as const;

/** responses/{uid}_{formId}: the member's unfinished answers (the member writes it; rules check it). */
export interface DraftResponseDocument<Time> {
  formId: string;
  formVersion: number;
  memberId: string;
  status: 'draft';
  submissionKey: string;
  data: Record<string, unknown>;
  /**
   * The version the answers were first given on, when the app carried the draft to `formVersion`
   * (a member opened it after a publish); always older than `formVersion`.
   */
  migratedFrom?: number;
  /** answers the carried draft has no place for: kept on it (DRAFT_LIMITS.unplaced) until submitResponse stores them */
  unplaced?: UnplacedAnswer[];
  createdAt: Time;
  updatedAt: Time;
}

const UNPLACED_REASONS: ReadonlySet<string> = new Set<UnplacedReason>(['removed', 'choice-removed', 'value-unmapped', 'does-not-fit', 'not-a-question']);

/** The most characters one set-aside answer holds as JSON, and its field name: a longer one was not written by the migration. */
export const UNPLACED_ENTRY_LIMITS = { field: 200, valueJson: 10_000 } as const;

const jsonLength = (value: unknown): number => {
  try {
    return JSON.stringify(value)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
};

/**
 * A stored list of unplaced answers (a draft's, a response's): at most DRAFT_LIMITS.unplaced;
 * entries not shaped like one, or larger than UNPLACED_ENTRY_LIMITS, are skipped (the reviewer
 * never reads an unbounded one).
 */
export function readUnplaced(value: unknown): UnplacedAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, DRAFT_LIMITS.unplaced).flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, value: answer, version, reason } = entry as Record<string, unknown>;
    if (typeof field !== 'string' || answer === undefined || readPositiveInteger(version) === null || typeof reason !== 'string' || !UNPLACED_REASONS.has(reason)) return [];
    if (field.length > UNPLACED_ENTRY_LIMITS.field || jsonLength(answer) > UNPLACED_ENTRY_LIMITS.valueJson) return [];
    return [{ field, value: answer as UnplacedAnswer['value'], version: version as number, reason: reason as UnplacedReason }];
  });
}

/**
 * What a submitted response records of the versions its answers came through: the draft's own
 * carrying (the app moved it on open) and the submission's (answers given on an older version),
 * both kept. The oldest version wins for `migratedFrom`; nothing is written when neither carried.
 */
export function carriedFields(
  draft: Record<string, unknown> | undefined,
  submission: { migratedFrom: number; unplaced: UnplacedAnswer[] } | null,
): Pick<SubmittedResponseDocument<unknown>, 'migratedFrom' | 'unplaced'> {
  const fromDraft = readPositiveInteger(draft?.migratedFrom);
  const versions = [fromDraft, submission?.migratedFrom ?? null].filter((v): v is number => v !== null);
  const unplaced = [...readUnplaced(draft?.unplaced), ...(submission?.unplaced ?? [])];
  if (versions.length === 0 && unplaced.length === 0) return {};
  return { ...(versions.length > 0 ? { migratedFrom: Math.min(...versions) } : {}), unplaced };
}

/** responses/{submissionKey}: written once by submitResponse, never edited; the member reads it. */
export interface SubmittedResponseDocument<Time> {
  formId: string;
  formVersion: number;
  memberId: string;
  status: 'submitted';
  /** the answers to questions shown for these answers (hidden ones are not kept) */
  data: Record<string, unknown>;
  scores: Record<string, ScaleScore>;
  /** only the flags written for the member (`audience: 'member'`); all of them are in review/flags */
  flags: RaisedFlag[];
  scoringVersion: string;
  /** the version the answers were given on, when older than `formVersion` (carried by migrateAnswers) */
  migratedFrom?: number;
  /** answers the version has no place for: kept for the reviewer, never dropped */
  unplaced?: UnplacedAnswer[];
  createdAt: Time;
  updatedAt: Time;
  submittedAt: Time;
}

/** Who acknowledged a flag, when, and the action they took (acknowledgeFlag records it; null while open). */
export interface FlagAcknowledgement<Time> {
  by: string;
  /** the administrator's display name (or email) when they acknowledged it */
  byName: string;
  at: Time;
  /** the action taken, in the reviewer's words (ACKNOWLEDGEMENT_NOTE_LIMITS) */
  note: string;
}

export type ReviewFlag<Time> = RaisedFlag & { acknowledged: FlagAcknowledgement<Time> | null };

/**
 * responses/{id}/review/flags: every flag the submission raised, reviewer-only ones included,
 * with what triage sorts on (open flags, the most severe). Administrators only; written by
 * submitResponse for every submitted response (with no flags: `open: 0`, `topSeverity: null`).
 */
export interface ResponseReviewDocument<Time> {
  memberId: string;
  formId: string;
  formVersion: number;
  submittedAt: Time;
  flags: ReviewFlag<Time>[];
  /** flags not yet acknowledged */
  open: number;
  /** the most severe flag raised, or null when none was */
  topSeverity: FlagSeverity | null;
  /**
   * The triage order: the rank of the most severe flag still open (urgent 3, warning 2, info 1,
   * none 0). The queue asks `openRank > 0` ordered by openRank desc, submittedAt asc.
   */
  openRank: number;
}

/** Rank of a severity in the triage queue (higher first). */
export const SEVERITY_RANK: Readonly<Record<FlagSeverity, number>> = { urgent: 3, warning: 2, info: 1 };

/** The rank of the most severe flag not yet acknowledged (0: nothing open). */
export function openRank(flags: readonly (Pick<RaisedFlag, 'severity'> & { acknowledged: unknown })[]): number {
  return flags.reduce((rank, flag) => (flag.acknowledged ? rank : Math.max(rank, SEVERITY_RANK[flag.severity] ?? 0)), 0);
}

/** Severities, most severe first. */
export const FLAG_SEVERITIES: readonly FlagSeverity[] = ['urgent', 'warning', 'info'];

/** The most severe of `flags`, or null when there are none. */
export function topSeverity(flags: readonly Pick<RaisedFlag, 'severity'>[]): FlagSeverity | null {
  return FLAG_SEVERITIES.find((severity) => flags.some((flag) => flag.severity === severity)) ?? null;
}

/** Stands in for reviewer-only flags that ask for the crisis routes, so the member still sees them. */
export const CRISIS_SIGNPOST_FLAG: RaisedFlag = {
  id: 'crisis-signpost',
  severity: 'info',
  message: 'Thank you for telling us. Your practitioner will see your answers.',
  fields: [],
  audience: 'member',
  signpost: 'crisis',
};

/**
 * The flags a member may read: those written for them. Reviewer-only flags (no audience, or
 * 'reviewer') are left out, message, id and all; when one of them asks for the crisis routes
 * and no member flag does, CRISIS_SIGNPOST_FLAG takes its place so the routes are still shown.
 * Applying it twice changes nothing (a retry answers exactly as the first call did).
 */
export function memberVisibleFlags(flags: readonly RaisedFlag[]): RaisedFlag[] {
  const visible = flags.filter((flag) => flag.audience === 'member');
  const hiddenCrisis = flags.some((flag) => flag.audience !== 'member' && flag.signpost === 'crisis');
  if (hiddenCrisis && !visible.some((flag) => flag.signpost === 'crisis')) visible.push({ ...CRISIS_SIGNPOST_FLAG });
  return visible;
}

interface SubmissionFacts {
  formId: string;
  formVersion: number;
  memberId: string;
  data: Record<string, unknown>;
  result: ScoreResult;
}

/** A submitted response without its timestamps (the writer adds them: server time, or the seed's dates). */
export type SubmittedResponseFields = Omit<SubmittedResponseDocument<unknown>, 'createdAt' | 'updatedAt' | 'submittedAt'>;

/** The stored fields of a submitted response, member-visible flags only. */
export function submittedResponseFields(input: SubmissionFacts): SubmittedResponseFields {
  return {
    formId: input.formId,
    formVersion: input.formVersion,
    memberId: input.memberId,
    status: 'submitted',
    data: input.data,
    scores: input.result.scales,
    flags: memberVisibleFlags(input.result.flags),
    scoringVersion: input.result.scoringVersion,
  };
}

/** review/flags of a new submission: every raised flag, all open. */
export function responseReviewDocument<Time>(input: Omit<SubmissionFacts, 'data'> & { submittedAt: Time }): ResponseReviewDocument<Time> {
  const flags = input.result.flags.map((flag) => ({ ...flag, acknowledged: null }));
  return {
    memberId: input.memberId,
    formId: input.formId,
    formVersion: input.formVersion,
    submittedAt: input.submittedAt,
    flags,
    open: flags.length,
    topSeverity: topSeverity(flags),
    openRank: openRank(flags),
  };
}

/** submitResponse's payload. Without `submissionKey` (scripts) every call stores a new response; the app always sends one. */
export interface SubmitResponseRequest {
  formId: string;
  /** the version the answers were given against; the current one when left out */
  formVersion?: number | null;
  submissionKey?: string | null;
  data: Record<string, unknown>;
}

/** submitResponse's answer: what the member may see (member-visible flags only). */
export interface SubmitResponseAnswer {
  /** the submission key (the response's id) */
  responseId: string;
  formId: string;
  formVersion: number;
  status: 'submitted';
  scores: Record<string, ScaleScore>;
  flags: RaisedFlag[];
  scoringVersion: string;
  /** the version the answers were given on, when they were carried to `formVersion` */
  migratedFrom?: number;
}

/**
 * The answer for a stored submitted response: the same whether it was stored by this call or
 * by an earlier one with the same key (a retry). Reads Admin SDK and web SDK documents alike.
 */
export function submitResponseAnswer(responseId: string, stored: Record<string, unknown>): SubmitResponseAnswer {
  return {
    responseId,
    formId: String(stored.formId),
    formVersion: stored.formVersion as number,
    status: 'submitted',
    scores: (stored.scores ?? {}) as Record<string, ScaleScore>,
    flags: memberVisibleFlags(Array.isArray(stored.flags) ? (stored.flags as RaisedFlag[]) : []),
    scoringVersion: String(stored.scoringVersion ?? ''),
    ...(readPositiveInteger(stored.migratedFrom) === null ? {} : { migratedFrom: readPositiveInteger(stored.migratedFrom)! }),
  };
}
