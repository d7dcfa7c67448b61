/**
 * The reviewers' records, shared by the rules, the functions, the web app's data layer
 * and the seed: flag acknowledgements, append-only notes, assignments, the access log and a
 * form's audience. Parsers are pure, never throw, and say what is wrong in the reviewer's words.
 *
 * Stored shapes (timestamps typed by the caller):
 * - responses/{id}/review/flags: see response-documents.ts; `acknowledgeFlag` (callable, admins)
 *   sets one flag's `acknowledged` {by, byName, at, note}, recomputes `open` and `openRank`, and
 *   writes an audit entry (REVIEW_AUDIT_ACTIONS.acknowledgeFlag). Acknowledged flags stay.
 * - responses/{id}/notes/{noteId} and members/{uid}/notes/{noteId}: ReviewerNoteDocument, created
 *   by administrators (rules: authorId = caller, createdAt = request time, text 1..NOTE_LIMITS.text),
 *   never updated or deleted: a correction is a new note.
 * - assignments/{id}: AssignmentDocument, created by administrators (rules check the shape, status
 *   'assigned'); cancelled by an administrator (status 'cancelled', cancelledAt/By); marked
 *   'submitted' only by submitResponse (the oldest open assignment of that member and form gets
 *   the responseId). 'Started' and 'overdue' are not stored: `assignmentState` reads them from
 *   the member's open draft and the clock.
 * - accessLog/{id}: AccessLogEntry, create-only by administrators (actorId = caller, at = request
 *   time); administrators read; nobody edits or deletes.
 * - forms/{id}.audience: 'everyone' (default, as before) or 'assigned' (only members with an
 *   assignment see and may submit it); set by the `setFormAudience` callable (admins, audited).
 */
import type { Parsed } from '../forms/form-callables.ts';
import { formIdProblem } from '../forms/form-documents.ts';
import { asData } from '@engine';

// ---- flag acknowledgement ----

export const ACKNOWLEDGEMENT_NOTE_LIMITS = { min: 3, max: 500 } as const;

export interface AcknowledgeFlagRequest {
  responseId: string;
  flagId: string;
  /** the action taken, e.g. "Phoned the member; safety plan agreed" */
  note: string;
}

export interface AcknowledgeFlagAnswer {
  responseId: string;
  flagId: string;
  /** flags still open on that response */
  open: number;
}

/** The audit actions of the reviewer workspace (auditLog/{id}.action). */
export const REVIEW_AUDIT_ACTIONS = {
  acknowledgeFlag: 'flag.acknowledge',
  setFormAudience: 'form.audience',
} as const;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

function textProblem(value: unknown, what: string, limits: { min: number; max: number }): string | null {
  if (typeof value !== 'string' || value.trim().length < limits.min) return limits.min > 1 ? `Write ${what} (at least ${limits.min} characters).` : `Write ${what}.`;
  if (value.length > limits.max) return `Keep ${what} under ${limits.max + 1} characters.`;
  return null;
}

export function parseAcknowledgeFlagRequest(input: unknown): Parsed<AcknowledgeFlagRequest> {
  const body = asData(input);
  if (typeof body.responseId !== 'string' || !ID_PATTERN.test(body.responseId)) return { ok: false, message: 'Say which response the flag is on.' };
  if (typeof body.flagId !== 'string' || !ID_PATTERN.test(body.flagId)) return { ok: false, message: 'Say which flag to acknowledge.' };
  const problem = textProblem(body.note, 'what you did about it', ACKNOWLEDGEMENT_NOTE_LIMITS);
  if (problem) return { ok: false, message: problem };
  return { ok: true, value: { responseId: body.responseId, flagId: body.flagId, note: (body.note as string).trim() } };
}

// ---- notes ----

export const NOTE_LIMITS = { text: 2000 } as const;

/** responses/{id}/notes/{noteId} or members/{uid}/notes/{noteId}. */
export interface ReviewerNoteDocument<Time> {
  authorId: string;
  /** the author's display name (or email) when they wrote it */
  authorName: string;
  text: string;
  createdAt: Time;
}

