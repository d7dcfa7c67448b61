import { afterEach, describe, expect, it } from 'vitest';
import { sweepAccountStorage } from './account-storage';
import { IDLE_SIGN_OUT_KEY, copiesKeptSignedOut, forgetIdleSignOut, noteIdleSignOut, readIdleSignOut } from './idle-sign-out-note';

const NOW = Date.UTC(2026, 10, 29, 10);
const copy = JSON.stringify({ savedAt: NOW });
const keys = () => Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).sort();

afterEach(() => localStorage.clear());

describe('the idle sign-out note', () => {
  it('is written, read and forgotten', () => {
    expect(readIdleSignOut()).toBeNull();
    noteIdleSignOut({ at: NOW, minutes: 15 });
    expect(readIdleSignOut()).toEqual({ at: NOW, minutes: 15 });
    forgetIdleSignOut();
    expect(readIdleSignOut()).toBeNull();
  });

  it('reads an unreadable note as none', () => {
    localStorage.setItem(IDLE_SIGN_OUT_KEY, '{oops');
    expect(readIdleSignOut()).toBeNull();
    localStorage.setItem(IDLE_SIGN_OUT_KEY, JSON.stringify({ at: 'then' }));
    expect(readIdleSignOut()).toBeNull();
  });

  it('while noted, a signed-out sweep keeps the builder copies and nothing else of any account', () => {
    localStorage.setItem('wellness:builder:admin1:intake', copy);
    localStorage.setItem('wellness:draft:admin1:ptsd', copy);
    expect(copiesKeptSignedOut()).toBe('none');
    noteIdleSignOut({ at: NOW, minutes: 15 });
    sweepAccountStorage(localStorage, copiesKeptSignedOut(), NOW);
    expect(keys()).toEqual(['wellness:builder:admin1:intake', IDLE_SIGN_OUT_KEY]);
    forgetIdleSignOut();
    sweepAccountStorage(localStorage, copiesKeptSignedOut(), NOW);
    expect(keys()).toEqual([]);
  });
});
