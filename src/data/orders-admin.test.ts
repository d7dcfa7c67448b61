import { Timestamp } from 'firebase/firestore/lite';
import type * as Firestore from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Firestore's reads recorded as plain values: a query is { base, constraints }.
const fs = vi.hoisted(() => ({ getDocs: vi.fn() }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  collection: (_db: unknown, name: string) => ({ collection: name }),
  documentId: () => '__name__',
  where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
  orderBy: (field: string, direction: string) => ({ orderBy: [field, direction] }),
  limit: (n: number) => ({ limit: n }),
  startAfter: (...values: unknown[]) => ({ startAfter: values }),
  query: (base: unknown, ...constraints: unknown[]) => ({ base, constraints }),
  getDocs: fs.getDocs,
}));
vi.mock('./lite', () => ({ liteDb: () => ({}) }));

const { listMemberOrders, listOrders, toAdminOrder } = await import('./orders-admin');
const { DataError } = await import('./errors');

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const stored = (id: string, iso: string, extra: Record<string, unknown> = {}) => ({
  id,
  data: () => ({ uid: 'sam', productId: 'calm', productTitle: 'Calm course', kind: 'course', courseId: 'calm', amountPence: 4900, status: 'paid', createdAt: at(iso), ...extra }),
});
const answer = (docs: ReturnType<typeof stored>[]) => ({ docs, size: docs.length });

beforeEach(() => {
  fs.getDocs.mockReset();
});

describe('toAdminOrder', () => {
  it('reads a stored order with its times as Dates', () => {
    const order = toAdminOrder('o1', { ...stored('o1', '2026-11-23T14:05:00Z').data(), testMode: true, paidAt: at('2026-11-23T14:06:00Z') });
    expect(order).toMatchObject({ id: 'o1', uid: 'sam', productTitle: 'Calm course', amountPence: 4900, status: 'paid', testMode: true, currency: 'gbp' });
    expect(order.createdAt).toEqual(new Date('2026-11-23T14:05:00Z'));
    expect(order.paidAt).toEqual(new Date('2026-11-23T14:06:00Z'));
    expect(order.updatedAt).toBeNull();
  });

  it('reads an unknown status as pending, never as paid', () => {
    expect(toAdminOrder('o2', { status: 'refunded' }).status).toBe('pending');
    expect(toAdminOrder('o3', undefined)).toMatchObject({ status: 'pending', amountPence: 0, createdAt: null });
  });
});

describe('listOrders', () => {
  it('reads every status newest first, one more than a page, and gives the cursor of the last one shown', async () => {
    fs.getDocs.mockResolvedValue(answer([stored('c', '2026-11-23T12:00:00Z'), stored('b', '2026-11-22T12:00:00Z'), stored('a', '2026-11-21T12:00:00Z')]));
    const page = await listOrders({ pageSize: 2 });
    expect(fs.getDocs.mock.calls[0]![0]).toEqual({
      base: { collection: 'orders' },
      constraints: [{ orderBy: ['createdAt', 'desc'] }, { orderBy: ['__name__', 'desc'] }, { limit: 3 }],
    });
    expect(page.orders.map((o) => o.id)).toEqual(['c', 'b']);
    expect(page.next).toEqual({ at: new Date('2026-11-22T12:00:00Z').getTime(), id: 'b' });
  });

  it('filters by status and starts after the cursor; the last page has no next', async () => {
    fs.getDocs.mockResolvedValue(answer([stored('x', '2026-11-20T12:00:00Z', { status: 'failed' })]));
    const cursor = { at: new Date('2026-11-22T12:00:00Z').getTime(), id: 'b' };
    const page = await listOrders({ status: 'failed', cursor, pageSize: 2 });
    const { constraints } = fs.getDocs.mock.calls[0]![0] as { constraints: unknown[] };
    expect(constraints[0]).toEqual({ where: ['status', '==', 'failed'] });
    expect(constraints[3]).toEqual({ startAfter: [Timestamp.fromMillis(cursor.at), 'b'] });
    expect(page).toMatchObject({ orders: [{ id: 'x', status: 'failed' }], next: null });
  });

  it('fails with a readable DataError when the rules refuse', async () => {
    fs.getDocs.mockImplementation(() => Promise.reject(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })));
    const error: unknown = await listOrders({ pageSize: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toHaveProperty('code', 'permission-denied');
    expect(error).toHaveProperty('message', 'You do not have permission to do that.');
  });
});

describe('listMemberOrders', () => {
  it("reads one member's orders newest first, bounded", async () => {
    fs.getDocs.mockResolvedValue(answer([stored('n', '2026-11-23T12:00:00Z'), stored('o', '2026-10-01T12:00:00Z', { status: 'failed' })]));
    const orders = await listMemberOrders('sam');
    expect(fs.getDocs.mock.calls[0]![0]).toEqual({
      base: { collection: 'orders' },
      constraints: [{ where: ['uid', '==', 'sam'] }, { orderBy: ['createdAt', 'desc'] }, { limit: 50 }],
    });
    expect(orders.map((o) => [o.id, o.status])).toEqual([['n', 'paid'], ['o', 'failed']]);
  });
});
