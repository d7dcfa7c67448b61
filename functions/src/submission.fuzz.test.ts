// @vitest-environment node
/**
 * Malformed payloads thrown at the submission pipeline as submitResponse runs it: parseSubmitInput,
 * then (when it accepts) validateResponse, and (when that accepts) visibleData + score on the
 * committed definitions. Deterministic (a seeded generator, no Math.random). Asserts: nothing
 * throws, nothing invalid is accepted (what would be stored, read back through JSON as Firestore
 * would give it, passes validateResponse again and ajv alone against the effective schema), error
 * output stays bounded. Each kind's slowest and p95 time is printed, not asserted (speed belongs
 * in `npm run bench`: engine-node's bad-* rows).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_RESPONSE_ERRORS, effectiveSchema, isValidAgainst, score, validateResponse, visibleData, type FormDefinition } from '@engine';
import { committedForm } from '../../engine/test-support/committed-forms.ts';
import { indianHeadClear, initialAssessment, pclAnswers, pclRatings } from '../../engine/test-support/responses.ts';
import { SUBMIT_LIMITS, parseSubmitInput, summariseErrors } from './submission.ts';

/** mulberry32: a small seeded generator, so every run throws the same payloads. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof generator>;

const FORMS = {
  ptsd: { def: committedForm('ptsd'), valid: () => pclAnswers(pclRatings(2)) },
  'initial-assessment': { def: committedForm('initial-assessment'), valid: () => initialAssessment([1, 0, 2, 1, 0, 1, 0, 1, 0], [1, 1, 0, 2, 0, 1, 0]) },
  'indian-head': { def: committedForm('indian-head'), valid: () => indianHeadClear() },
} as const;
type FormId = keyof typeof FORMS;

const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype', '__defineGetter__', 'isPrototypeOf'];
const TEXTS = ['', ' ', 'yes', 'no', '0', '1e3', 'null', '<script>', '\u0000', '\ud800', '😀', 'é'.repeat(5), '"\\'];

function text(rng: Rng, length: number): string {
  const unit = rng.pick(['a', 'é', '€', '😀', '\ud83d', '"', '\n', '\u0001']);
  return unit.repeat(Math.max(0, Math.floor(length / unit.length)));
}

/** A value of any kind JavaScript has, JSON or not, up to `depth` levels of containers. */
function anyValue(rng: Rng, depth = 2): unknown {
  const kinds = ['int', 'float', 'odd-number', 'text', 'long-text', 'bool', 'null', 'undefined', 'bigint', 'symbol', 'function', 'date', 'list', 'object', 'cycle'];
  switch (rng.pick(depth > 0 ? kinds : kinds.slice(0, 10))) {
    case 'int': return rng.int(11) - 3;
    case 'float': return rng.next() * 10;
    case 'odd-number': return rng.pick([Number.NaN, Infinity, -Infinity, -0, 2 ** 53, 1e308, Number.MIN_VALUE]);
    case 'text': return rng.pick(TEXTS);
    case 'long-text': return text(rng, rng.int(70_000));
    case 'bool': return rng.next() < 0.5;
    case 'null': return null;
    case 'undefined': return undefined;
    case 'bigint': return BigInt(rng.int(100));
    case 'symbol': return Symbol('answer');
    case 'function': return () => 'answer';
    case 'date': return new Date(0);
    case 'list': return Array.from({ length: rng.int(6) }, () => anyValue(rng, depth - 1));
    case 'object': return Object.fromEntries(Array.from({ length: rng.int(5) }, (_, i) => [rng.pick([`k${i}`, ...PROTOTYPE_KEYS]), anyValue(rng, depth - 1)]));
    default: {
      const cycle: Record<string, unknown> = { a: 1 };
      cycle.b = rng.next() < 0.5 ? cycle : [cycle];
      return cycle;
    }
  }
}

/** `depth` containers inside one another, built without recursion. */
function deep(rng: Rng, depth: number): unknown {
  let value: unknown = rng.pick(['x', 1, null]);
  for (let i = 0; i < depth; i++) value = rng.next() < 0.5 ? [value] : { [rng.pick(['a', '__proto__', 'items'])]: value };
  return value;
}

