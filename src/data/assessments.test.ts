import { beforeEach, describe, expect, it, vi } from 'vitest';

const fs = vi.hoisted(() => ({ getDoc: vi.fn() }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  getDoc: fs.getDoc,
  addDoc: vi.fn(),
  collection: vi.fn(),
  getDocs: vi.fn(),
  limit: vi.fn(),
  orderBy: vi.fn(),
  query: vi.fn(),
  serverTimestamp: vi.fn(),
  updateDoc: vi.fn(),
  where: vi.fn(),
}));
vi.mock('./app', () => ({ firebase: () => ({ db: {} }) }));
vi.mock('./functions', () => ({ callFunction: vi.fn() }));

const { loadPublishedForm } = await import('./assessments');
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
});

describe('loadPublishedForm', () => {
  it('reads the current version of a published form', async () => {
    const definition = { id: 'sleep', title: 'Sleep' };
    fs.getDoc.mockImplementation(async (path: string) =>
      path === 'forms/sleep' ? snapshot({ status: 'published', currentVersion: 3 }) : snapshot({ definition }),
    );
    await expect(loadPublishedForm('sleep')).resolves.toEqual({ formId: 'sleep', version: 3, definition });
    expect(fs.getDoc).toHaveBeenLastCalledWith('forms/sleep/versions/3');
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
