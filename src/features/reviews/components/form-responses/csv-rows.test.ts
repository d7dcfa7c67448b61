import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { FormDefinition, Migration } from '@engine';
import type { FormResponseRow } from '../../api/form-responses-api';
import { encodeSignature } from '../../../../form-renderer';
import { bmiForm } from '../../../../../engine/test-support/recall-calc-forms';
import { BOM, answerCell, csvFileName, csvHeader, csvRecord, planCsvColumns, toCsv, type CsvVersion } from './csv-rows';

const mood = { type: 'integer', title: 'Low mood', oneOf: [{ const: 0, title: 'Not at all' }, { const: 1, title: 'Several days' }] };

const v1: FormDefinition = {
  id: 'check-in',
  version: 1,
  title: 'Check-in',
  schema: {
    type: 'object',
    properties: {
      mood,
      sleep: { type: 'string', title: 'Sleep, in your words' },
      old: { type: 'string', title: 'Retired question' },
    },
  },
  scoring: { version: '1', scales: { phq: { title: 'PHQ', items: ['mood'], itemMin: 0, itemMax: 1 } } },
};

const v2: FormDefinition = {
  ...v1,
  version: 2,
  schema: {
    type: 'object',
    properties: {
      lowMood: { ...mood, title: 'Feeling down' },
      sleep: { type: 'string', title: 'Sleep, in your words' },
      helpers: { type: 'array', title: 'Who helps', items: { type: 'string', oneOf: [{ const: 'gp', title: 'GP, surgery' }, { const: 'friend', title: 'Friend' }] } },
    },
  },
  scoring: { version: '1', scales: { phq: { title: 'PHQ', items: ['lowMood'], itemMin: 0, itemMax: 1 } } },
};

const step: Migration = { formId: 'check-in', from: 1, to: 2, renamed: [{ from: 'mood', to: 'lowMood' }], removed: ['old'], values: [], reask: [] };
const versions: CsvVersion[] = [
  { version: 1, definition: v1, migration: null },
  { version: 2, definition: v2, migration: step },
];

function row(over: Partial<FormResponseRow>): FormResponseRow {
  return {
    id: 'r1',
    memberId: 'm1',
    formVersion: 2,
    scoringVersion: '1',
    submittedAt: new Date('2026-06-01T14:05:00Z'),
    data: {},
    scores: {},
    memberFlags: [],
    review: null,
    ...over,
  };
}

const parse = (text: string) => Papa.parse<string[]>(text.slice(BOM.length), { skipEmptyLines: true }).data;

describe('planCsvColumns', () => {
  it('keeps a renamed question in one column headed by its newest title, and a removed one in its own', () => {
    const plan = planCsvColumns(versions);
    expect(plan.questions.map((q) => [q.key, q.title, Object.fromEntries(q.names)])).toEqual([
      ['lowMood', 'Feeling down', { 1: 'mood', 2: 'lowMood' }],
      ['sleep', 'Sleep, in your words', { 1: 'sleep', 2: 'sleep' }],
      ['helpers', 'Who helps', { 2: 'helpers' }],
      ['old@1', 'Retired question', { 1: 'old' }],
    ]);
    expect(plan.scales).toEqual([{ id: 'phq', title: 'PHQ' }]);
  });
});

