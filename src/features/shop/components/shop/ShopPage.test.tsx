import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { IMMEDIATE_ACCESS, IMMEDIATE_ACCESS_REFUSALS, type CreateCheckoutSessionAnswer } from '@model';
import type * as Model from '@model';
import type { ProductSummary } from '../../api/shop-api';
import { ShopPage } from './ShopPage';

const account = vi.hoisted(() => ({ state: { status: 'ready', user: null } as { status: string; user: { uid: string; isAdmin: boolean } | null } }));
const api = vi.hoisted(() => ({
  listProducts: vi.fn<() => Promise<ProductSummary[]>>(),
  createCheckoutSession: vi.fn<(productId: string, immediateAccess: string) => Promise<CreateCheckoutSessionAnswer>>(),
}));
vi.mock('../../api/shop-api', () => ({ listProducts: api.listProducts, listMyOrders: vi.fn(), useSignedIn: () => account.state, hasSignedInHint: () => false }));
vi.mock('../../api/checkout-api', async () => {
  const model = await vi.importActual<typeof Model>('@model');
  return { createCheckoutSession: api.createCheckoutSession, localCheckoutEvent: vi.fn(), watchOrder: vi.fn(), watchMembership: vi.fn(), localCheckoutPath: model.localCheckoutPath };
});

const product = (id: string, over: Partial<ProductSummary> = {}): ProductSummary => ({
  id, title: id, summary: '', includes: [], kind: 'membership', courseId: null, plan: 'monthly', pricePence: 1500, active: true, order: 1, ...over,
});
const PRODUCTS = [
  product('membership-monthly', { title: 'Monthly membership', includes: ['Every members’ course', 'Cancel any time'] }),
  product('membership-annual', { title: 'Annual membership', plan: 'annual', pricePence: 15000 }),
  product('course-calm', { title: 'Calm basics', kind: 'course', courseId: 'calm', plan: null, pricePence: 4900, courseTitle: 'Calm basics' }),
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderShop(path = '/shop') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shop" element={<ShopPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.listProducts.mockReset();
  api.createCheckoutSession.mockReset();
  account.state = { status: 'ready', user: null };
});

describe('ShopPage', () => {
  it('shows each product as a card: title, what it includes, its price per period with VAT included, a Buy button; a course links to its page', async () => {
    api.listProducts.mockResolvedValue(PRODUCTS);
    renderShop();
    expect(screen.getByText('Loading the shop…')).toBeInTheDocument();
    const monthly = await screen.findByRole('listitem', { name: 'Monthly membership' });
    expect(within(monthly).getByText('£15.00 a month')).toBeInTheDocument();
    expect(within(monthly).getByText('VAT included')).toBeInTheDocument();
    expect(within(within(monthly).getByRole('list', { name: 'What Monthly membership includes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Every members’ course',
      'Cancel any time',
    ]);
    expect(within(screen.getByRole('listitem', { name: 'Annual membership' })).getByText('£150.00 a year')).toBeInTheDocument();
    const course = screen.getByRole('listitem', { name: 'Calm basics' });
    expect(within(course).getByText('£49.00')).toBeInTheDocument();
    expect(within(course).getByRole('link', { name: 'Calm basics' })).toHaveAttribute('href', '/courses/calm');
    expect(within(course).getByRole('button', { name: 'Buy Calm basics' })).toBeEnabled();
  });

  it('says so when nothing is on sale', async () => {
    api.listProducts.mockResolvedValue([]);
    renderShop();
    expect(await screen.findByText(/Nothing is on sale just now/)).toBeInTheDocument();
  });

  it('says what went wrong and tries again on request', async () => {
    api.listProducts.mockRejectedValueOnce(new Error('The service is unavailable.')).mockResolvedValueOnce(PRODUCTS);
    renderShop();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the shop. The service is unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Calm basics' })).toBeInTheDocument();
  });

  it('focuses the Buy button of ?product=', async () => {
    api.listProducts.mockResolvedValue(PRODUCTS);
    renderShop('/shop?product=membership-annual');
    const button = await screen.findByRole('button', { name: 'Buy Annual membership' });
    expect(button).toHaveFocus();
  });

  it('sends a visitor to sign in, coming back to the same product', async () => {
    api.listProducts.mockResolvedValue(PRODUCTS);
    renderShop();
    await screen.findByRole('button', { name: 'Buy Calm basics' });
    // the request for access at once is asked of the member who buys, after signing in
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Calm basics' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/login?next=${encodeURIComponent('/shop?product=course-calm')}`);
    expect(api.createCheckoutSession).not.toHaveBeenCalled();
  });

  it('starts one checkout for a member however often Buy is pressed, then opens the test checkout', async () => {
    account.state = { status: 'ready', user: { uid: 'm1', isAdmin: false } };
    api.listProducts.mockResolvedValue(PRODUCTS);
    let answer!: (value: CreateCheckoutSessionAnswer) => void;
    api.createCheckoutSession.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderShop();
    const buy = await screen.findByRole('button', { name: 'Buy Calm basics' });
    // without the box asking for access at once nothing starts: why is said beside it, focus goes there
    await userEvent.click(buy);
    const box = screen.getByRole('checkbox', { name: IMMEDIATE_ACCESS.words.course });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(IMMEDIATE_ACCESS_REFUSALS.missing);
    expect(api.createCheckoutSession).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'Your right to cancel' }).map((l) => l.getAttribute('href'))).toEqual([
      '/Terms#membership',
      '/Terms#membership',
      '/Terms#right-to-cancel',
    ]);
    await userEvent.click(box);
    expect(box).not.toHaveAccessibleDescription();
    await userEvent.click(buy);
    await userEvent.click(buy);
    expect(buy).toBeDisabled();
    expect(buy).toHaveTextContent('Starting checkout…');
    expect(api.createCheckoutSession).toHaveBeenCalledTimes(1);
    expect(api.createCheckoutSession).toHaveBeenCalledWith('course-calm', IMMEDIATE_ACCESS.version);
    answer({ orderId: 'o9', url: '/checkout/test/o9', testMode: true });
    expect(await screen.findByTestId('where')).toHaveTextContent('/checkout/test/o9');
  });

  it('says a refusal in words beside the button and moves focus there', async () => {
    account.state = { status: 'ready', user: { uid: 'm1', isAdmin: false } };
    api.listProducts.mockResolvedValue(PRODUCTS);
    api.createCheckoutSession.mockRejectedValue(new Error('This product is not on sale.'));
    renderShop();
    await userEvent.click(await screen.findByRole('checkbox', { name: IMMEDIATE_ACCESS.words.course }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Calm basics' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not start checkout. This product is not on sale.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Buy Calm basics' })).toBeEnabled();
  });
});
