import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { IMMEDIATE_ACCESS, IMMEDIATE_ACCESS_REFUSALS, type CreateCheckoutSessionAnswer, type Membership } from '@model';
import type * as Model from '@model';
import type { Order, ProductSummary } from '../../api/shop-api';
import { MembershipPage } from './MembershipPage';

const account = vi.hoisted(() => ({ state: { status: 'ready', user: null } as { status: string; user: { uid: string; isAdmin: boolean } | null } }));
const api = vi.hoisted(() => ({
  listProducts: vi.fn<() => Promise<ProductSummary[]>>(),
  listMyOrders: vi.fn<(uid: string) => Promise<Order[]>>(),
  createCheckoutSession: vi.fn<(productId: string, immediateAccess: string) => Promise<CreateCheckoutSessionAnswer>>(),
  listCatalogue: vi.fn<(signedIn: boolean) => Promise<unknown[]>>(),
  listResources: vi.fn<() => Promise<unknown[]>>(),
  membership: null as Membership<Date> | Error | null,
}));
vi.mock('../../api/shop-api', () => ({
  listProducts: api.listProducts,
  listMyOrders: api.listMyOrders,
  listCatalogue: api.listCatalogue,
  listResources: api.listResources,
  useSignedIn: () => account.state, hasSignedInHint: () => false }));
vi.mock('../../api/checkout-api', async () => {
  const model = await vi.importActual<typeof Model>('@model');
  return {
    createCheckoutSession: api.createCheckoutSession,
    localCheckoutEvent: vi.fn(),
    watchOrder: vi.fn(),
    watchMembership: (_uid: string, onChange: (m: Membership<Date>) => void, onError: (e: Error) => void) => {
      if (api.membership instanceof Error) onError(api.membership);
      else if (api.membership) onChange(api.membership);
      return () => undefined;
    },
    localCheckoutPath: model.localCheckoutPath,
  };
});

