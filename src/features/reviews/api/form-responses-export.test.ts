import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './form-responses-api';
import { readAllResponses, type NamedRow } from './form-responses-export';

vi.mock('./form-responses-api', async (original) => ({
  ...(await original<typeof api>()),
  exportFormResponses: vi.fn(),
}));

const mocked = vi.mocked(api);
const all: api.ResponsesFilter = { from: null, to: null, version: null, band: null, flagged: 'all', sort: { by: 'date' }, direction: 'desc' };
const row = (id: string, memberId: string): api.FormResponseRow => ({
  id, memberId, formVersion: 1, scoringVersion: '1', submittedAt: new Date('2026-05-04T09:30:00Z'), data: {}, scores: {}, memberFlags: [], review: null,
});
const named = (id: string, memberName: string | null) => ({ row: row(id, `m-${id}`), memberName });
/** The pages the server streams, one after another (then, optionally, a failure). */
function streamOf(pages: api.ExportPage[], failure?: Error) {
  return async function* () {
    yield* pages;
    if (failure) throw failure;
  };
}
const seen = (batch: readonly NamedRow[]) => batch.map(({ row: r, memberName }) => `${r.id}:${memberName ?? '?'}`);

describe('readAllResponses', () => {
  beforeEach(() => vi.resetAllMocks());

  it('builds each streamed page as it arrives, in order, and reports progress against the count the first page carries', async () => {
    mocked.exportFormResponses.mockImplementation(streamOf([{ rows: [named('r1', 'Ada'), named('r2', null)], total: 3 }, { rows: [named('r3', 'Bo')] }]));
    const progress: api.ExportPage['total'][] = [];
    const done: number[] = [];
    const signal = new AbortController().signal;
    const built = await readAllResponses('mood', all, (p) => (done.push(p.done), progress.push(p.total ?? undefined)), signal, seen);
    expect(built).toEqual([['r1:Ada', 'r2:?'], ['r3:Bo']]);
    expect(mocked.exportFormResponses).toHaveBeenCalledWith('mood', all, signal);
    expect(done).toEqual([0, 2, 3]);
    expect(progress).toEqual([undefined, 3, 3]);
  });

  it('never reports more done than the total (responses submitted after the count are read too)', async () => {
    mocked.exportFormResponses.mockImplementation(streamOf([{ rows: [named('r1', 'Ada'), named('r2', 'Bo')], total: 1 }]));
    const totals: (number | null)[] = [];
    await readAllResponses('mood', all, (p) => totals.push(p.total), new AbortController().signal, seen);
    expect(totals).toEqual([null, 2]);
  });

  it('fails with the server\'s message when the stream breaks, and stops when cancelled', async () => {
    mocked.exportFormResponses.mockImplementation(streamOf([{ rows: [named('r1', 'Ada')], total: 2 }], new api.DataError('unavailable', 'We could not reach the server.')));
    await expect(readAllResponses('mood', all, () => {}, new AbortController().signal, seen)).rejects.toThrow('We could not reach the server.');
    const controller = new AbortController();
    mocked.exportFormResponses.mockImplementation(streamOf([{ rows: [named('r1', 'Ada')], total: 2 }, { rows: [named('r2', 'Bo')] }]));
    const build = vi.fn((batch: readonly NamedRow[]) => {
      controller.abort();
      return seen(batch);
    });
    await expect(readAllResponses('mood', all, () => {}, controller.signal, build)).rejects.toThrow();
    expect(build).toHaveBeenCalledTimes(1);
  });
});