/** JSON text parsed, as the callable receives it: an own "__proto__" key is a plain key here. */
function withJsonKey(data: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const json = JSON.stringify({ ...data, [key]: value ?? null });
  return JSON.parse(json) as Record<string, unknown>;
}

interface Payload {
  kind: string;
  formId: FormId;
  payload: unknown;
}

/** Each kind of malformed payload, built from a valid answer set of `formId`. */
const KINDS: Record<string, (rng: Rng, formId: FormId) => unknown> = {
  'wrong types': (rng, formId) => {
    const data = FORMS[formId].valid();
    const fields = Object.keys(FORMS[formId].def.schema.properties ?? {});
    for (let i = rng.int(4); i >= 0; i--) data[rng.pick(fields)] = anyValue(rng);
    const payload: Record<string, unknown> = { formId, data };
    if (rng.next() < 0.2) payload[rng.pick(['formId', 'formVersion', 'submissionKey', 'data'])] = anyValue(rng, 1);
    if (rng.next() < 0.1) payload.submissionKey = rng.pick(['__x__', '__name__', 'a/b', '', 'uid_ptsd', 'Ab3dEf6hIj9lMn2pQr5t']);
    return rng.next() < 0.05 ? anyValue(rng, 1) : payload;
  },
  'near misses': (rng, formId) => {
    const data = FORMS[formId].valid();
    const fields = Object.keys(data);
    const field = rng.pick(fields);
    const value = data[field];
    if (typeof value === 'number') data[field] = rng.pick([value + 10, -1, 0.5, String(value), null, '']);
    else if (typeof value === 'boolean') data[field] = rng.pick([!value, 'true', 1, null]);
    else if (Array.isArray(value)) data[field] = rng.pick([[...value, ...value], ['nonsense'], [], [1], 'relaxation', [null]]);
    else data[field] = rng.pick(['', '   ', 'maybe', 'x'.repeat(70_000), 42]);
    if (rng.next() < 0.3) delete data[rng.pick(fields)];
    return { formId, data };
  },
  'huge lists': (rng, formId) => {
    const data: Record<string, unknown> = FORMS[formId].valid();
    const length = rng.pick([10, 100, 4_999, 5_001, 20_000, 100_000]);
    const entry = rng.pick<unknown>(['relaxation', 'stress', 0, { name: 'x' }, null, 'x'.repeat(100)]);
    const field = formId === 'indian-head' ? rng.pick(['objectives', 'medicationCautions', 'fullName']) : rng.pick(Object.keys(data));
    data[field] = rng.next() < 0.1 ? new Array(rng.pick([1e6, 2 ** 32 - 1])) : new Array(length).fill(entry);
    return { formId, data };
  },
  'deep nesting': (rng, formId) => {
    const data: Record<string, unknown> = FORMS[formId].valid();
    data[rng.pick([...Object.keys(data), 'extra'])] = deep(rng, rng.pick([2, 7, 8, 9, 50, 10_000]));
    return { formId, data: rng.next() < 0.2 ? deep(rng, 10_000) : data };
  },
  'unknown and prototype keys': (rng, formId) => {
    let data: Record<string, unknown> = FORMS[formId].valid();
    const count = rng.pick([1, 3, 60, 60, 600, 4_000, 5_001]);
    for (let i = 0; i < count; i++) data[`${rng.pick(['extra', 'pcl', 'x'])}${i}`] = rng.pick<unknown>([1, 'x', null, true]);
    const key = rng.pick(PROTOTYPE_KEYS);
    const value = rng.pick<unknown>([1, 'x', { pcl1: 4, fullName: 'Sam' }, [1], {}]);
    data = rng.next() < 0.5 ? withJsonKey(data, key, value) : { ...data, [key]: value };
    if (rng.next() < 0.2) data = Object.assign(Object.create({ pcl1: 4 }) as object, data) as Record<string, unknown>;
    if (rng.next() < 0.2) data[`long${'k'.repeat(rng.int(100_000))}`] = 1;
    return { formId, data };
  },
  'oversize and multibyte text': (rng, formId) => {
    const data: Record<string, unknown> = FORMS[formId].valid();
    const unit = rng.pick(['a', 'é', '€', '😀']);
    const bytes = new TextEncoder().encode(unit).length;
    // within a few bytes of the cap, either side, counted in the unit's bytes
    const room = SUBMIT_LIMITS.bytes - new TextEncoder().encode(JSON.stringify({ ...data, signature: '' })).length;
    data.signature = unit.repeat(Math.max(0, Math.floor(room / bytes) + rng.int(5) - 2));
    if (rng.next() < 0.3) data.signature = text(rng, rng.pick([1_000, 60_001, 2_000_000]));
    return { formId, data };
  },
  'cycles and getters': (rng, formId) => {
    const data: Record<string, unknown> = FORMS[formId].valid();
    const field = rng.pick([...Object.keys(data), 'extra']);
    switch (rng.int(5)) {
      case 0: data[field] = data; break;
      case 1: Object.defineProperty(data, field, { enumerable: true, get: () => { throw new Error('getter'); } }); break;
      case 2: Object.defineProperty(data, field, { enumerable: true, get: () => 3 }); break;
      case 3: data[field] = new Proxy({}, { ownKeys: () => { throw new Error('trap'); } }); break;
      default: {
        const { proxy, revoke } = Proxy.revocable(data, {});
        revoke();
        return { formId, data: proxy };
      }
    }
    return { formId, data };
  },
  'valid with noise at the edges': (rng, formId) => {
    const { def } = FORMS[formId];
    const data: Record<string, unknown> = FORMS[formId].valid();
    const properties = def.schema.properties ?? {};
    for (let i = rng.int(4); i >= 0; i--) {
      const field = rng.pick(Object.keys(properties));
      const schema = properties[field]!;
      const unit = rng.pick(['a', 'é', '😀']);
      if (schema.type === 'string' && typeof schema.maxLength === 'number' && !schema.format && !schema.pattern && !schema.oneOf) {
        // exactly at the limit, in characters (a 😀 is two UTF-16 units), or one past it
        data[field] = unit.repeat(Math.min(schema.maxLength, 60_000) + (rng.next() < 0.3 ? 1 : 0));
      } else if (schema.type === 'array' && typeof schema.maxItems === 'number') {
        const values = (typeof schema.items === 'object' ? (schema.items.oneOf ?? []) : []).map((c) => c.const);
        data[field] = rng.next() < 0.3 ? [...values, values[0]] : values.slice(0, schema.maxItems);
      }
    }
    // blank answers to anything, known or not, count as unanswered; undefined is left out
    if (rng.next() < 0.5) data[rng.pick(['extra', 'constructor', 'notAQuestion'])] = rng.pick([null, '', '   ', undefined]);
    return { formId, data };
  },
  'random JSON-ish answers': (rng, formId) => {
    const fields = Object.keys(FORMS[formId].def.schema.properties ?? {});
    const data = Object.fromEntries(fields.filter(() => rng.next() < 0.7).map((f) => [f, anyValue(rng, 1)]));
    return { formId, data };
  },
};

