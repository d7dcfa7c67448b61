import { describe, expect, it } from 'vitest';
import { applyEdit } from '../builder/apply-edit.ts';
import type { JsonSchemaObject } from '../definition/types.ts';
import { accepted, smallForm } from '../test-support/builder-forms.ts';
import { deepFreeze, frozenCopy } from '../test-support/deep-freeze.ts';
import { isValidAgainst } from '../validate/validator-cache.ts';
import { migrateAnswers } from './migrate-answers.ts';
import { chain, m12, m23, m34, v4 } from './test-versions.ts';
import type { Migration, MigrationOutcome } from './types.ts';

const frozenChain = deepFreeze(structuredClone(chain));

function carried(outcome: MigrationOutcome) {
  if (!outcome.ok) throw new Error(`not carried: ${outcome.error.message}`);
  return outcome;
}

describe('migrateAnswers over four versions (rename, then remove, then change values)', () => {
  it('carries a version-1 draft to version 4 by hand-computed steps', () => {
    const draft = frozenCopy({
      fullName: 'Sam',
      smoker: 'yes',
      perDay: 10,
      phq1: 2,
      phq2: 3,
      notes: 'Tired all week',
      mood: 'awful',
      helps: ['walk', 'run', 'music'],
    });
    const result = carried(migrateAnswers(draft, frozenChain, 1, 4, v4));
    expect(result.data).toEqual({ fullName: 'Sam', smokes: 'yes', cigarettesPerDay: 10, phq1: 2, phq2: 3, helps: ['exercise', 'music'] });
    expect(result.unplaced).toEqual([
      { field: 'notes', value: 'Tired all week', version: 2, reason: 'removed' },
      { field: 'mood', value: 'awful', version: 3, reason: 'choice-removed' },
    ]);
    expect(result.reask).toEqual(['phq2']);
  });

  it('carries a version-2 draft: a choice whose value changed keeps its answer, blanks are not kept aside', () => {
    const result = carried(migrateAnswers({ smokes: 'no', mood: 'ok', helps: ['walk', 'music'], notes: '  ' }, frozenChain, 2, 4, v4));
    expect(result.data).toEqual({ smokes: 'no', mood: 'okay', helps: ['exercise', 'music'] });
    expect(result.unplaced).toEqual([]);
    expect(result.reask).toEqual([]);
  });

  it('takes only the steps asked for', () => {
    expect(carried(migrateAnswers({ smoker: 'yes', perDay: 5, notes: 'x' }, frozenChain, 1, 2))).toEqual({
      ok: true,
      data: { smokes: 'yes', cigarettesPerDay: 5, notes: 'x' },
      unplaced: [],
      reask: [],
    });
    expect(carried(migrateAnswers({ mood: 'good', phq2: 1 }, frozenChain, 4, 4)).data).toEqual({ mood: 'good', phq2: 1 });
  });

  it('keeps aside values a value map does not name, and the unnamed part of a tick-box list', () => {
    const result = carried(migrateAnswers({ mood: 'great', helps: ['dance', 'music'] }, [m34], 3, 4));
    expect(result.data).toEqual({ helps: ['music'] });
    expect(result.unplaced).toEqual([
      { field: 'mood', value: 'great', version: 3, reason: 'value-unmapped' },
      { field: 'helps', value: ['dance'], version: 3, reason: 'value-unmapped' },
    ]);
  });

  it('with the newer definition, keeps aside answers it no longer accepts and answers to no question', () => {
    const result = carried(migrateAnswers({ perDay: 'ten', legacy: 'kept', smoker: 'yes', old: null }, frozenChain, 1, 4, v4));
    expect(result.data).toEqual({ smokes: 'yes' });
    expect(result.unplaced).toEqual([
      { field: 'legacy', value: 'kept', version: 4, reason: 'not-a-question' },
      { field: 'cigarettesPerDay', value: 'ten', version: 4, reason: 'does-not-fit' },
    ]);
    // without it, nothing is judged: the stray answer travels along
    expect(carried(migrateAnswers({ legacy: 'kept' }, frozenChain, 1, 4)).data).toEqual({ legacy: 'kept' });
  });

  it('a stray answer under a rename target is kept aside, not overwritten', () => {
    const result = carried(migrateAnswers({ smoker: 'no', smokes: 'maybe' }, [m12], 1, 2));
    expect(result.data).toEqual({ smokes: 'no' });
    expect(result.unplaced).toEqual([{ field: 'smokes', value: 'maybe', version: 1, reason: 'not-a-question' }]);
  });

  it('swaps two names in one step without losing either answer, and a question to ask again follows later renames', () => {
    const swap: Migration = { formId: 'f', from: 1, to: 2, renamed: [{ from: 'a', to: 'b' }, { from: 'b', to: 'a' }], removed: [], values: [], reask: ['a'] };
    const rename: Migration = { formId: 'f', from: 2, to: 3, renamed: [{ from: 'a', to: 'c' }], removed: [], values: [], reask: [] };
    const result = carried(migrateAnswers({ a: 1, b: 2 }, [swap, rename], 1, 3));
    expect(result.data).toEqual({ b: 1, c: 2 });
    expect(result.reask).toEqual(['c']);
  });

  it('numbers map by their text key', () => {
    const step: Migration = { formId: 'f', from: 1, to: 2, renamed: [], removed: [], values: [{ field: 'r', map: { '0': 1, '1': 2, '2': null } }], reask: [] };
    expect(carried(migrateAnswers({ r: 1 }, [step], 1, 2)).data).toEqual({ r: 2 });
    expect(carried(migrateAnswers({ r: 2 }, [step], 1, 2)).unplaced).toEqual([{ field: 'r', value: 2, version: 1, reason: 'choice-removed' }]);
  });

  it('a missing step, a backwards move, bad versions, duplicates and mixed forms are error results, never throws', () => {
    const gap = migrateAnswers({ smoker: 'yes' }, [m12, m34], 1, 4);
    expect(gap).toEqual({ ok: false, error: { code: 'gap', message: 'no migration from version 2 to 3: answers cannot be carried past it' } });
    expect(migrateAnswers({}, chain, 3, 1)).toMatchObject({ ok: false, error: { code: 'backwards' } });
    expect(migrateAnswers({}, chain, 0, 2)).toMatchObject({ ok: false, error: { code: 'bad-version' } });
    expect(migrateAnswers({}, [m12, { ...m12 }], 1, 2)).toMatchObject({ ok: false, error: { code: 'duplicate' } });
    expect(migrateAnswers({}, [m12, { ...m23, formId: 'other' }], 1, 3)).toMatchObject({ ok: false, error: { code: 'wrong-form' } });
    expect(migrateAnswers({}, [{ ...m12, to: 3 }], 1, 3)).toMatchObject({ ok: false, error: { code: 'bad-version' } });
  });

  it('a repeating group moves whole by its name; records of a changed shape are kept aside whole', () => {
    const withGroup = accepted(applyEdit(smallForm(), { type: 'addField', kind: 'group', name: 'medicines', section: 'about', title: 'Your medicines' }));
    const group = withGroup.schema.properties!.medicines as JsonSchemaObject;
    const record = group.items as JsonSchemaObject;
    // version 2: the group renamed, and its records' "details" field renamed to "dose"
    const renamed = accepted(applyEdit(withGroup, { type: 'renameField', from: 'medicines', to: 'medications' }));
    const { details, ...kept } = record.properties!;
    const v2Group = { ...group, items: { ...record, properties: { ...kept, dose: details! } } };
    const target = { ...accepted(applyEdit(renamed, { type: 'updateField', name: 'medications', schema: v2Group })), version: 2 };
    const step: Migration = { formId: 'small-form', from: 1, to: 2, renamed: [{ from: 'medicines', to: 'medications' }], removed: [], values: [], reask: [] };
    const names = [{ name: 'Sertraline' }, { name: 'Ibuprofen' }];
    expect(carried(migrateAnswers({ medicines: names }, [step], 1, 2, target)).data).toEqual({ medications: names });
    const withDetails = [{ name: 'Sertraline', details: '50 mg' }];
    expect(carried(migrateAnswers({ medicines: withDetails }, [step], 1, 2, target))).toMatchObject({
      data: {},
      unplaced: [{ field: 'medications', value: withDetails, version: 2, reason: 'does-not-fit' }],
    });
  });

  it('returns answers that share nothing with the input', () => {
    const draft = { helps: ['music'], fullName: 'Sam' };
    const result = carried(migrateAnswers(draft, chain, 3, 4));
    (result.data.helps as string[]).push('changed');
    expect(draft.helps).toEqual(['music']);
  });
});

