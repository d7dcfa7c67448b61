import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_COPY_TTL_MS,
  accountKey,
  belongsTo,
  clearAccountStorage,
  clearBrowserStorage,
  isAccountKey,
  isExpired,
  sweepAccountStorage,
  sweepBrowserStorage,
} from './account-storage';

const NOW = Date.UTC(2025, 5, 1);
const DAY = 24 * 60 * 60 * 1000;
const copy = (savedAt: number) => JSON.stringify({ data: { q1: 'answer' }, savedAt });
const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();

function fill(storage: Storage, entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
}

describe('account storage keys', () => {
  it('builds keys by the documented scheme, and the features already use it', () => {
    expect(accountKey('draft', 'u1', 'ptsd')).toBe('wellness:draft:u1:ptsd');
    expect(isAccountKey('wellness:draft:u1:ptsd')).toBe(true);
    expect(isAccountKey('wellness:builder:u1:my-form')).toBe(true);
    expect(isAccountKey('wellness:step:u1:ptsd')).toBe(true);
  });

  it('leaves device keys and other sites alone', () => {
    for (const key of ['wellness:signed-in', 'wellness:analytics-consent', 'wellness:chunk-reload-at', 'other:draft:u1:x', '_ga', 'wellness:draft:']) {
      expect(isAccountKey(key), key).toBe(false);
    }
  });

  it('tells whose a copy is, by prefix (a uid may hold a colon)', () => {
    expect(belongsTo('wellness:draft:u1:ptsd', 'u1')).toBe(true);
    expect(belongsTo('wellness:draft:u10:ptsd', 'u1')).toBe(false);
    expect(belongsTo('wellness:draft:a:b:ptsd', 'a:b')).toBe(true);
    expect(belongsTo('wellness:draft:u1:ptsd', '')).toBe(false);
  });
});

describe('isExpired', () => {
  it('keeps a copy for seven days', () => {
    expect(ACCOUNT_COPY_TTL_MS).toBe(7 * DAY);
    expect(isExpired(NOW - 6 * DAY, NOW)).toBe(false);
    expect(isExpired(NOW - 7 * DAY, NOW)).toBe(false);
    expect(isExpired(NOW - 7 * DAY - 1, NOW)).toBe(true);
  });

  it('treats a missing, odd or far-future time as expired', () => {
    for (const savedAt of [undefined, null, '123', 0, -5, Number.NaN, Number.POSITIVE_INFINITY, NOW + 8 * DAY]) {
      expect(isExpired(savedAt, NOW), String(savedAt)).toBe(true);
    }
  });
});

describe('sweepAccountStorage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const setUp = () =>
    fill(localStorage, {
      'wellness:draft:u1:ptsd': copy(NOW - DAY),
      'wellness:draft:u1:old': copy(NOW - 8 * DAY),
      'wellness:draft:u1:corrupt': '{not json',
      'wellness:builder:u1:my-form': copy(NOW),
      'wellness:draft:u2:ptsd': copy(NOW),
      'wellness:signed-in': '1',
      'wellness:analytics-consent': 'denied',
    });

  it('at start (anyone may be signed in): drops only expired and unreadable copies', () => {
    setUp();
    expect(sweepAccountStorage(localStorage, 'any', NOW)).toBe(2);
    expect(keys(localStorage)).toEqual([
      'wellness:analytics-consent',
      'wellness:builder:u1:my-form',
      'wellness:draft:u1:ptsd',
      'wellness:draft:u2:ptsd',
      'wellness:signed-in',
    ]);
  });

  it('signed in as u1: keeps only u1 fresh copies', () => {
    setUp();
    sweepAccountStorage(localStorage, { uid: 'u1' }, NOW);
    expect(keys(localStorage)).toEqual(['wellness:analytics-consent', 'wellness:builder:u1:my-form', 'wellness:draft:u1:ptsd', 'wellness:signed-in']);
  });

  it('nobody signed in: no account copy stays, device keys do', () => {
    setUp();
    sweepAccountStorage(localStorage, 'none', NOW);
    expect(keys(localStorage)).toEqual(['wellness:analytics-consent', 'wellness:signed-in']);
  });

  it('nobody signed in after an idle sign-out: only copies of the kinds kept wait, fresh ones only', () => {
    setUp();
    fill(localStorage, { 'wellness:builder:u2:old-form': copy(NOW - 8 * DAY) });
    sweepAccountStorage(localStorage, { kinds: ['builder'] }, NOW);
    expect(keys(localStorage)).toEqual(['wellness:analytics-consent', 'wellness:builder:u1:my-form', 'wellness:signed-in']);
  });

  it('without a time, age is not checked (sessionStorage holds a bare step number)', () => {
    fill(sessionStorage, { 'wellness:step:u1:ptsd': '2', 'wellness:step:u2:ptsd': '3' });
    sweepAccountStorage(sessionStorage, { uid: 'u1' });
    expect(keys(sessionStorage)).toEqual(['wellness:step:u1:ptsd']);
  });

  it('never throws when storage is missing or refuses', () => {
    const broken = { get length(): number { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(sweepAccountStorage(broken, 'none', NOW)).toBe(0);
    expect(sweepAccountStorage(undefined, 'none', NOW)).toBe(0);
    expect(() => clearAccountStorage(broken, 'u1')).not.toThrow();
  });
});

describe('clearing one account', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('removes every key family of that account from both storages, nobody else\'s', () => {
    fill(localStorage, {
      'wellness:draft:u1:ptsd': copy(NOW),
      'wellness:builder:u1:my-form': copy(NOW),
      'wellness:draft:u2:ptsd': copy(NOW),
      'wellness:signed-in': '1',
    });
    fill(sessionStorage, { 'wellness:step:u1:ptsd': '2', 'wellness:chunk-reload-at': '5' });
    clearBrowserStorage('u1');
    expect(keys(localStorage)).toEqual(['wellness:draft:u2:ptsd', 'wellness:signed-in']);
    expect(keys(sessionStorage)).toEqual(['wellness:chunk-reload-at']);
  });

  it('the browser sweep expires localStorage copies but not the tab\'s step', () => {
    fill(localStorage, { 'wellness:draft:u1:old': copy(Date.now() - 8 * DAY), 'wellness:draft:u1:new': copy(Date.now()) });
    fill(sessionStorage, { 'wellness:step:u1:ptsd': '2' });
    sweepBrowserStorage({ uid: 'u1' });
    expect(keys(localStorage)).toEqual(['wellness:draft:u1:new']);
    expect(keys(sessionStorage)).toEqual(['wellness:step:u1:ptsd']);
  });
});
