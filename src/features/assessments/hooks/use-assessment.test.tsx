import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAssessment } from './use-assessment';

const api = vi.hoisted(() => ({
  DataError: class DataError extends Error {
    constructor(
      readonly code: string = 'unknown',
      message?: string,
    ) {
      super(message);
    }
  },
  loadPublishedForm: vi.fn(),
  findDraft: vi.fn(),
  newSubmissionKey: vi.fn(),
  saveDraft: vi.fn(),
  submitResponse: vi.fn(),
  refreshProfile: vi.fn(),
  loadMigrations: vi.fn(),
  // a browser keeping no IndexedDB (as jsdom): the copy goes to localStorage, Submit needs the server
  readDraftCopy: vi.fn(async () => null),
  writeDraftCopy: vi.fn(async () => false),
  clearDraftCopy: vi.fn(async () => undefined),
  putInOutbox: vi.fn(async () => false),
  listOutbox: vi.fn(async () => []),
  watchOutbox: vi.fn(async (_onChange: () => void) => () => undefined),
}));
vi.mock('../api/assessments-api', () => api);

const KEY = 'wellness:draft:m1:ptsd';
const DRAFT_KEY = 'DraftKey000000000001';
const OTHER_TAB_KEY = 'OtherTabKey000000001';

// the migrations' module loads on demand (a draft on an older version): paid once here, not inside a waitFor
beforeAll(async () => {
  await import('../carry-draft');
}, 30_000);

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  api.loadPublishedForm.mockResolvedValue({ formId: 'ptsd', version: 1, definition: {} });
  api.findDraft.mockResolvedValue({ id: 'm1_ptsd', formId: 'ptsd', formVersion: 1, submissionKey: DRAFT_KEY, data: { pcl1: 1 } });
  let keys = 0;
  api.newSubmissionKey.mockImplementation(async () => `NewKey${String(++keys).padStart(14, '0')}`);
  api.saveDraft.mockImplementation(async (input: { submissionKey: string }) => input.submissionKey);
  api.submitResponse.mockResolvedValue({ responseId: DRAFT_KEY, scores: {}, flags: [] });
  api.refreshProfile.mockResolvedValue(null);
  api.readDraftCopy.mockResolvedValue(null);
  api.writeDraftCopy.mockResolvedValue(false);
  api.putInOutbox.mockResolvedValue(false);
  api.listOutbox.mockResolvedValue([]);
});