// ---- property: nothing is ever lost ----

/** A small seeded generator (mulberry32), so every run tries the same cases. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(list: readonly T[]): T => list[int(list.length)]!;
  const some = <T,>(list: readonly T[]): T[] => list.filter(() => next() < 0.35);
  return { next, int, pick, some };
}

const VALUES = ['a', 'b', 'c', 1, 2] as const;

/** Every answered atom: a list counts its entries, blanks count nothing. */
function atoms(values: unknown[]): number {
  let count = 0;
  for (const value of values) {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    count += Array.isArray(value) ? value.length : 1;
  }
  return count;
}

/** A random chain of `length` steps over names n0..: renames (swaps too), removals, one-to-one value maps (some values gone or unnamed), new questions. */
function randomChain(rng: ReturnType<typeof random>, length: number): { chain: Migration[]; start: string[] } {
  let names = ['n0', 'n1', 'n2', 'n3', 'n4', 'n5'];
  const start = [...names];
  let fresh = 6;
  const chain: Migration[] = [];
  for (let from = 1; from <= length; from++) {
    const moving = rng.some(names);
    const targets = [...moving].sort(() => rng.next() - 0.5).map((name) => (rng.next() < 0.5 ? name : `n${fresh++}`));
    const renamed = moving.map((name, i) => ({ from: name, to: targets[i]! })).filter((r) => r.from !== r.to);
    const afterRename = names.map((name) => renamed.find((r) => r.from === name)?.to ?? name);
    const removed = rng.some(names.filter((name) => !renamed.some((r) => r.from === name) && !renamed.some((r) => r.to === name)));
    const kept = afterRename.filter((name) => !removed.includes(name));
    const values = rng.some(kept).map((field) => {
      const shuffled = [...VALUES].sort(() => rng.next() - 0.5);
      const map: Record<string, string | number | null> = {};
      VALUES.forEach((value, i) => {
        const roll = rng.next();
        if (roll < 0.6) map[String(value)] = shuffled[i]!; // one to one: no two old values meet
        else if (roll < 0.8) map[String(value)] = null;
      });
      return { field, map };
    });
    const added = rng.next() < 0.5 ? [`n${fresh++}`] : [];
    chain.push({ formId: 'f', from, to: from + 1, renamed, removed, values, reask: rng.some(kept) });
    names = [...kept, ...added];
  }
  return { chain, start };
}

