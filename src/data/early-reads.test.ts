import type * as Lite from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Firestore Lite as the dashboard's reads see it: a query is its collection's path with its clauses
const fs = vi.hoisted(() => ({ getDocs: vi.fn(), getDoc: vi.fn() }));
vi.mock('firebase/firestore/lite', async (actual) => ({
  ...(await actual<typeof Lite>()),
  collection: (_db: unknown, ...path: string[]) => path.join('/'),
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  getDoc: fs.getDoc,
  getDocs: fs.getDocs,
  limit: (n: number) => `limit ${n}`,
  orderBy: (field: string, direction: string) => `${field} ${direction}`,
  query: (path: string, ...clauses: string[]) => [path, ...clauses].join(' | '),
  where: (field: string, op: string, value: unknown) => `${field} ${op} ${String(value)}`,
}));
vi.mock('./lite', () => ({ liteDb: () => ({}) }));
// Auth as the prefetch sees it: restored (or not) from this device
type Restored = { uid: string; getIdTokenResult: () => Promise<{ claims: Record<string, unknown> }> };
const auth = vi.hoisted(() => ({ currentUser: null as Restored | null, authStateReady: async () => undefined }));
/** Someone Auth restored on this device (an administrator with `admin`). */
const restored = (uid: string, admin = false): Restored => ({ uid, getIdTokenResult: async () => ({ claims: admin ? { admin: true } : {} }) });
vi.mock('./app', () => ({ firebase: () => ({ auth }) }));

const { listPublishedForms, prefetchPublishedForms } = await import('./form-list');
const { listMemberAssignments, prefetchMemberAssignments } = await import('./assignments');
const { PREFETCH_FRESH_MS } = await import('./early-reads');

const doc = (id: string, data: Record<string, unknown>) => ({ id, data: () => data, get: (key: string) => data[key] });
const reads = (collection: string) => fs.getDocs.mock.calls.filter(([q]) => String(q).startsWith(collection)).length;
/** The assignments' queries: the dashboard's list of them, and the published forms' read of their forms (by id). */
const assignmentReads = () => reads('assignments');

beforeEach(() => {
  fs.getDocs.mockReset();
  fs.getDoc.mockReset();
  fs.getDoc.mockImplementation(async (path: string) => {
    const data = { title: 'Check-in', status: 'published', currentVersion: 1, audience: 'assigned' };
    return { id: path.split('/')[1], exists: () => path === 'forms/check-in', data: () => data };
  });
  fs.getDocs.mockImplementation(async (q: string) => {
    if (q.startsWith('forms')) return { docs: [doc('ptsd', { title: 'PTSD checklist', status: 'published', currentVersion: 1 })] };
    if (q.startsWith('assignments')) return { docs: [doc('a1', { formId: 'check-in', memberId: 'm1', status: 'assigned' })] };
    return { docs: [doc('m1_check-in', { formId: 'check-in', status: 'draft' })] };
  });
  auth.currentUser = null;
});

describe("the dashboard's first reads, begun once Auth knows the member", () => {
  it('are taken once by the page: the published forms and the member\'s assignments, read on its load, not again', async () => {
    auth.currentUser = restored('m1');
    await Promise.all([prefetchPublishedForms(), prefetchMemberAssignments()]);
    expect([reads('forms'), assignmentReads(), reads('responses')]).toEqual([1, 2, 1]);
    // the forms for everyone, asked as the rules allow a member, and the assigned form read by its id
    expect(fs.getDocs).toHaveBeenCalledWith('forms | status == published | audience == everyone');
    expect(fs.getDoc.mock.calls).toEqual([['forms/check-in']]);
    await expect(listPublishedForms()).resolves.toMatchObject([{ id: 'check-in', title: 'Check-in', audience: 'assigned' }, { id: 'ptsd', title: 'PTSD checklist' }]);
    await expect(listMemberAssignments('m1')).resolves.toMatchObject({ assignments: [{ id: 'a1' }], startedFormIds: ['check-in'] });
    expect([reads('forms'), assignmentReads(), reads('responses')]).toEqual([1, 2, 1]);
    // the next load (a refetch, a return to the dashboard) reads again
    await listPublishedForms();
    await listMemberAssignments('m1');
    expect([reads('forms'), assignmentReads(), reads('responses')]).toEqual([2, 4, 2]);
  });

  it('read nothing for a visitor, and keep one member\'s assignments from another', async () => {
    await Promise.all([prefetchPublishedForms(), prefetchMemberAssignments()]);
    expect(fs.getDocs).not.toHaveBeenCalled();
    auth.currentUser = restored('m1');
    await prefetchMemberAssignments();
    await listMemberAssignments('m2');
    expect(fs.getDocs).toHaveBeenLastCalledWith('responses | memberId == m2 | status == draft');
    expect(fs.getDocs).toHaveBeenCalledWith('assignments | memberId == m2 | assignedAt desc | limit 100');
    expect(assignmentReads()).toBe(2);
  });

  it('read nothing for an administrator (the guards send them on to /admin)', async () => {
    auth.currentUser = restored('a1', true);
    await Promise.all([prefetchPublishedForms(), prefetchMemberAssignments()]);
    expect(fs.getDocs).not.toHaveBeenCalled();
    // and a member's still are (another member than the tests above: early reads are module state)
    auth.currentUser = restored('m7');
    await prefetchMemberAssignments();
    await vi.waitFor(() => expect(reads('assignments')).toBe(1));
    await listMemberAssignments('m7');
    expect(reads('assignments')).toBe(1);
  });

  it('are still begun for a member when the token cannot be read (a role unknown is treated as a member\'s)', async () => {
    auth.currentUser = { uid: 'm8', getIdTokenResult: async () => Promise.reject(new Error('network')) };
    await prefetchMemberAssignments();
    await vi.waitFor(() => expect(reads('assignments')).toBe(1));
    await listMemberAssignments('m8');
    expect(reads('assignments')).toBe(1);
  });

  it('are read again when too old or failed: the page shows an answer of its own load', async () => {
    auth.currentUser = restored('m1');
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    try {
      await prefetchPublishedForms();
      vi.setSystemTime(PREFETCH_FRESH_MS + 1);
      await listPublishedForms();
      expect(reads('forms')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
    fs.getDocs.mockRejectedValueOnce(Object.assign(new Error('unavailable'), { code: 'unavailable' }));
    await prefetchPublishedForms();
    await expect(listPublishedForms()).resolves.toHaveLength(2);
    expect(reads('forms')).toBe(4);
  });
});
