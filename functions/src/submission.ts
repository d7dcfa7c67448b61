// Pure parts of submitResponse: reading the payload and the stored version, and building the
// submitted response document. No Firebase here, so the rules of submission read in one place.
import type { FieldError, FormDefinition, ScoreResult } from '@engine';

export interface SubmitInput {
  formId: string;
  formVersion: number | null;
  responseId: string | null;
  data: Record<string, unknown>;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Firestore documents stop at 1 MiB; leave room for scores and metadata. */
export const MAX_DATA_BYTES = 900_000;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Checks the callable's payload: `{formId, formVersion?, responseId?, data}`. */
export function parseSubmitInput(payload: unknown): Parsed<SubmitInput> {
  if (typeof payload !== 'object' || payload === null) return { ok: false, message: 'Send {formId, data}.' };
  const { formId, formVersion, responseId, data } = payload as Record<string, unknown>;
  if (typeof formId !== 'string' || !ID.test(formId)) return { ok: false, message: 'Which form is this for? `formId` is missing.' };
  if (formVersion !== undefined && formVersion !== null && !(Number.isInteger(formVersion) && (formVersion as number) >= 1)) {
    return { ok: false, message: '`formVersion` must be a whole number from 1.' };
  }
  if (responseId !== undefined && responseId !== null && !(typeof responseId === 'string' && ID.test(responseId))) {
    return { ok: false, message: '`responseId` is not a valid id.' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, message: 'The answers could not be read. Please try again.' };
  }
  if (JSON.stringify(data).length > MAX_DATA_BYTES) {
    return { ok: false, message: 'These answers are too large to save (a very long answer or signature). Please shorten them.' };
  }
  return {
    ok: true,
    value: {
      formId,
      formVersion: (formVersion as number | null | undefined) ?? null,
      responseId: (responseId as string | null | undefined) ?? null,
      data: data as Record<string, unknown>,
    },
  };
}

/** The definition inside a forms/{id}/versions/{n} document (`definition`, as `forms publish` writes). */
export function definitionOfVersion(version: Record<string, unknown> | undefined): FormDefinition | null {
  const definition = version?.definition;
  if (typeof definition !== 'object' || definition === null) return null;
  const candidate = definition as Partial<FormDefinition>;
  return typeof candidate.id === 'string' && typeof candidate.schema === 'object' ? (definition as FormDefinition) : null;
}

/** One readable sentence for the error's message; every field's message goes in `details`. */
export function summariseErrors(errors: FieldError[]): string {
  const count = errors.length;
  const first = errors[0]?.message ?? 'Some answers need attention.';
  return count <= 1 ? first : `${first} (and ${count - 1} more ${count - 1 === 1 ? 'answer needs' : 'answers need'} attention)`;
}

export interface SubmittedFields {
  formId: string;
  formVersion: number;
  memberId: string;
  status: 'submitted';
  data: Record<string, unknown>;
  scores: ScoreResult['scales'];
  flags: ScoreResult['flags'];
  scoringVersion: string;
}

/** The stored fields of a submitted response (timestamps are added by the caller). */
export function submittedFields(input: { formId: string; formVersion: number; memberId: string; data: Record<string, unknown>; result: ScoreResult }): SubmittedFields {
  return {
    formId: input.formId,
    formVersion: input.formVersion,
    memberId: input.memberId,
    status: 'submitted',
    data: input.data,
    scores: input.result.scales,
    flags: input.result.flags,
    scoringVersion: input.result.scoringVersion,
  };
}

/** Forms whose submission completes onboarding (users/{uid}.onboarding.initialAssessmentAt). */
export const ONBOARDING_FORM_ID = 'initial-assessment';
