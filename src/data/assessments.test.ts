import { beforeEach, describe, expect, it, vi } from 'vitest';

const fs = vi.hoisted(() => ({ getDoc: vi.fn(), getDocs: vi.fn(), runTransaction: vi.fn(), autoIds: 0 }));
vi.mock('firebase/firestore/lite', () => ({
  // a path, or for doc(collection(...)) a new auto id (20 letters and digits)
  doc: (parent: unknown, ...path: string[]) => (path.length ? path.join('/') : { id: `AutoId${String(++fs.autoIds).padStart(14, '0')}`, parent }),
  getDoc: fs.getDoc,
  runTransaction: (_db: unknown, work: (tx: unknown) => Promise<unknown>) => fs.runTransaction(work),
  collection: (_db: unknown, ...path: string[]) => path.join('/'),
  // a query is its collection's path, with what it asks for
  getDocs: fs.getDocs,
  limit: (n: number) => `limit ${n}`,
  orderBy: (field: string, direction: string) => `${field} ${direction}`,
  query: (path: string, ...clauses: string[]) => [path, ...clauses].join(' | '),
  serverTimestamp: () => 'SERVER_TIME',
  where: vi.fn(),
}));
vi.mock('./lite', () => ({ liteDb: () => ({}) }));
const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('./functions', () => functions);
// Auth as the prefetch sees it: restored (or not) from this device
type Restored = { uid: string; getIdTokenResult: () => Promise<{ claims: Record<string, unknown> }> };
const auth = vi.hoisted(() => ({ currentUser: null as Restored | null, authStateReady: async () => undefined }));
/** Someone Auth restored on this device (an administrator with `admin`). */
const restored = (uid: string, admin = false): Restored => ({ uid, getIdTokenResult: async () => ({ claims: admin ? { admin: true } : {} }) });
vi.mock('./app', () => ({ firebase: () => ({ auth }) }));

const { saveDraft, submitResponse } = await import('./assessments');
const { findDraft, loadPublishedForm, prefetchPublishedForm } = await import('./published-forms');
const { PREFETCH_FRESH_MS } = await import('./early-reads');
const { DataError } = await import('./errors');

const snapshot = (data: Record<string, unknown> | null) => ({ exists: () => data !== null, get: (key: string) => data?.[key] });
const refusal = (code: string) => Object.assign(new Error(code), { code });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as InstanceType<typeof DataError>;
  }
  throw new Error('expected a failure');
}

beforeEach(() => {
  fs.getDoc.mockReset();
  fs.getDocs.mockReset();
  // no newest version found beside the form: it is read by its number
  fs.getDocs.mockResolvedValue({ docs: [] });
  fs.runTransaction.mockReset();
  functions.callFunction.mockReset();
  fs.autoIds = 0;
});

