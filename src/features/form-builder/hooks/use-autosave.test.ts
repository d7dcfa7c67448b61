import type { FormDefinition } from '@engine';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBuilderBackup } from './local-backup';
import { newFormDefinition } from './new-form';
import { useAutosave, type AutosaveOptions, type SavedDraft } from './use-autosave';

class Conflict extends Error {}

const opened = newFormDefinition('sleep', 'Sleep');
const edit = (title: string): FormDefinition => ({ ...opened, title });
const at = new Date('2025-03-01T10:00:00Z');

function setup(overrides: Partial<AutosaveOptions> = {}) {
  const save = vi.fn(async (definition: FormDefinition, base: number): Promise<SavedDraft> => ({ definition, revision: base + 1, updatedAt: at, updatedBy: 'me' }));
  const loadLatest = vi.fn(async (): Promise<SavedDraft | null> => ({ definition: edit('Theirs'), revision: 7, updatedAt: at, updatedBy: 'other-admin' }));
  const options: AutosaveOptions = {
    formId: 'sleep',
    uid: 'me',
    definition: opened,
    revision: 3,
    save,
    loadLatest,
    isConflict: (error) => error instanceof Conflict,
    describeError: (error) => (error instanceof Error ? error.message : 'failed'),
    storage: localStorage,
    ...overrides,
  };
  const hook = renderHook(() => useAutosave(options));
  return { hook, save: (overrides.save as typeof save | undefined) ?? save, loadLatest };
}

const wait = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });

describe('useAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('saves once after a pause in editing, on the opened revision, then forgets the local copy', async () => {
    const { hook, save } = setup();
    act(() => hook.result.current.onChange(edit('S')));
    await wait(500);
    act(() => hook.result.current.onChange(edit('Sl')));
    await wait(500);
    expect(save).not.toHaveBeenCalled();
    expect(readBuilderBackup(localStorage, 'sleep', 'me')?.definition.title).toBe('Sl');
    await wait(400);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(edit('Sl'), 3);
    expect(hook.result.current.state.status).toBe('saved');
    expect(hook.result.current.state.revision).toBe(4);
    expect(readBuilderBackup(localStorage, 'sleep', 'me')).toBeNull();
  });

  it('still saves during a long stream of edits', async () => {
    const { hook, save } = setup({ maxWaitMs: 2000 });
    for (let i = 0; i < 8; i += 1) {
      act(() => hook.result.current.onChange(edit(`t${i}`)));
      await wait(400);
    }
    expect(save).toHaveBeenCalled();
  });

  it('keeps the edits and the local copy when a save fails, and Retry saves them', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('We could not reach the server.')).mockImplementation(async (definition: FormDefinition, base: number) => ({ definition, revision: base + 1, updatedAt: at, updatedBy: 'me' }));
    const { hook } = setup({ save });
    act(() => hook.result.current.onChange(edit('Offline edit')));
    await wait(800);
    expect(hook.result.current.state.status).toBe('error');
    expect(hook.result.current.state.error).toBe('We could not reach the server.');
    expect(readBuilderBackup(localStorage, 'sleep', 'me')?.definition.title).toBe('Offline edit');
    await act(async () => hook.result.current.retry());
    expect(save).toHaveBeenCalledTimes(2);
    expect(hook.result.current.state.status).toBe('saved');
  });

  it('a refused save becomes a conflict naming their revision; autosave stops; Keep mine saves on top of it', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Conflict()).mockImplementation(async (definition: FormDefinition, base: number) => ({ definition, revision: base + 1, updatedAt: at, updatedBy: 'me' }));
    const { hook } = setup({ save });
    act(() => hook.result.current.onChange(edit('Mine')));
    await wait(800);
    expect(hook.result.current.state.status).toBe('conflict');
    expect(hook.result.current.state.conflict).toEqual({ revision: 7, updatedBy: 'other-admin', updatedAt: at });
    expect(hook.result.current.theirs?.definition.title).toBe('Theirs');
    act(() => hook.result.current.onChange(edit('Mine again')));
    await wait(5000);
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => hook.result.current.keepMine());
    expect(save).toHaveBeenLastCalledWith(edit('Mine again'), 7);
    expect(hook.result.current.state.status).toBe('saved');
    expect(hook.result.current.state.revision).toBe(8);
  });

  it('Reload theirs hands back their draft and drops the edits', async () => {
    const { hook } = setup({ save: vi.fn().mockRejectedValue(new Conflict()) });
    act(() => hook.result.current.onChange(edit('Mine')));
    await wait(800);
    let theirs: SavedDraft | null = null;
    await act(async () => {
      theirs = await hook.result.current.reloadTheirs();
    });
    expect(theirs).toMatchObject({ revision: 7, definition: { title: 'Theirs' } });
    expect(hook.result.current.state.status).toBe('saved');
    expect(hook.result.current.state.revision).toBe(7);
    expect(hook.result.current.latest().title).toBe('Theirs');
    expect(readBuilderBackup(localStorage, 'sleep', 'me')).toBeNull();
  });

  it('Reload theirs reads their draft again when it could not be read at the conflict', async () => {
    const loadLatest = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ definition: edit('Theirs'), revision: 9, updatedAt: at, updatedBy: 'x' });
    const { hook } = setup({ save: vi.fn().mockRejectedValue(new Conflict()), loadLatest });
    act(() => hook.result.current.onChange(edit('Mine')));
    await wait(800);
    expect(hook.result.current.state.conflict?.revision).toBe(4);
    let theirs: SavedDraft | null = null;
    await act(async () => {
      theirs = await hook.result.current.reloadTheirs();
    });
    expect(theirs).toMatchObject({ revision: 9 });
    expect(hook.result.current.state.revision).toBe(9);
  });

  it('flush saves pending edits at once and answers the saved revision', async () => {
    const { hook, save } = setup();
    act(() => hook.result.current.onChange(edit('Publish me')));
    let revision: number | null = null;
    await act(async () => {
      revision = await hook.result.current.flush();
    });
    expect(revision).toBe(4);
    expect(save).toHaveBeenCalledWith(edit('Publish me'), 3);
  });

  it('flush makes the first draft of a form opened from its published version', async () => {
    const { hook, save } = setup({ revision: 0 });
    let revision: number | null = null;
    await act(async () => {
      revision = await hook.result.current.flush();
    });
    expect(save).toHaveBeenCalledWith(opened, 0);
    expect(revision).toBe(1);
  });

  it('flush answers null when the edits cannot be saved', async () => {
    const { hook } = setup({ save: vi.fn().mockRejectedValue(new Error('offline')) });
    act(() => hook.result.current.onChange(edit('x')));
    let revision: number | null = 1;
    await act(async () => {
      revision = await hook.result.current.flush();
    });
    expect(revision).toBeNull();
  });

  it('edits made during a save are saved next, on the revision that save made', async () => {
    let finish: (draft: SavedDraft) => void = () => {};
    const save = vi
      .fn()
      .mockImplementationOnce(() => new Promise<SavedDraft>((resolve) => (finish = resolve)))
      .mockImplementation(async (definition: FormDefinition, base: number) => ({ definition, revision: base + 1, updatedAt: at, updatedBy: 'me' }));
    const { hook } = setup({ save });
    act(() => hook.result.current.onChange(edit('one')));
    await wait(800);
    expect(hook.result.current.state.status).toBe('saving');
    act(() => hook.result.current.onChange(edit('two')));
    await act(async () => finish({ definition: edit('one'), revision: 4, updatedAt: at, updatedBy: 'me' }));
    expect(hook.result.current.state.status).toBe('dirty');
    await wait(800);
    expect(save).toHaveBeenLastCalledWith(edit('two'), 4);
    expect(hook.result.current.state.status).toBe('saved');
  });

  it('a restored local copy is saved on the revision it was made on', async () => {
    const { hook, save } = setup();
    act(() => hook.result.current.restore(edit('From backup'), 2));
    await wait(800);
    expect(save).toHaveBeenCalledWith(edit('From backup'), 2);
  });
});