function randomAnswer(rng: ReturnType<typeof random>): unknown {
  const roll = rng.next();
  if (roll < 0.1) return null;
  if (roll < 0.15) return ' ';
  if (roll < 0.35) return [...new Set(rng.some(VALUES))];
  if (roll < 0.4) return { nested: rng.pick(VALUES) };
  return rng.pick(VALUES);
}

describe('migrateAnswers never loses an answer (seeded random chains and drafts)', () => {
  it('every answered value ends in the data or kept aside, for 500 drafts through random chains', () => {
    const rng = random(20260901);
    for (let run = 0; run < 500; run++) {
      const { chain: steps, start } = randomChain(rng, 3 + rng.int(3));
      const draft: Record<string, unknown> = {};
      for (const name of rng.some([...start, 'stray1', 'stray2'])) draft[name] = randomAnswer(rng);
      const input = frozenCopy(draft);
      const result = carried(migrateAnswers(input, deepFreeze(steps), 1, steps.length + 1));
      const out = atoms(Object.values(result.data)) + atoms(result.unplaced.map((u) => u.value));
      expect(out, `run ${run}: ${JSON.stringify({ draft, steps, result })}`).toBe(atoms(Object.values(input)));
      for (const entry of result.unplaced) expect(entry.version).toBeGreaterThanOrEqual(1);
    }
  });

  it('against the newer definition, every carried answer fits it and the rest is kept aside', () => {
    const rng = random(7);
    const v1Names = ['fullName', 'smoker', 'perDay', 'phq1', 'phq2', 'notes', 'mood', 'helps', 'stray'];
    const anyValue = ['Sam', 'yes', 'no', 3, 'ten', 0, 4, 'awful', 'ok', 'good', 'great', ['walk'], ['run', 'music'], ['dance'], true];
    for (let run = 0; run < 300; run++) {
      const draft: Record<string, unknown> = {};
      for (const name of rng.some(v1Names)) draft[name] = rng.pick(anyValue);
      const result = carried(migrateAnswers(frozenCopy(draft), frozenChain, 1, 4, v4));
      for (const [name, value] of Object.entries(result.data)) {
        expect(isValidAgainst(v4.schema.properties![name]!, value), `${name}: ${JSON.stringify(value)}`).toBe(true);
      }
      // walk and run both become exercise: the one merged entry is the only answer that may shrink
      const merged = Array.isArray(draft.helps) && draft.helps.includes('walk') && draft.helps.includes('run') ? 1 : 0;
      const out = atoms(Object.values(result.data)) + atoms(result.unplaced.map((u) => u.value));
      expect(out, JSON.stringify({ draft, result })).toBe(atoms(Object.values(draft)) - merged);
    }
  });
});
