// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateResponse } from '@engine';
import { migrationChain, type StoredVersion } from '@model';
import { committedForm } from '../../engine/test-support/committed-forms.ts';
import { pclAnswers, pclRatings } from '../../engine/test-support/responses.ts';
import { m12, m23, m34, v1, v2, v3, v4 } from '../../engine/migrate/test-versions.ts';
import {
  SUBMIT_LIMITS,
  audienceAllows,
  carryAnswers,
  fulfilledAssignmentFields,
  jsonStringBytes,
  parseSubmitInput,
} from './submission.ts';

const KEY = 'Ab3dEf6hIj9lMn2pQr5t';
const ptsdAnswers = () => pclAnswers(pclRatings(1));
const submit = (data: unknown, extra: Record<string, unknown> = {}) => parseSubmitInput({ formId: 'ptsd', data, ...extra });
const refusal = (result: ReturnType<typeof parseSubmitInput>): string => (result.ok ? 'accepted' : result.message);
const utf8 = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

/** `depth` objects inside one another, built without recursion. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let i = 1; i < depth; i++) value = { a: value };
  return value;
}

describe('parseSubmitInput: the payload', () => {
  it('accepts a well-formed payload and answers with a plain copy of the answers', () => {
    const data = ptsdAnswers();
    const result = parseSubmitInput({ formId: 'ptsd', formVersion: 2, submissionKey: KEY, data });
    expect(result).toEqual({ ok: true, value: { formId: 'ptsd', formVersion: 2, submissionKey: KEY, data } });
    expect(result.ok && result.value.data).not.toBe(data);
    expect(parseSubmitInput({ formId: 'ptsd', data })).toMatchObject({ ok: true, value: { formVersion: null, submissionKey: null } });
  });

  it('refuses what is not a form id, a version or a response id, in words', () => {
    expect(refusal(parseSubmitInput(null))).toBe('Send {formId, data}.');
    expect(refusal(parseSubmitInput({ data: {} }))).toMatch(/`formId` is missing/);
    for (const formId of ['__x__', 'PTSD', 'a/b', 'x'.repeat(65), '-a']) expect(refusal(submit({}, { formId }))).toMatch(/not a form id/);
    for (const formVersion of [0, 1.5, '1', Number.NaN, 2 ** 60, 10n]) expect(refusal(submit({}, { formVersion }))).toMatch(/whole number/);
    // a key is 20 letters and digits: never a draft's id ({uid}_{formId}), never one Firestore reserves (__x__)
    const keys = ['__name__', '__Ab3dEf6hIj9lMn2p__', '', 'a/b', KEY.slice(1), `${KEY}x`, 'member-a_ptsd', 'Ab3dEf6hIj9lMn2pQr5€', 5, {}];
    for (const submissionKey of keys) expect(refusal(submit({}, { submissionKey }))).toMatch(/`submissionKey` must be 20 letters and digits/);
    expect(submit({}, { submissionKey: null }).ok).toBe(true);
  });

  it('refuses answers that are not an object', () => {
    for (const data of [undefined, null, 'x', 3, [], [1], true]) {
      expect(refusal(submit(data))).toBe('The answers could not be read. Please try again.');
    }
  });
});

describe('parseSubmitInput: limits', () => {
  it('counts the size in UTF-8 bytes of the JSON, not in characters', () => {
    const room = SUBMIT_LIMITS.bytes - utf8({ a: '' });
    expect(submit({ a: 'x'.repeat(room) }).ok).toBe(true);
    expect(refusal(submit({ a: 'x'.repeat(room + 1) }))).toMatch(/too large to save/);
    // a third as many characters, each three bytes: the old character count let this through
    const euros = '€'.repeat(Math.floor(room / 3) + 1);
    expect(euros.length).toBeLessThan(SUBMIT_LIMITS.bytes / 2);
    expect(refusal(submit({ a: euros }))).toMatch(/too large to save/);
    expect(submit({ a: '€'.repeat(Math.floor(room / 3)) }).ok).toBe(true);
  });

  it('measures JSON text exactly as TextEncoder does, escapes and surrogates included', () => {
    const samples = ['', 'plain', 'quote " and \\ backslash', '\n\t\b\f\r', '\u0000\u0001\u001f', 'é€😀', '\ud800', 'a\udc00b', '😀'.repeat(3) + '\ud83d'];
    for (const text of samples) expect(jsonStringBytes(text), JSON.stringify(text)).toBe(utf8(text));
  });

  it(`caps the number of values at ${SUBMIT_LIMITS.entries}, keys and list entries at every depth`, () => {
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
    expect(submit(keys(SUBMIT_LIMITS.entries)).ok).toBe(true);
    expect(refusal(submit(keys(SUBMIT_LIMITS.entries + 1)))).toMatch(/too many values/);
    expect(refusal(submit({ a: new Array(SUBMIT_LIMITS.entries).fill(0) }))).toMatch(/too many values/);
    expect(refusal(submit({ a: new Array(1e9) }))).toMatch(/too many values/);
    expect(refusal(submit({ a: [keys(3000)], b: [keys(3000)] }))).toMatch(/too many values/);
  });

  it(`caps nesting at ${SUBMIT_LIMITS.depth}, however deep the value goes`, () => {
    expect(submit(nested(SUBMIT_LIMITS.depth)).ok).toBe(true);
    expect(refusal(submit(nested(SUBMIT_LIMITS.depth + 1)))).toMatch(/nested too deeply/);
    expect(refusal(submit(nested(10_000)))).toMatch(/nested too deeply/);
    let list: unknown[] = [];
    for (let i = 0; i < 10_000; i++) list = [list];
    expect(refusal(submit({ a: list }))).toMatch(/nested too deeply/);
  });
});

describe('parseSubmitInput never throws', () => {
  const cycle: Record<string, unknown> = { a: 1 };
  cycle.self = cycle;
  const listCycle: unknown[] = [];
  listCycle.push(listCycle);
  const { proxy: revoked, revoke } = Proxy.revocable({}, {});
  revoke();
  const throwingTraps = new Proxy({}, { ownKeys: () => { throw new Error('trap'); }, getPrototypeOf: () => { throw new Error('trap'); } });
  const withSymbolKey = { a: 1, [Symbol('s')]: 2 };
  const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays -- a gap is the point

  it.each([
    ['a cycle', cycle],
    ['a list holding itself', { a: listCycle }],
    ['a BigInt', { a: 10n }],
    ['a symbol', { a: Symbol('x') }],
    ['a function', { a: () => 1 }],
    ['a symbol key', withSymbolKey],
    ['NaN', { a: Number.NaN }],
    ['Infinity', { a: -Infinity }],
    ['a Date', { a: new Date(0) }],
    ['a Map', { a: new Map() }],
    ['a class instance', { a: new (class Answer { x = 1; })() }],
    ['an object with a foreign prototype (a JSON "__proto__" assigned by the SDK)', { a: Object.create({ pcl1: 3 }) as object }],
    ['a list with a gap', { a: sparse }],
    ['a revoked proxy', { a: revoked }],
    ['a proxy whose traps throw', { a: throwingTraps }],
    ['a revoked proxy as the answers', revoked],
    ['undefined in a list', { a: [undefined] }],
  ])('refuses %s with a readable message', (_what, data) => {
    const result = submit(data);
    expect(result.ok).toBe(false);
    expect(refusal(result)).toMatch(/^[A-Z].{10,200}\.$/);
  });

  it('never runs a getter: the answers, the payload and a list entry with one are refused', () => {
    let runs = 0;
    const getter = { get() { runs++; throw new Error('boom'); }, enumerable: true };
    const answers = Object.defineProperty({}, 'pcl1', getter);
    const entry = Object.defineProperty([1, 2], 1, getter);
    const payload = Object.defineProperty({ data: {} }, 'formId', getter);
    expect(refusal(submit(answers))).toMatch(/could not be read/);
    expect(refusal(submit({ a: entry }))).toMatch(/could not be read/);
    expect(parseSubmitInput(payload).ok).toBe(false);
    expect(runs).toBe(0);
  });

  it('copies a well-behaved proxy into plain data, so nothing later reads the proxy', () => {
    let reads = 0;
    const proxy = new Proxy(ptsdAnswers(), { getOwnPropertyDescriptor: (t, k) => (reads++, Reflect.getOwnPropertyDescriptor(t, k)) });
    const result = submit(proxy);
    expect(result.ok).toBe(true);
    const before = reads;
    expect(result.ok && validateResponse(committedForm('ptsd'), result.value.data).valid).toBe(true);
    expect(reads).toBe(before);
  });

  it('leaves out undefined answers, as JSON would', () => {
    expect(submit({ a: undefined, b: 1 })).toMatchObject({ ok: true, value: { data: { b: 1 } } });
  });
});

describe('keys named like Object members are unknown questions, rejected by validation', () => {
  const ptsd = committedForm('ptsd');

  it('an own "__proto__" from JSON.parse survives the copy and is rejected, as constructor and toString are', () => {
    const data = JSON.parse(`{"pcl1": 1, "__proto__": {"pcl2": 1}}`) as Record<string, unknown>;
    const result = submit({ ...ptsdAnswers(), ...data });
    expect(result.ok).toBe(true);
    const copy = result.ok ? result.value.data : {};
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toContain('__proto__');
    expect(validateResponse(ptsd, copy).errors.map((e) => e.field)).toEqual(['__proto__']);

    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const parsed = submit({ ...ptsdAnswers(), [key]: 'x' });
      expect(parsed.ok && validateResponse(ptsd, parsed.value.data).errors.map((e) => e.field)).toEqual([key]);
    }
  });
});

describe('carryAnswers: a submission on an older version', () => {
  const stored = (withMigrations: boolean): StoredVersion[] => [
    { version: 1, data: { definition: v1 } },
    { version: 2, data: { definition: v2, ...(withMigrations ? { migration: m12 } : {}) } },
    { version: 3, data: { definition: v3, ...(withMigrations ? { migration: m23 } : {}) } },
    { version: 4, data: { definition: v4, ...(withMigrations ? { migration: m34 } : {}) } },
  ];
  const answers = { smoker: 'yes', perDay: 5, notes: 'kept for the reviewer', mood: 'ok', helps: ['walk', 'music'] };

  it('follows the stored migrations: renamed answers move, removed ones are kept aside, values are mapped', () => {
    const carried = carryAnswers(answers, 1, stored(true).reverse(), v4);
    expect(carried).toMatchObject({ ok: true, data: { smokes: 'yes', cigarettesPerDay: 5, mood: 'okay', helps: ['exercise', 'music'] } });
    if (!carried.ok) return;
    expect(carried.data).not.toHaveProperty('notes');
    expect(carried.unplaced).toEqual([{ field: 'notes', value: 'kept for the reviewer', version: 2, reason: 'removed' }]);
  });

  it('derives a step whose migration was never stored: nothing is lost, a vanished question is kept aside', () => {
    const carried = carryAnswers(answers, 1, stored(false), v4);
    expect(carried.ok).toBe(true);
    if (!carried.ok) return;
    expect(carried.unplaced.map((u) => u.field).sort()).toEqual(['helps', 'notes', 'perDay', 'smoker']); // 'walk' has no new place without the author's map
    expect(migrationChain(stored(false))!.map((m) => `${m.from}->${m.to}`)).toEqual(['1->2', '2->3', '3->4']);
  });

  it('refuses, in words, when a version cannot be read', () => {
    const broken = stored(true).map((s) => (s.version === 2 ? { version: 2, data: { definition: 'lost' } } : s));
    expect(carryAnswers(answers, 1, broken, v4)).toMatchObject({ ok: false, message: expect.stringContaining('older version') });
  });
});

describe('audienceAllows: who may submit to a form', () => {
  it('takes answers to an everyone-form (and a form stored before audiences, read as everyone) from any member', () => {
    expect(audienceAllows('everyone', false)).toBe(true);
    expect(audienceAllows('everyone', true)).toBe(true);
  });

  it('takes answers to an assigned-only form only from a member with an open assignment of it', () => {
    expect(audienceAllows('assigned', true)).toBe(true);
    expect(audienceAllows('assigned', false)).toBe(false);
  });

  it('marks an assignment fulfilled by the response, at the response\'s time', () => {
    const at = new Date('2026-05-01T09:00:00Z');
    expect(fulfilledAssignmentFields('r1', at)).toEqual({ status: 'submitted', responseId: 'r1', submittedAt: at });
  });
});