const plan = (id: string, over: Partial<ProductSummary>): ProductSummary => ({
  id, title: id, summary: '', includes: [], kind: 'membership', courseId: null, plan: 'monthly', pricePence: 1500, active: true, order: 1, ...over,
});
const PRODUCTS = [
  plan('membership-monthly', { title: 'Monthly membership', includes: ['Cancel any time'] }),
  plan('membership-annual', { title: 'Annual membership', plan: 'annual', pricePence: 15000 }),
  plan('course-calm', { title: 'Calm basics', kind: 'course', courseId: 'calm', plan: null, pricePence: 4900 }),
];
const membership = (over: Partial<Membership<Date>> = {}): Membership<Date> => ({
  plan: 'monthly', status: 'active', renewsAt: new Date('2099-01-05T12:00:00Z'), cancelAtPeriodEnd: false, subscriptionId: 'sub_1',
  productId: 'membership-monthly', eventCreated: 1, updatedAt: null, ...over,
});
const order = (over: Partial<Order>): Order => ({
  id: 'o1', uid: 'm1', productId: 'membership-monthly', productTitle: 'Monthly membership', kind: 'membership', courseId: null, plan: 'monthly', amountPence: 1500,
  currency: 'gbp', mode: 'subscription', status: 'paid', testMode: true, checkoutSessionId: null, subscriptionId: null, failureReason: null, immediateAccess: null,
  createdAt: new Date('2026-11-20T10:00:00Z'), updatedAt: null, paidAt: null, ...over,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(path = '/membership') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/membership" element={<MembershipPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signIn = () => (account.state = { status: 'ready', user: { uid: 'm1', isAdmin: false } });

beforeEach(() => {
  api.listProducts.mockReset().mockResolvedValue(PRODUCTS);
  api.listMyOrders.mockReset().mockResolvedValue([]);
  api.createCheckoutSession.mockReset();
  api.listCatalogue.mockReset().mockResolvedValue([]);
  api.listResources.mockReset().mockResolvedValue([]);
  api.membership = membership({ status: 'none', plan: null, renewsAt: null });
  account.state = { status: 'ready', user: null };
});

describe('MembershipPage', () => {
  it('compares the plans: price per period with VAT included, the annual saving, a Join button each; no course products', async () => {
    renderPage();
    expect(screen.getByText('Loading the membership plans…')).toBeInTheDocument();
    const plans = await screen.findByRole('list', { name: 'Membership plans' });
    const monthly = within(plans).getByRole('listitem', { name: 'Monthly' });
    const annual = within(plans).getByRole('listitem', { name: 'Annual' });
    expect(within(monthly).getByText('£15.00 a month')).toBeInTheDocument();
    expect(within(monthly).getByText('Cancel any time')).toBeInTheDocument();
    expect(within(annual).getByText('£150.00 a year')).toBeInTheDocument();
    expect(within(annual).getByText('Save £30.00 a year compared with paying monthly.')).toBeInTheDocument();
    expect(within(monthly).queryByText(/Save/)).toBeNull();
    expect(within(plans).getAllByText('VAT included')).toHaveLength(2);
    expect(screen.queryByText('Calm basics')).toBeNull();
    expect(within(monthly).getByRole('button', { name: 'Join the monthly plan' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Your orders' })).toBeNull();
  });

  it('says so when no plan is on sale, and shows a load failure with a retry', async () => {
    api.listProducts.mockReset().mockResolvedValueOnce([PRODUCTS[2]!]);
    renderPage();
    expect(await screen.findByText(/Membership is not open to new members just now/)).toBeInTheDocument();
  });

  it('shows a load failure and tries again on request', async () => {
    api.listProducts.mockReset().mockRejectedValueOnce(new Error('The service is unavailable.')).mockResolvedValueOnce(PRODUCTS);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the membership plans. The service is unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join the annual plan' })).toBeInTheDocument();
  });

  it('sends a visitor pressing Join to sign in, coming back to the same plan', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Join the annual plan' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/login?next=${encodeURIComponent('/membership?plan=annual')}`);
  });

  it('focuses the plan of ?plan= and says calmly that a cancelled checkout charged nothing', async () => {
    renderPage('/membership?plan=annual&checkout=cancelled');
    expect(await screen.findByRole('button', { name: 'Join the annual plan' })).toHaveFocus();
    expect(screen.getByText('Checkout was cancelled. Nothing was charged.')).toBeInTheDocument();
  });

  it('starts one checkout for a member, then opens the test checkout', async () => {
    signIn();
    api.createCheckoutSession.mockResolvedValue({ orderId: 'o7', url: '/checkout/test/o7', testMode: true });
    renderPage();
    const join = await screen.findByRole('button', { name: 'Join the monthly plan' });
    const plan = within(join.closest('li')!);
    await userEvent.click(plan.getByRole('checkbox', { name: IMMEDIATE_ACCESS.words.membership }));
    await userEvent.dblClick(join);
    expect(await screen.findByTestId('where')).toHaveTextContent('/checkout/test/o7');
    expect(api.createCheckoutSession).toHaveBeenCalledTimes(1);
    expect(api.createCheckoutSession).toHaveBeenCalledWith('membership-monthly', IMMEDIATE_ACCESS.version);
  });

  it('shows a refusal beside Join', async () => {
    signIn();
    api.createCheckoutSession.mockRejectedValue(new Error('Only the product can be chosen: prices are set by the practice.'));
    renderPage();
    const join = await screen.findByRole('button', { name: 'Join the monthly plan' });
    const plan = within(join.closest('li')!);
    // Join without the box: nothing is sent, why is said beside the box
    await userEvent.click(join);
    expect(plan.getByRole('checkbox', { name: IMMEDIATE_ACCESS.words.membership })).toHaveAccessibleDescription(IMMEDIATE_ACCESS_REFUSALS.missing);
    expect(api.createCheckoutSession).not.toHaveBeenCalled();
    await userEvent.click(plan.getByRole('checkbox', { name: IMMEDIATE_ACCESS.words.membership }));
    await userEvent.click(join);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only the product can be chosen: prices are set by the practice.');
    expect(alert).toHaveFocus();
  });

  it.each([
    [membership(), 'Monthly plan. Active, renews 5 January 2099.', true],
    [membership({ status: 'past_due' }), 'Payment failed, we are retrying: update your card.', true],
    [membership({ cancelAtPeriodEnd: true }), 'Ends on 5 January 2099.', true],
    [membership({ status: 'cancelled', renewsAt: new Date('2026-01-05T12:00:00Z') }), 'Ended on 5 January 2026.', false],
    [membership({ status: 'none', plan: null, renewsAt: null }), 'You are not a member yet.', false],
  ])('says the member’s membership in words and blocks Join while it gives access (%#)', async (value, words, blocked) => {
    signIn();
    api.membership = value;
    renderPage();
    const current = await screen.findByRole('region', { name: 'Your membership' });
    expect(current).toHaveTextContent(words);
    const join = await screen.findByRole('button', { name: 'Join the monthly plan' });
    if (blocked) {
      expect(join).toBeDisabled();
      expect(join).toHaveAccessibleDescription('You are already a member on the monthly plan.');
    } else {
      expect(join).toBeEnabled();
    }
  });

  it('lists the member’s orders with date, product, amount and status in words', async () => {
    signIn();
    const asked = { version: IMMEDIATE_ACCESS.version, words: IMMEDIATE_ACCESS.words.membership };
    api.listMyOrders.mockResolvedValue([order({ immediateAccess: asked }), order({ id: 'o2', productTitle: 'Calm basics', amountPence: 4900, status: 'failed', testMode: false })]);
    renderPage();
    const orders = await screen.findByRole('region', { name: 'Your orders' });
    const rows = await within(orders).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['20 Nov 2026, 10:00', `Monthly membershipWhat you agreed at checkout${asked.words}`, '£15.00 (test, nothing charged)', 'Paid'],
      ['20 Nov 2026, 10:00', 'Calm basics', '£49.00', 'Payment failed'],
    ]);
    // the record of the request for access at once, with the order it came with
    expect(within(rows[1]!).getByText('What you agreed at checkout').closest('details')).not.toHaveAttribute('open');
    expect(api.listMyOrders).toHaveBeenCalledWith('m1');
  });

  it('lists what membership includes: the membership courses and members-only resources, linked', async () => {
    api.listCatalogue.mockResolvedValue([
      { id: 'calm', title: 'Calm basics', access: 'paid', archived: false },
      { id: 'steady', title: 'Steady mornings', access: 'membership', archived: false },
    ]);
    api.listResources.mockResolvedValue([
      { id: 'sleep-diary', title: 'Sleep diary', audience: 'members' },
      { id: 'breathing', title: 'Breathing card', audience: 'public' },
    ]);
    renderPage();
    const courses = await screen.findByRole('list', { name: 'Members’ courses' });
    expect(within(courses).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/courses/steady']);
    const resources = screen.getByRole('list', { name: 'Members-only resources' });
    expect(within(resources).getByRole('link', { name: 'Sleep diary' })).toHaveAttribute('href', '/resources/sleep-diary');
    expect(screen.queryByText('Breathing card')).toBeNull();
    expect(api.listCatalogue).toHaveBeenCalledWith(false);
  });

  it('says when the member has no orders', async () => {
    signIn();
    renderPage();
    expect(await screen.findByText('You have not ordered anything yet.')).toBeInTheDocument();
  });
});