describe('prefetchPublishedForm', () => {
  const definition = { id: 'sleep', title: 'Sleep' };
  const draft = { status: 'draft', formVersion: 3, submissionKey: 'DraftKey000000000001', data: { rested: 2 } };
  const published = async (path: string) =>
    path === 'forms/sleep' ? snapshot({ status: 'published', currentVersion: 3 }) : path === 'responses/m1_sleep' ? snapshot(draft) : snapshot({ definition });
  const formReads = () => fs.getDoc.mock.calls.filter(([path]) => String(path).startsWith('forms/')).length;
  const draftReads = () => fs.getDoc.mock.calls.filter(([path]) => path === 'responses/m1_sleep').length;

  it('reads the form and the member\'s draft once the member is known, and the page takes each read once (the next load reads again)', async () => {
    auth.currentUser = restored('m1');
    fs.getDoc.mockImplementation(published);
    await prefetchPublishedForm('sleep');
    await vi.waitFor(() => expect([formReads(), draftReads()]).toEqual([2, 1]));
    await expect(loadPublishedForm('sleep')).resolves.toMatchObject({ version: 3, definition });
    await expect(findDraft('m1', 'sleep')).resolves.toMatchObject({ id: 'm1_sleep', formVersion: 3, data: { rested: 2 } });
    expect([formReads(), draftReads()]).toEqual([2, 1]);
    await loadPublishedForm('sleep');
    await findDraft('m1', 'sleep');
    expect([formReads(), draftReads()]).toEqual([4, 2]);
  });

  it('keeps one member\'s prefetched draft from another member on this device', async () => {
    auth.currentUser = restored('m1');
    fs.getDoc.mockImplementation(published);
    await prefetchPublishedForm('sleep');
    // (the prefetch's reads have all been asked for)
    await vi.waitFor(() => expect([formReads(), draftReads()]).toEqual([2, 1]));
    fs.getDoc.mockResolvedValue(snapshot(null));
    await expect(findDraft('m2', 'sleep')).resolves.toBeNull();
    expect(fs.getDoc).toHaveBeenLastCalledWith('responses/m2_sleep');
    // m1's reads are still there for m1's page
    await expect(findDraft('m1', 'sleep')).resolves.toMatchObject({ id: 'm1_sleep' });
    await expect(loadPublishedForm('sleep')).resolves.toMatchObject({ version: 3 });
  });

  it('reads nothing for a visitor, and a prefetch older than PREFETCH_FRESH_MS is read again', async () => {
    auth.currentUser = null;
    fs.getDoc.mockImplementation(published);
    await prefetchPublishedForm('sleep');
    expect(fs.getDoc).not.toHaveBeenCalled();
    auth.currentUser = restored('m1');
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    try {
      await prefetchPublishedForm('sleep');
      vi.setSystemTime(PREFETCH_FRESH_MS + 1);
      await loadPublishedForm('sleep');
      await findDraft('m1', 'sleep');
      expect([formReads(), draftReads()]).toEqual([4, 2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a failed read to the page, which reads again', async () => {
    auth.currentUser = restored('m1');
    fs.getDoc.mockRejectedValueOnce(refusal('unavailable')).mockImplementation(published);
    await prefetchPublishedForm('sleep');
    await expect(loadPublishedForm('sleep')).resolves.toMatchObject({ version: 3 });
    expect(formReads()).toBe(3);
  });
});

describe('loadPublishedForm', () => {
  const definition = { id: 'sleep', title: 'Sleep' };
  const versionDoc = (id: string, def: unknown) => ({ id, get: (key: string) => (key === 'definition' ? def : undefined) });

  it('reads the newest version beside the form, and takes it when it is the current one (one round trip)', async () => {
    fs.getDoc.mockResolvedValue(snapshot({ status: 'published', currentVersion: 3 }));
    fs.getDocs.mockResolvedValue({ docs: [versionDoc('3', definition)] });
    await expect(loadPublishedForm('sleep')).resolves.toEqual({ formId: 'sleep', version: 3, definition, audience: 'everyone' });
    expect(fs.getDocs).toHaveBeenCalledWith('forms/sleep/versions | definition.version desc | limit 1');
    expect(fs.getDoc.mock.calls).toEqual([['forms/sleep']]);
  });

  it('reads the current version by its number when the newest is another', async () => {
    fs.getDoc.mockImplementation(async (path: string) => (path === 'forms/sleep' ? snapshot({ status: 'published', currentVersion: 3 }) : snapshot({ definition })));
    fs.getDocs.mockResolvedValue({ docs: [versionDoc('4', { id: 'sleep', title: 'Newer' })] });
    await expect(loadPublishedForm('sleep')).resolves.toMatchObject({ version: 3, definition });
    expect(fs.getDoc).toHaveBeenLastCalledWith('forms/sleep/versions/3');
  });

  it('answers from the form when the rules refuse its versions (not published)', async () => {
    fs.getDoc.mockResolvedValue(snapshot({ status: 'draft' }));
    fs.getDocs.mockRejectedValue(refusal('permission-denied'));
    const error = await failure(loadPublishedForm('sleep'));
    expect(error).toBeInstanceOf(DataError);
    expect(error.code).toBe('not-found');
  });

  it('reads the current version of a published form', async () => {
    const definition = { id: 'sleep', title: 'Sleep' };
    fs.getDoc.mockImplementation(async (path: string) =>
      path === 'forms/sleep' ? snapshot({ status: 'published', currentVersion: 3 }) : snapshot({ definition }),
    );
    await expect(loadPublishedForm('sleep')).resolves.toEqual({ formId: 'sleep', version: 3, definition, audience: 'everyone' });
    expect(fs.getDoc).toHaveBeenLastCalledWith('forms/sleep/versions/3');
  });

  it('says who the form is for: assigned members only, or everyone (also when none is stored)', async () => {
    const definition = { id: 'sleep', title: 'Sleep' };
    fs.getDoc.mockImplementation(async (path: string) =>
      path === 'forms/sleep' ? snapshot({ status: 'published', currentVersion: 3, audience: 'assigned' }) : snapshot({ definition }),
    );
    await expect(loadPublishedForm('sleep')).resolves.toMatchObject({ audience: 'assigned' });
  });

  it.each([
    ['missing', async () => snapshot(null)],
    ['archived', async () => snapshot({ status: 'archived', currentVersion: 2 })],
    ['refused by the rules (a draft, to a member)', async () => Promise.reject(refusal('permission-denied'))],
  ])('says a %s form is not available, as not-found', async (_case, read) => {
    fs.getDoc.mockImplementation(read);
    const error = await failure(loadPublishedForm('draft-form'));
    expect(error).toBeInstanceOf(DataError);
    expect([error.code, error.message]).toEqual(['not-found', 'This form is not available at the moment. Please try again later.']);
  });

  it('leaves other failures as they are, so they can be retried', async () => {
    fs.getDoc.mockRejectedValue(refusal('unavailable'));
    expect((await failure(loadPublishedForm('sleep'))).code).toBe('unavailable');
  });
});

describe('the open draft at responses/{uid}_{formId}', () => {
  const stored = { formId: 'ptsd', formVersion: 2, memberId: 'm1', status: 'draft', submissionKey: 'DraftKey000000000001', data: { pcl1: 2 } };

  it('finds the member\'s draft by its id, with the key to submit with and when the server last saved it', async () => {
    fs.getDoc.mockResolvedValue(snapshot(stored));
    // no updatedAt stored (an older draft): no time to compare with this device's copy
    await expect(findDraft('m1', 'ptsd')).resolves.toEqual({ id: 'm1_ptsd', formId: 'ptsd', formVersion: 2, submissionKey: 'DraftKey000000000001', data: { pcl1: 2 }, carried: null, savedAt: null });
    fs.getDoc.mockResolvedValue(snapshot({ ...stored, updatedAt: { toMillis: () => 1_764_000_000_000 } }));
    await expect(findDraft('m1', 'ptsd')).resolves.toMatchObject({ id: 'm1_ptsd', savedAt: 1_764_000_000_000 });
    expect(fs.getDoc).toHaveBeenCalledWith('responses/m1_ptsd');
    fs.getDoc.mockResolvedValue(snapshot(null));
    await expect(findDraft('m1', 'ptsd')).resolves.toBeNull();
  });

  /** A transaction over one document: `current` is what tx.get reads; writes are recorded. */
  function transactions(current: (attempt: number) => Record<string, unknown> | null, refuse: (attempt: number) => boolean = () => false) {
    const writes: unknown[][] = [];
    let attempt = 0;
    fs.runTransaction.mockImplementation(async (work: (tx: unknown) => Promise<unknown>) => {
      attempt += 1;
      const tx = {
        get: async () => snapshot(current(attempt)),
        update: (...args: unknown[]) => writes.push(['update', ...args]),
        set: (...args: unknown[]) => writes.push(['set', ...args]),
      };
      const answer = await work(tx);
      if (refuse(attempt)) throw refusal('permission-denied');
      return answer;
    });
    return writes;
  }
  const input = { uid: 'm1', formId: 'ptsd', formVersion: 2, data: { pcl1: 3 }, submissionKey: 'MyKey000000000000001' };

  it('creates the draft with the given key when there is none', async () => {
    const writes = transactions(() => null);
    await expect(saveDraft(input)).resolves.toBe('MyKey000000000000001');
    expect(writes).toEqual([['set', 'responses/m1_ptsd', {
      formId: 'ptsd', formVersion: 2, memberId: 'm1', status: 'draft', submissionKey: 'MyKey000000000000001', data: { pcl1: 3 },
      createdAt: 'SERVER_TIME', updatedAt: 'SERVER_TIME',
    }]]);
  });

  it('updates a draft another tab created first, and answers its key', async () => {
    const writes = transactions(() => stored);
    await expect(saveDraft(input)).resolves.toBe('DraftKey000000000001');
    expect(writes).toEqual([['update', 'responses/m1_ptsd', { data: { pcl1: 3 }, formVersion: 2, updatedAt: 'SERVER_TIME' }]]);
  });

  it('starts a new draft with a new key when the key was used by a submission (the rules refuse it)', async () => {
    const writes = transactions(() => null, (attempt) => attempt === 1);
    await expect(saveDraft(input)).resolves.toBe('AutoId00000000000001');
    expect(writes.map((w) => (w[2] as { submissionKey: string }).submissionKey)).toEqual(['MyKey000000000000001', 'AutoId00000000000001']);
  });

  it('answers a refusal that a new key does not cure, and other failures, as they are', async () => {
    transactions(() => stored, () => true);
    expect((await failure(saveDraft(input))).code).toBe('permission-denied');
    fs.runTransaction.mockRejectedValue(refusal('unavailable'));
    expect((await failure(saveDraft(input))).code).toBe('unavailable');
    expect(fs.runTransaction).toHaveBeenCalledTimes(3);
  });

  it('submits with the submission key', async () => {
    functions.callFunction.mockResolvedValue({ responseId: 'MyKey000000000000001' });
    await submitResponse({ formId: 'ptsd', formVersion: 2, submissionKey: 'MyKey000000000000001', data: { pcl1: 3 } });
    expect(functions.callFunction).toHaveBeenCalledWith('submitResponse', { formId: 'ptsd', formVersion: 2, submissionKey: 'MyKey000000000000001', data: { pcl1: 3 } });
  });
});