const PER_KIND = 300;

/** Every payload, made one at a time (a few hold near a megabyte): deterministic, in kind order. */
function* payloads(): Generator<Payload> {
  const rng = generator(20_260_801);
  for (const [kind, make] of Object.entries(KINDS)) {
    for (let i = 0; i < PER_KIND; i++) {
      const formId = rng.pick(Object.keys(FORMS) as FormId[]);
      yield { kind, formId, payload: make(rng, formId) };
    }
  }
}

/** The error output's size bound: 50 errors of a 64-character name and a sentence each. */
const MAX_ERROR_JSON = 16_000;

interface Outcome {
  problem: string | null;
  accepted: boolean;
  /** time in the pipeline itself (the test's own checks left out) */
  ms: number;
}

/** The pipeline as submitResponse runs it, and what is wrong with its handling of one payload. */
function runPipeline(def: FormDefinition, payload: unknown): Outcome {
  const started = performance.now();
  const parsed = parseSubmitInput(payload);
  if (!parsed.ok) {
    const ms = performance.now() - started;
    const readable = typeof parsed.message === 'string' && parsed.message.length > 0 && parsed.message.length <= 200;
    return { problem: readable ? null : `bad refusal ${parsed.message}`, accepted: false, ms };
  }
  const data = parsed.value.data;
  const validation = validateResponse(def, data);
  const message = validation.valid ? '' : summariseErrors(validation.errors);
  const stored = validation.valid ? visibleData(def, data) : null;
  if (stored) score(def, stored);
  const ms = performance.now() - started;

  const fail = (problem: string): Outcome => ({ problem, accepted: stored !== null, ms });
  if (new TextEncoder().encode(JSON.stringify(data)).length > SUBMIT_LIMITS.bytes) return fail('accepted answers over the byte cap');
  if (validation.errors.length > MAX_RESPONSE_ERRORS) return fail(`${validation.errors.length} errors`);
  const body = JSON.stringify({ message, details: { errors: validation.errors } });
  if (body.length > MAX_ERROR_JSON) return fail(`error output of ${body.length} characters`);
  if (!stored) return { problem: null, accepted: false, ms };
  // what would be stored, read back as Firestore would return it
  const readBack = JSON.parse(JSON.stringify(stored)) as Record<string, unknown>;
  if (JSON.stringify(Object.keys(readBack)) !== JSON.stringify(Object.keys(stored))) return fail('stored answers lose keys in JSON');
  const again = validateResponse(def, readBack);
  if (!again.valid) return fail(`accepted but invalid: ${again.errors[0]?.message}`);
  // and by ajv alone, against the schema as it applies to these answers: no shortcut of validateResponse's in between
  if (!isValidAgainst(effectiveSchema(def, readBack), readBack)) return fail('accepted but the schema refuses it');
  return { problem: null, accepted: true, ms };
}