/** A promise and the function that settles it, for a save or submit still on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function opened() {
  const hook = renderHook(() => useAssessment('ptsd', 'm1'));
  await waitFor(() => expect(hook.result.current.form).not.toBeNull());
  return hook;
}

describe('useAssessment and the local copy of answers', () => {
  it('keeps a copy while answering and removes it once the submission is stored', async () => {
    const { result } = await opened();
    act(() => result.current.onChange({ pcl1: 2 }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').data).toEqual({ pcl1: 2 }));
    // the browser kept no IndexedDB copy: the member is told once
    expect(result.current.deviceNotice).toMatch(/not keeping forms or answers on this device/);
    await act(() => result.current.onSubmit({ pcl1: 2 }));
    expect(result.current.result).not.toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the copy when the submission fails, so nothing typed is lost', async () => {
    const { result } = await opened();
    api.submitResponse.mockRejectedValue(new Error('offline'));
    await act(() => result.current.onSubmit({ pcl1: 3 }));
    expect(result.current.submitError).toBe('offline');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').data).toEqual({ pcl1: 3 });
  });

  it('starts from a fresh copy holding more answers, never from an expired one', async () => {
    localStorage.setItem(KEY, JSON.stringify({ data: { pcl1: 1, pcl2: 4 }, savedAt: Date.now() - 8 * 24 * 60 * 60 * 1000 }));
    const { result } = await opened();
    expect(result.current.start).toEqual({ pcl1: 1 });
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe('useAssessment and the submission key', () => {
  it('submits with the open draft\'s key; a double tap sends the same key twice, so the server stores one response', async () => {
    const { result } = await opened();
    await act(() => Promise.all([result.current.onSubmit({ pcl1: 2 }), result.current.onSubmit({ pcl1: 2 })]));
    expect(api.submitResponse).toHaveBeenCalledTimes(2);
    for (const [input] of api.submitResponse.mock.calls) expect(input).toEqual({ formId: 'ptsd', formVersion: 1, submissionKey: DRAFT_KEY, data: { pcl1: 2 } });
  });

  it('retries a refused submission with the same key, and uses a new key once one is stored', async () => {
    const { result } = await opened();
    api.submitResponse.mockRejectedValueOnce(new Error('We need your consent…'));
    await act(() => result.current.onSubmit({ pcl1: 2 }));
    await act(() => result.current.onSubmit({ pcl1: 2 }));
    expect(api.submitResponse.mock.calls.map(([input]) => input.submissionKey)).toEqual([DRAFT_KEY, DRAFT_KEY]);
    // after a stored submission, whatever is saved next is a new draft with a new key
    act(() => result.current.onChange({ pcl1: 4 }));
    await act(() => vi.waitFor(() => expect(api.saveDraft).toHaveBeenCalled(), { timeout: 3000 }));
    expect(api.saveDraft).toHaveBeenLastCalledWith(expect.objectContaining({ submissionKey: 'NewKey00000000000001' }));
  });

  it('makes a key for a member with no draft yet, saves the draft with it and submits with it', async () => {
    api.findDraft.mockResolvedValue(null);
    const { result } = await opened();
    act(() => result.current.onChange({ pcl1: 3 }));
    await act(() => vi.waitFor(() => expect(api.saveDraft).toHaveBeenCalled(), { timeout: 3000 }));
    expect(api.saveDraft).toHaveBeenCalledWith({ uid: 'm1', formId: 'ptsd', formVersion: 1, data: { pcl1: 3 }, submissionKey: 'NewKey00000000000001' });
    await act(() => result.current.onSubmit({ pcl1: 3 }));
    expect(api.submitResponse).toHaveBeenCalledWith(expect.objectContaining({ submissionKey: 'NewKey00000000000001' }));
  });

  it('waits for a save on its way and submits with the key the draft holds (another tab created it first)', async () => {
    const save = deferred<string>();
    api.saveDraft.mockReturnValue(save.promise);
    const { result } = await opened();
    act(() => result.current.onChange({ pcl1: 3 }));
    await act(() => vi.waitFor(() => expect(api.saveDraft).toHaveBeenCalled(), { timeout: 3000 }));
    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      submitted = result.current.onSubmit({ pcl1: 3 });
    });
    await act(() => Promise.resolve());
    expect(api.submitResponse).not.toHaveBeenCalled();
    save.resolve(OTHER_TAB_KEY);
    await act(() => submitted);
    expect(api.submitResponse).toHaveBeenCalledWith(expect.objectContaining({ submissionKey: OTHER_TAB_KEY }));
  });
});

describe('useAssessment and a draft started on an older version', () => {
  // version 2 renamed pcl1 to reexperiencing and removed pcl2; version 3 dropped the choice 4 of pcl3
  const v3 = {
    id: 'ptsd', version: 3, title: 'PCL-5',
    schema: { type: 'object', properties: { reexperiencing: { type: 'integer', title: 'Repeated memories' }, pcl3: { type: 'integer', title: 'Upsetting dreams', enum: [0, 1, 2, 3] } } },
  };
  const chain = [
    { formId: 'ptsd', from: 1, to: 2, renamed: [{ from: 'pcl1', to: 'reexperiencing' }], removed: ['pcl2'], values: [], reask: [] },
    { formId: 'ptsd', from: 2, to: 3, renamed: [], removed: [], values: [{ field: 'pcl3', map: { '0': 0, '1': 1, '2': 2, '3': 3, '4': null } }], reask: [] },
  ];
  const carried = {
    migratedFrom: 1,
    unplaced: [
      { field: 'pcl2', value: 3, version: 1, reason: 'removed' },
      { field: 'pcl3', value: 4, version: 2, reason: 'choice-removed' },
    ],
  };

  beforeEach(() => {
    api.loadPublishedForm.mockResolvedValue({ formId: 'ptsd', version: 3, definition: v3 });
    api.findDraft.mockResolvedValue({ id: 'm1_ptsd', formId: 'ptsd', formVersion: 1, submissionKey: DRAFT_KEY, data: { pcl1: 2, pcl2: 3, pcl3: 4 }, carried: null });
    api.loadMigrations.mockResolvedValue(chain);
  });

  it('carries it to the current version on open, saves it there with the answers kept aside, and names the question to answer again', async () => {
    const { result } = await opened();
    expect(api.loadMigrations).toHaveBeenCalledWith('ptsd', 1, 3);
    expect(result.current.start).toEqual({ reexperiencing: 2 });
    expect(result.current.notice).toEqual({ answerAgain: [{ name: 'pcl3', title: 'Upsetting dreams' }], startedAgain: false });
    await waitFor(() =>
      expect(api.saveDraft).toHaveBeenCalledWith({ uid: 'm1', formId: 'ptsd', formVersion: 3, data: { reexperiencing: 2 }, submissionKey: DRAFT_KEY, carried }),
    );
    // this device's copy is on the new version too, so it is not carried a second time
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ version: 3, carried, data: { reexperiencing: 2 } });
    // later saves keep what was kept aside
    act(() => result.current.onChange({ reexperiencing: 2, pcl3: 1 }));
    await act(() => vi.waitFor(() => expect(api.saveDraft).toHaveBeenCalledTimes(2), { timeout: 3000 }));
    expect(api.saveDraft).toHaveBeenLastCalledWith(expect.objectContaining({ formVersion: 3, carried }));
  });

  it('saves the carried draft before submitting when its first save failed, so the answers kept aside reach the response', async () => {
    api.saveDraft.mockRejectedValueOnce(new Error('offline'));
    const { result } = await opened();
    await waitFor(() => expect(result.current.saveState).toBe('offline'));
    await act(() => result.current.onSubmit({ reexperiencing: 2, pcl3: 1 }));
    expect(api.saveDraft).toHaveBeenLastCalledWith(expect.objectContaining({ formVersion: 3, data: { reexperiencing: 2, pcl3: 1 }, carried }));
    expect(api.submitResponse).toHaveBeenCalledWith({ formId: 'ptsd', formVersion: 3, submissionKey: DRAFT_KEY, data: { reexperiencing: 2, pcl3: 1 } });
  });

  it('keeps a draft already carried as it is: nothing to load, nothing to say', async () => {
    api.findDraft.mockResolvedValue({ id: 'm1_ptsd', formId: 'ptsd', formVersion: 3, submissionKey: DRAFT_KEY, data: { reexperiencing: 2 }, carried });
    const { result } = await opened();
    expect(api.loadMigrations).not.toHaveBeenCalled();
    expect(result.current.start).toEqual({ reexperiencing: 2 });
    expect(result.current.notice).toBeNull();
    act(() => result.current.onChange({ reexperiencing: 1 }));
    await act(() => vi.waitFor(() => expect(api.saveDraft).toHaveBeenCalled(), { timeout: 3000 }));
    expect(api.saveDraft).toHaveBeenCalledWith(expect.objectContaining({ carried }));
  });
});

describe('useAssessment on a device that keeps copies (IndexedDB)', () => {
  const MIN = 60_000;

  it('opens with this device’s copy when it is newer than the server draft (answers typed with no signal)', async () => {
    api.findDraft.mockResolvedValue({ id: 'm1_ptsd', formId: 'ptsd', formVersion: 1, submissionKey: DRAFT_KEY, data: { pcl1: 1 }, savedAt: Date.now() - 10 * MIN });
    api.readDraftCopy.mockResolvedValue({ uid: 'm1', formId: 'ptsd', data: { pcl1: 2 }, savedAt: Date.now() - MIN, version: 1 } as never);
    const { result } = await opened();
    expect(result.current.start).toEqual({ pcl1: 2 });
    expect(result.current.serverWasNewer).toBe(false);
  });

  it('opens with the newer server draft and says so when it differs from this device’s copy', async () => {
    api.findDraft.mockResolvedValue({ id: 'm1_ptsd', formId: 'ptsd', formVersion: 1, submissionKey: DRAFT_KEY, data: { pcl1: 4 }, savedAt: Date.now() - MIN });
    api.readDraftCopy.mockResolvedValue({ uid: 'm1', formId: 'ptsd', data: { pcl1: 2, pcl2: 1 }, savedAt: Date.now() - 10 * MIN, version: 1 } as never);
    const { result } = await opened();
    expect(result.current.start).toEqual({ pcl1: 4 });
    expect(result.current.serverWasNewer).toBe(true);
  });

  it('opens with no signal from this device’s copy when the server draft cannot be read', async () => {
    api.findDraft.mockRejectedValue(new api.DataError('unavailable', 'offline'));
    api.readDraftCopy.mockResolvedValue({ uid: 'm1', formId: 'ptsd', data: { pcl1: 3 }, savedAt: Date.now(), version: 1 } as never);
    const { result } = await opened();
    expect(result.current.start).toEqual({ pcl1: 3 });
  });

  it('writes the copy to the device on every change, not to localStorage', async () => {
    api.writeDraftCopy.mockResolvedValue(true);
    const { result } = await opened();
    act(() => result.current.onChange({ pcl1: 2 }));
    await waitFor(() => expect(api.writeDraftCopy).toHaveBeenCalledWith(expect.objectContaining({ uid: 'm1', formId: 'ptsd', data: { pcl1: 2 }, version: 1 })));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(result.current.deviceNotice).toBeNull();
  });

  it('puts the answers in the outbox when Submit finds no connection, then shows the result once they are sent', async () => {
    api.putInOutbox.mockResolvedValue(true);
    api.submitResponse.mockRejectedValue(new api.DataError('functions/internal', 'internal'));
    let outbox: unknown[] = [];
    let changed = () => undefined as void;
    api.listOutbox.mockImplementation(async () => outbox as never[]);
    api.watchOutbox.mockImplementation(async (onChange: () => void) => {
      changed = onChange;
      return () => undefined;
    });
    const { result } = await opened();
    await act(() => result.current.onSubmit({ pcl1: 2 }));
    expect(api.putInOutbox).toHaveBeenCalledWith(expect.objectContaining({ uid: 'm1', formId: 'ptsd', formVersion: 1, submissionKey: DRAFT_KEY, data: { pcl1: 2 } }));
    expect(api.clearDraftCopy).toHaveBeenCalledWith('m1', 'ptsd');
    expect(result.current.queued).toBe(true);
    // online, the call did not reach the server (or its reply was lost): said so, and sent by itself
    expect(result.current.queuedMessage).toBe('We could not reach the server. Your answers are saved on this phone and will be sent automatically — you can close the app.');
    expect(result.current.submitError).toBeNull();
    // the outbox sent them (the app's `online` follower): the page shows the result
    outbox = [{ submissionKey: DRAFT_KEY, formId: 'ptsd', formVersion: 1, state: 'sent', result: { responseId: DRAFT_KEY, scores: {}, flags: [] } }];
    act(() => changed());
    await waitFor(() => expect(result.current.result).toMatchObject({ responseId: DRAFT_KEY }));
    expect(result.current.queued).toBe(false);
  });

  it('keeps the present behaviour when the device cannot keep the outbox: the answers stay, the member is told', async () => {
    api.submitResponse.mockRejectedValue(new api.DataError('functions/unavailable', 'We could not reach the server.'));
    const { result } = await opened();
    await act(() => result.current.onSubmit({ pcl1: 2 }));
    expect(result.current.queued).toBe(false);
    expect(result.current.submitError).toBe('We could not reach the server.');
    expect(result.current.deviceNotice).toMatch(/not keeping forms or answers/);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').data).toEqual({ pcl1: 2 }));
  });
});