/** Why `text` cannot be a note, or null when it can. */
export function noteTextProblem(text: unknown): string | null {
  return textProblem(text, 'the note', { min: 1, max: NOTE_LIMITS.text });
}

// ---- assignments ----

export const ASSIGNMENT_STATUSES = ['assigned', 'submitted', 'cancelled'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const ASSIGNMENT_LIMITS = { message: 500 } as const;

/** assignments/{id}. */
export interface AssignmentDocument<Time> {
  formId: string;
  memberId: string;
  assignedBy: string;
  assignedAt: Time;
  /** null: no due date */
  dueAt: Time | null;
  /** shown to the member on the dashboard ('' for none) */
  message: string;
  status: AssignmentStatus;
  /** set by submitResponse with status 'submitted' */
  responseId?: string;
  submittedAt?: Time;
  cancelledAt?: Time;
  cancelledBy?: string;
}

/** What the member and the reviewer see: stored status plus the draft and the clock. */
export type AssignmentState = 'assigned' | 'started' | 'overdue' | 'submitted' | 'cancelled';

/**
 * The state of an assignment now. `hasDraft`: the member has an open draft of the form (started).
 * Overdue wins over started: an unfinished assignment past its due date is overdue either way.
 */
export function assignmentState(
  assignment: { status: AssignmentStatus; dueAt: Date | null },
  hasDraft: boolean,
  now: Date,
): AssignmentState {
  if (assignment.status !== 'assigned') return assignment.status;
  if (assignment.dueAt && assignment.dueAt.getTime() < now.getTime()) return 'overdue';
  return hasDraft ? 'started' : 'assigned';
}

/** Why an assignment's message cannot be stored, or null when it can. */
export function assignmentMessageProblem(message: unknown): string | null {
  if (typeof message !== 'string') return 'The message must be text.';
  return message.length > ASSIGNMENT_LIMITS.message ? `Keep the message under ${ASSIGNMENT_LIMITS.message + 1} characters.` : null;
}

// ---- access log ----

/**
 * What an access was: opening the member's record or one response (written by the web app, the
 * only kinds the rules let a client write), or downloading all their data for a subject-access
 * request (written by exportMyData).
 */
export const ACCESS_KINDS = ['member-record', 'response', 'data-export'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** The name an access entry or a note is signed with: display name, else email, else the uid (at most 320 characters). */
export function actorName(displayName: unknown, email: unknown, uid: string): string {
  const name = [displayName, email].find((n): n is string => typeof n === 'string' && n.trim() !== '') ?? uid;
  return name.slice(0, 320);
}

/** accessLog/{id}: written when an administrator opens a record or downloads a member's data (create-only). */
export interface AccessLogEntry<Time> {
  actorId: string;
  /** the administrator's display name (or email) */
  actorName: string;
  /** whose record was opened (or whose data downloaded) */
  memberId: string;
  kind: AccessKind;
  /** kind 'response': which one */
  responseId?: string;
  at: Time;
}

// ---- a form's audience ----

export const FORM_AUDIENCES = ['everyone', 'assigned'] as const;
/** everyone: every member sees the published form (the default); assigned: only members with an assignment. */
export type FormAudience = (typeof FORM_AUDIENCES)[number];

/** A stored audience; anything else reads as 'everyone' (what every form was before audiences). */
export function readFormAudience(value: unknown): FormAudience {
  return value === 'assigned' ? 'assigned' : 'everyone';
}

export interface SetFormAudienceRequest {
  formId: string;
  audience: FormAudience;
}

export function parseSetFormAudienceRequest(input: unknown): Parsed<SetFormAudienceRequest> {
  const body = asData(input);
  const problem = formIdProblem(body.formId);
  if (problem) return { ok: false, message: problem };
  if (!FORM_AUDIENCES.includes(body.audience as FormAudience)) return { ok: false, message: 'Choose who sees the form: everyone, or assigned members only.' };
  return { ok: true, value: { formId: body.formId as string, audience: body.audience as FormAudience } };
}
