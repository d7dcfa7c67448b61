import { describe, expect, it } from 'vitest';
import { newerDraft, sameAnswers } from './draft-merge';

const T = Date.UTC(2026, 10, 29, 9, 0);

describe('newerDraft', () => {
  it('opens with this device’s copy when it was saved after the server’s (typed offline)', () => {
    expect(newerDraft({ data: { a: 1 }, savedAt: T }, { data: { a: 1, b: 2 }, savedAt: T + 60_000 })).toEqual({ from: 'device', serverWasNewer: false });
  });

  it('opens with the server’s newer draft and says so when it holds other answers', () => {
    expect(newerDraft({ data: { a: 3 }, savedAt: T + 60_000 }, { data: { a: 1, b: 2 }, savedAt: T })).toEqual({ from: 'server', serverWasNewer: true });
  });

  it('says nothing when the newer server draft holds the same answers (the autosave of this copy)', () => {
    expect(newerDraft({ data: { b: 2, a: { x: 1, y: 2 } }, savedAt: T + 1200 }, { data: { a: { y: 2, x: 1 }, b: 2 }, savedAt: T })).toEqual({ from: 'server', serverWasNewer: false });
  });

  it('takes the only copy there is, or none', () => {
    expect(newerDraft(null, { data: { a: 1 }, savedAt: T })).toEqual({ from: 'device', serverWasNewer: false });
    expect(newerDraft({ data: { a: 1 }, savedAt: T }, null)).toEqual({ from: 'server', serverWasNewer: false });
    expect(newerDraft(null, null)).toEqual({ from: 'none', serverWasNewer: false });
  });

  it('falls back to the copy holding more answers when either has no time', () => {
    expect(newerDraft({ data: { a: 1 } }, { data: { a: 1, b: 2 }, savedAt: T })).toEqual({ from: 'device', serverWasNewer: false });
    expect(newerDraft({ data: { a: 1, b: 2 }, savedAt: T }, { data: { a: 1 } })).toEqual({ from: 'server', serverWasNewer: false });
  });
});

describe('sameAnswers', () => {
  it('compares answers, not the order they were written in', () => {
    expect(sameAnswers({ a: [1, 2], b: 'x' }, { b: 'x', a: [1, 2] })).toBe(true);
    expect(sameAnswers({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});