/** Pipeline times per kind of payload, for the line printed at the end. */
const times = new Map<string, number[]>();
afterAll(() => {
  const rows = [...times].map(([kind, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(0.95 * (sorted.length - 1))]!;
    return `${kind} max ${sorted[sorted.length - 1]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
  });
  console.log(`submission fuzz, time per payload (target < 50 ms; a loaded machine adds spikes): ${rows.join('; ')}`);
});

describe('the submission pipeline under malformed payloads', () => {
  it(`throws ${Object.keys(KINDS).length * PER_KIND} payloads (at least 2000) at it: no throw, nothing invalid accepted, bounded errors`, { timeout: 120_000 }, () => {
    // compile each form's validator first, so the printed times measure payloads, not ajv's compile
    for (const { def } of Object.values(FORMS)) validateResponse(def, {});
    const problems: string[] = [];
    let count = 0;
    let accepted = 0;
    for (const { kind, formId, payload } of payloads()) {
      let outcome: Outcome;
      try {
        outcome = runPipeline(FORMS[formId].def, payload);
      } catch (error) {
        outcome = { problem: `threw ${error instanceof Error ? error.message : String(error)}`, accepted: false, ms: 0 };
      }
      times.set(kind, [...(times.get(kind) ?? []), outcome.ms]);
      if (outcome.accepted) accepted++;
      if (outcome.problem) problems.push(`#${count} ${kind} (${formId}): ${outcome.problem}`);
      count++;
    }
    expect(count).toBeGreaterThanOrEqual(2000);
    expect(problems.slice(0, 10)).toEqual([]);
    // the fuzz reaches validation and storage, not only the parser's refusals
    expect(accepted).toBeGreaterThan(150);
  });

  it('the valid answer sets it starts from are accepted whole', () => {
    for (const formId of Object.keys(FORMS) as FormId[]) {
      expect(runPipeline(FORMS[formId].def, { formId, data: FORMS[formId].valid() })).toMatchObject({ problem: null, accepted: true });
    }
  });
});
