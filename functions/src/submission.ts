// Pure parts of submitResponse: reading the payload within limits, and the error summary. No
// Firebase here, so the rules of submission read in one place (the stored documents' shapes are
// in the model: model/responses/response-documents.ts).
import { isRecord, migrateAnswers, type FieldError, type FormDefinition, type UnplacedAnswer } from '@engine';
import { FORM_ID_MAX_LENGTH, FORM_ID_PATTERN, isSubmissionKey, migrationChain, type FormAudience, type Parsed, type StoredVersion, type SubmitResponseRequest } from '@model';

/**
 * submitResponse's payload as checked: every field present (formVersion null: the current version;
 * submissionKey null: a new response each call, as scripts send).
 */
export type SubmitInput = Required<SubmitResponseRequest>;

/**
 * What a submission's answers may be, checked before anything else reads them. A Firestore
 * document stops at 1 MiB (room is left for scores and metadata); no form nests answers deeper
 * than a repeating group's entry holding a list; the number of values bounds the work of checking.
 */
export const SUBMIT_LIMITS = {
  /** the answers as JSON, in UTF-8 bytes */
  bytes: 900_000,
  /** object keys and list entries, counted at every depth */
  entries: 5_000,
  /** objects and lists inside one another, the answers object being the first */
  depth: 8,
} as const;

const UNREADABLE = 'The answers could not be read. Please try again.';
const TOO_LARGE = 'These answers are too large to save (a very long answer or signature). Please shorten them.';
const TOO_MANY = `These answers hold too many values to save (at most ${SUBMIT_LIMITS.entries}).`;
const TOO_DEEP = 'These answers are nested too deeply to be answers to this form.';

/** A reason to refuse, thrown inside the walk and caught at its top (anything else thrown reads as unreadable). */
class Refused {
  constructor(readonly message: string) {}
}

/** Text JSON writes as it is, one byte a character: printable ASCII but `"` and `\`. */
const PLAIN_ASCII = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
/** Any character JSON escapes, or a surrogate (paired or not). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const SPECIAL = /["\\\x00-\x1f\ud800-\udfff]/;

/** Bytes of one character as JSON writes it in UTF-8 (a surrogate pair's high half counts the pair). */
function escapedBytes(text: string, i: number, c: number): number {
  if (c === 0x22 || c === 0x5c || c === 8 || c === 9 || c === 10 || c === 12 || c === 13) return 2; // \" \\ \b \t \n \f \r
  if (c < 0x20) return 6; // \u00XX
  if (c < 0x80) return 1;
  if (c < 0x800) return 2;
  if ((c & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) return 4;
  if ((c & 0xf800) === 0xd800) return 6; // a lone surrogate: UTF-8 has no bytes for it, JSON writes \uXXXX
  return 3;
}

/**
 * Bytes of a string as JSON text in UTF-8, quotes and escapes included. Native scans for the
 * usual text (printable ASCII, or no escapes and no surrogates); a loop only for the rest, which
 * stops once past `limit`.
 */
export function jsonStringBytes(text: string, limit = Infinity): number {
  if (PLAIN_ASCII.test(text)) return text.length + 2;
  if (!SPECIAL.test(text)) return 2 + Buffer.byteLength(text, 'utf8');
  let bytes = 2;
  for (let i = 0; i < text.length && bytes <= limit; i++) {
    const c = text.charCodeAt(i);
    const size = escapedBytes(text, i, c);
    bytes += size;
    if (size === 4) i++; // the pair's low half is counted
  }
  return bytes;
}

interface Budget {
  entries: number;
  bytes: number;
}

function spend(budget: Budget, bytes: number, entries = 0): void {
  budget.bytes += bytes;
  budget.entries += entries;
  if (budget.entries > SUBMIT_LIMITS.entries) throw new Refused(TOO_MANY);
  if (budget.bytes > SUBMIT_LIMITS.bytes) throw new Refused(TOO_LARGE);
}

/** An own data property's value; a getter is never run (it is refused), a missing property is undefined. */
function ownValue(source: object, key: string): unknown {
  const property = Reflect.getOwnPropertyDescriptor(source, key);
  if (property === undefined) return undefined;
  if (!('value' in property)) throw new Refused(UNREADABLE);
  return property.value;
}

/** Keys of a plain object, prototype included in the check: anything else (a Date, a Map, a class, a foreign prototype) is not JSON. */
function plainKeys(value: object): string[] {
  const prototype = Reflect.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) throw new Refused(UNREADABLE);
  const keys = Reflect.ownKeys(value);
  if (keys.some((key) => typeof key === 'symbol')) throw new Refused(UNREADABLE);
  return keys as string[];
}