describe('csvRecord', () => {
  const plan = planCsvColumns(versions);
  const header = csvHeader(plan);
  const cell = (record: string[], heading: string) => record[header.indexOf(heading)];

  it('puts a version-1 answer under the renamed question, as a label or as the raw value', () => {
    const old = row({ formVersion: 1, data: { mood: 1, old: 'gone' }, scores: { phq: { total: 1, band: 'mild', bandLabel: 'Mild' } as never } });
    const labels = csvRecord(old, plan, 'Ada', 'labels');
    expect(cell(labels, 'Feeling down')).toBe('Several days');
    expect(cell(labels, 'Retired question')).toBe('gone');
    expect(cell(labels, 'PHQ total')).toBe('1');
    expect(cell(labels, 'PHQ band')).toBe('Mild');
    const raw = csvRecord(old, plan, 'Ada', 'raw');
    expect(cell(raw, 'Feeling down')).toBe('1');
    expect(cell(raw, 'PHQ band')).toBe('mild');
  });

  it('writes an answer the same way on every row: remembered per question, version and mode, never across them', () => {
    const fresh = planCsvColumns(versions);
    const first = [csvRecord(row({ data: { helpers: ['gp'] } }), fresh, 'Ada', 'labels'), csvRecord(row({ formVersion: 1, data: { mood: 1 } }), fresh, 'Ada', 'labels')];
    const again = [csvRecord(row({ data: { helpers: ['gp'] } }), fresh, 'Ada', 'labels'), csvRecord(row({ formVersion: 1, data: { mood: 1 } }), fresh, 'Ada', 'labels')];
    expect(again).toEqual(first);
    expect(cell(first[0]!, 'Who helps')).toBe('GP, surgery');
    expect(cell(csvRecord(row({ data: { helpers: ['gp'] } }), fresh, 'Ada', 'raw'), 'Who helps')).toBe('gp');
    expect(cell(csvRecord(row({ formVersion: 1, data: { mood: 1 } }), fresh, 'Ada', 'raw'), 'Feeling down')).toBe('1');
  });

  it('lists multi-choice answers joined with "; " (labels or values)', () => {
    const r = row({ data: { helpers: ['gp', 'friend'] } });
    expect(cell(csvRecord(r, plan, 'Ada', 'labels'), 'Who helps')).toBe('GP, surgery; Friend');
    expect(cell(csvRecord(r, plan, 'Ada', 'raw'), 'Who helps')).toBe('gp; friend');
  });

  it('writes the member, ISO and UK times, version and flags in words (reviewer-only flags from the review)', () => {
    const r = row({
      review: {
        open: 1,
        topSeverity: 'urgent',
        flags: [
          { id: 'f1', severity: 'urgent', message: 'Item 9 answered', fields: [], acknowledged: null },
          { id: 'f2', severity: 'info', message: 'Note', fields: [], acknowledged: { by: 'a', byName: 'Dr A', at: null, note: 'ok' } },
        ],
      },
    });
    const record = csvRecord(r, plan, 'Zoë Ölander', 'labels');
    expect(record.slice(0, 7)).toEqual(['Zoë Ölander', 'm1', 'r1', '2026-06-01T14:05:00.000Z', '01/06/2026, 15:05', '2', '1']);
    expect(cell(record, 'Flags')).toBe('Urgent: Item 9 answered; For information: Note (acknowledged)');
    expect(cell(record, 'Open flags')).toBe('1');
    expect(cell(record, 'Who helps')).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with a BOM and quotes commas, quotes and newlines so they read back unchanged', () => {
    const tricky = ['a, b', 'she said "no"', 'line one\nline two', 'Ελληνικά 日本語 عربى'];
    const text = toCsv(['x', 'y', 'z', 'w'], [tricky]);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('"she said ""no"""');
    expect(parse(text)).toEqual([['x', 'y', 'z', 'w'], tricky]);
  });

  it('defuses a spreadsheet formula typed as an answer', () => {
    const [, record] = parse(toCsv(['answer'], [['=HYPERLINK("x")']]));
    expect(record![0]).toBe('\'=HYPERLINK("x")');
  });
});

describe('answerCell and csvFileName', () => {
  it('leaves unanswered questions empty and writes a drawn signature as a word, not its image data', () => {
    const drawn = encodeSignature([[[1, 2], [30, 40]]], 100, 50)!;
    expect(drawn.length).toBeGreaterThan(20);
    expect(answerCell(v2, 'sleep', undefined, 'labels')).toBe('');
    expect(answerCell(v2, 'sleep', drawn, 'raw')).toBe('[drawn signature]');
  });

  it('writes a calculated value as the server’s number in either mode, and nothing when it has none', () => {
    const bmi = bmiForm();
    expect(answerCell(bmi, 'bmi', 31.3, 'labels')).toBe('31.3');
    expect(answerCell(bmi, 'bmi', 31.3, 'raw')).toBe('31.3');
    expect(answerCell(bmi, 'bmi', undefined, 'labels')).toBe('');
    // a title showing an earlier answer heads its column with the words shown when it is unanswered
    expect(planCsvColumns([{ version: 1, definition: bmi, migration: null }]).questions.find((q) => q.key === 'eventDate')!.title).toBe('When did «it» happen?');
  });

  it('names the file after the form and the day', () => {
    expect(csvFileName('check-in', new Date(2026, 10, 3, 9))).toBe('check-in-responses-2026-11-03.csv');
  });
});
