import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { Membership, OrderDocument } from '@model';

/** Test data, a stand-in for the live listeners and a page renderer for the checkout pages (each test file mocks `api/checkout-api`). */
export type TestOrder = OrderDocument<Date> & { id: string };

export const courseOrder = (over: Partial<TestOrder> = {}): TestOrder => ({
  id: 'o1', uid: 'm1', productId: 'course-calm', productTitle: 'Calm basics', kind: 'course', courseId: 'calm', plan: null, amountPence: 4900,
  currency: 'gbp', mode: 'payment', status: 'pending', testMode: true, checkoutSessionId: 'cs_local_o1', subscriptionId: null, failureReason: null, immediateAccess: null,
  createdAt: null, updatedAt: null, paidAt: null, ...over,
});

export const membershipOrder = (over: Partial<TestOrder> = {}): TestOrder =>
  courseOrder({ productId: 'membership-monthly', productTitle: 'Monthly membership', kind: 'membership', courseId: null, plan: 'monthly', amountPence: 1500, mode: 'subscription', ...over });

export const membership = (over: Partial<Membership<Date>> = {}): Membership<Date> => ({
  plan: 'monthly', status: 'active', renewsAt: new Date('2099-03-05T12:00:00Z'), cancelAtPeriodEnd: false, subscriptionId: 'sub_1', productId: 'membership-monthly',
  eventCreated: 1, updatedAt: null, ...over,
});

/** A live document as Firestore's listener would deliver it: `set` reaches every mounted listener. */
export function liveStore<T>(initial: T) {
  const store = {
    value: initial,
    failure: null as Error | null,
    listeners: new Set<(value: T) => void>(),
    set(next: T) {
      store.value = next;
      for (const listener of store.listeners) listener(next);
    },
    reset(value: T) {
      store.value = value;
      store.failure = null;
      store.listeners.clear();
    },
    watch: vi.fn((_id: string, onChange: (value: T) => void, onError: (error: Error) => void) => {
      store.listeners.add(onChange);
      queueMicrotask(() => (store.failure ? onError(store.failure) : onChange(store.value)));
      return () => store.listeners.delete(onChange);
    }),
  };
  return store;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** Renders `page` at `path` (under `pattern`) with a fresh query cache; the current address is shown in `where`. */
export function renderAt(page: ReactElement, pattern: string, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The live order and membership of a test file (mock factories import them). */
export const orders = liveStore<TestOrder | null>(null);
export const memberships = liveStore<Membership<Date>>(membership({ status: 'none', renewsAt: null, plan: null }));

/** An error as the data layer raises it: a readable message and a code. */
export const dataError = (code: string, message: string) => Object.assign(new Error(message), { code });