/** Sets `key` as an own property, `__proto__` included (assigning that one would set the prototype). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * A copy of `value` made only of JSON (plain objects, lists without gaps, strings, finite numbers,
 * booleans, null), walked within the budget: the size is known before anything is serialised,
 * and nothing after this reads the caller's objects (no getter, proxy or cycle is met again).
 */
function jsonCopy(value: unknown, depth: number, budget: Budget): unknown {
  switch (typeof value) {
    case 'string':
      if (value.length > SUBMIT_LIMITS.bytes) throw new Refused(TOO_LARGE);
      spend(budget, jsonStringBytes(value, SUBMIT_LIMITS.bytes));
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new Refused('An answer is not a number that can be saved.');
      spend(budget, String(value).length);
      return value;
    case 'boolean':
      spend(budget, value ? 4 : 5);
      return value;
    case 'object':
      break;
    default: // undefined, bigint, symbol, function
      throw new Refused(UNREADABLE);
  }
  if (value === null) {
    spend(budget, 4);
    return null;
  }
  if (depth > SUBMIT_LIMITS.depth) throw new Refused(TOO_DEEP);
  if (Array.isArray(value)) {
    if (Reflect.getPrototypeOf(value) !== Array.prototype) throw new Refused(UNREADABLE);
    const length = ownValue(value, 'length') as number;
    // brackets and commas; the length is checked before a single entry is read
    spend(budget, 2 + Math.max(0, length - 1), length);
    const copy: unknown[] = [];
    for (let i = 0; i < length; i++) {
      if (!Object.hasOwn(value, i)) throw new Refused(UNREADABLE); // a gap is no answer JSON can carry
      copy.push(jsonCopy(ownValue(value, String(i)), depth + 1, budget));
    }
    return copy;
  }
  const keys = plainKeys(value);
  spend(budget, 2, keys.length);
  const copy: Record<string, unknown> = {};
  let first = true;
  for (const key of keys) {
    const property = Reflect.getOwnPropertyDescriptor(value, key);
    if (property === undefined || !property.enumerable) continue; // JSON carries own enumerable keys only
    if (!('value' in property)) throw new Refused(UNREADABLE);
    if (property.value === undefined) continue; // as JSON leaves it out: an unanswered question
    spend(budget, jsonStringBytes(key) + 1 + (first ? 0 : 1));
    first = false;
    put(copy, key, jsonCopy(property.value, depth + 1, budget));
  }
  return copy;
}

/** The answers as plain JSON within SUBMIT_LIMITS, or why not. Never throws, whatever it is given. */
export function parseAnswers(data: unknown): Parsed<Record<string, unknown>> {
  try {
    if (!isRecord(data)) return { ok: false, message: UNREADABLE };
    return { ok: true, value: jsonCopy(data, 1, { entries: 0, bytes: 0 }) as Record<string, unknown> };
  } catch (error) {
    return { ok: false, message: error instanceof Refused ? error.message : UNREADABLE };
  }
}

/**
 * Checks the callable's payload: `{formId, formVersion?, submissionKey?, data}`. Never throws (cycles,
 * getters, proxies, BigInt, deep nesting all end in a readable refusal); the answers come back
 * as a plain JSON copy within SUBMIT_LIMITS, so nothing later reads the caller's objects.
 */
export function parseSubmitInput(payload: unknown): Parsed<SubmitInput> {
  try {
    if (!isRecord(payload)) return { ok: false, message: 'Send {formId, data}.' };
    plainKeys(payload);
    const formId = ownValue(payload, 'formId');
    const formVersion = ownValue(payload, 'formVersion');
    const submissionKey = ownValue(payload, 'submissionKey');
    if (typeof formId !== 'string' || formId === '') return { ok: false, message: 'Which form is this for? `formId` is missing.' };
    if (formId.length > FORM_ID_MAX_LENGTH || !FORM_ID_PATTERN.test(formId)) return { ok: false, message: '`formId` is not a form id.' };
    if (formVersion !== undefined && formVersion !== null && !(Number.isSafeInteger(formVersion) && (formVersion as number) >= 1)) {
      return { ok: false, message: '`formVersion` must be a whole number from 1.' };
    }
    // 20 letters and digits: never a draft's id ({uid}_{formId}) nor one Firestore reserves (__x__)
    if (submissionKey !== undefined && submissionKey !== null && !isSubmissionKey(submissionKey)) {
      return { ok: false, message: '`submissionKey` must be 20 letters and digits.' };
    }
    const data = parseAnswers(ownValue(payload, 'data'));
    if (!data.ok) return data;
    return {
      ok: true,
      value: {
        formId,
        formVersion: (formVersion as number | null | undefined) ?? null,
        submissionKey: (submissionKey as string | null | undefined) ?? null,
        data: data.value,
      },
    };
  } catch (error) {
    return { ok: false, message: error instanceof Refused ? error.message : 'Send {formId, data}.' };
  }
}

/** One readable sentence for the error's message; every field's message goes in `details`. */
export function summariseErrors(errors: FieldError[]): string {
  const count = errors.length;
  const first = errors[0]?.message ?? 'Some answers need attention.';
  return count <= 1 ? first : `${first} (and ${count - 1} more ${count - 1 === 1 ? 'answer needs' : 'answers need'} attention)`;
}

/** Forms whose submission completes onboarding (users/{uid}.onboarding.initialAssessmentAt). */
export const ONBOARDING_FORM_ID = 'initial-assessment';

/** Answers given on an older version, carried to the current one (`target`). */
export type CarriedAnswers =
  | { ok: true; data: Record<string, unknown>; unplaced: UnplacedAnswer[]; reask: string[] }
  | { ok: false; message: string };

/**
 * Carries a submission's answers from version `from` to the current version through the stored
 * versions `from`..current, with the same migrateAnswers the browser runs on a draft. What does
 * not fit the current version is returned as `unplaced` (kept on the response for the reviewer).
 */
export function carryAnswers(data: Record<string, unknown>, from: number, versions: readonly StoredVersion[], target: FormDefinition): CarriedAnswers {
  const chain = migrationChain(versions);
  const cannot = 'These answers were given on an older version of this form that can no longer be carried to the current one. Reload the form and answer it again.';
  if (!chain) return { ok: false, message: cannot };
  const outcome = migrateAnswers(data, chain, from, target.version, target);
  if (!outcome.ok) return { ok: false, message: cannot };
  return { ok: true, data: outcome.data, unplaced: outcome.unplaced, reask: outcome.reask };
}

/** The refusal of an answer to an 'assigned'-only form by a member it was not assigned to. */
export const NOT_ASSIGNED_MESSAGE = 'This form is for members it has been assigned to.';

/**
 * Pure: whether a member may submit to a form of this audience. An 'assigned'-only form takes
 * answers only from a member with an open assignment of it; every other form (no audience
 * stored included: forms made before audiences) from any member, as before.
 */
export function audienceAllows(audience: FormAudience, hasOpenAssignment: boolean): boolean {
  return audience !== 'assigned' || hasOpenAssignment;
}

/**
 * The fields that mark an assignment fulfilled by the response `responseId`; `submittedAt` is the
 * response's own time (the server's, given by the caller).
 */
export function fulfilledAssignmentFields<Time>(responseId: string, submittedAt: Time): { status: 'submitted'; responseId: string; submittedAt: Time } {
  return { status: 'submitted', responseId, submittedAt };
}
