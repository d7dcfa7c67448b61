import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Model from '@model';
import { IMMEDIATE_ACCESS, type CreateCheckoutSessionAnswer, type LocalCheckoutEventAnswer, type LocalCheckoutOutcome } from '@model';
import { LocalCheckoutPage } from './LocalCheckoutPage';
import { courseOrder, dataError, membershipOrder, orders, renderAt } from './test-support';

const api = vi.hoisted(() => ({
  localCheckoutEvent: vi.fn<(orderId: string, outcome: LocalCheckoutOutcome) => Promise<LocalCheckoutEventAnswer>>(),
  createCheckoutSession: vi.fn<(productId: string, immediateAccess: string) => Promise<CreateCheckoutSessionAnswer>>(),
}));
vi.mock('../../api/checkout-api', async () => {
  const model = await vi.importActual<typeof Model>('@model');
  const live = await import('./test-support');
  return {
    ...api,
    watchOrder: live.orders.watch,
    watchMembership: live.memberships.watch,
    useSignedIn: () => ({ user: { uid: 'm1', isAdmin: false } }),
    localCheckoutPath: model.localCheckoutPath,
    paymentSuccessPath: model.paymentSuccessPath,
    checkoutCancelPath: model.checkoutCancelPath,
    membershipGivesAccess: model.membershipGivesAccess,
  };
});

const open = (orderId = 'o1') => renderAt(<LocalCheckoutPage />, '/checkout/test/:orderId', `/checkout/test/${orderId}`);
const where = () => screen.getByTestId('where');

beforeEach(() => {
  vi.clearAllMocks();
  orders.reset(courseOrder());
});

describe('LocalCheckoutPage', () => {
  it('says plainly that it is a test, with the product, the amount and the three outcomes', async () => {
    open();
    expect(screen.getByRole('note')).toHaveTextContent('Test mode — no real payment is taken');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    expect(await screen.findByText('Calm basics')).toBeInTheDocument();
    expect(screen.getByText('£49.00')).toBeInTheDocument();
    for (const name of ['Pay (test)', 'Fail the payment (test)', 'Cancel']) expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(orders.watch).toHaveBeenCalledWith('o1', expect.any(Function), expect.any(Function));
  });

  it('repeats the words the buyer ticked above Pay, as Stripe\'s page does', async () => {
    orders.reset(courseOrder({ immediateAccess: { version: IMMEDIATE_ACCESS.version, words: IMMEDIATE_ACCESS.words.course } }));
    open();
    expect(await screen.findByText(/^You asked for access straight away/)).toHaveTextContent(`“${IMMEDIATE_ACCESS.words.course}”`);
  });

  it('shows a membership per period', async () => {
    orders.reset(membershipOrder());
    open();
    expect(await screen.findByText('£15.00 a month')).toBeInTheDocument();
  });

  it('pays through the server and goes where it answers (the payment success page), busy meanwhile', async () => {
    let answer!: (a: LocalCheckoutEventAnswer) => void;
    api.localCheckoutEvent.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay (test)' }));
    expect(api.localCheckoutEvent).toHaveBeenCalledWith('o1', 'pay');
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // the webhook's word arrives live before the callable answers: the page stays put, no "already paid"
    act(() => orders.set(courseOrder({ status: 'paid' })));
    expect(screen.queryByText(/already paid/)).toBeNull();
    await act(async () => answer({ next: `${window.location.origin}/payment-success?order=o1`, status: 'paid' }));
    await waitFor(() => expect(where()).toHaveTextContent('/payment-success?order=o1'));
  });

  it('never follows an answer that leads off the site', async () => {
    api.localCheckoutEvent.mockResolvedValue({ next: 'https://elsewhere.example/payment-success?order=o1', status: 'paid' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay (test)' }));
    await waitFor(() => expect(where()).toHaveTextContent('/payment-success?order=o1'));
  });

  it('cancels back to the product, saying it was cancelled', async () => {
    api.localCheckoutEvent.mockResolvedValue({ next: '/courses/calm?checkout=cancelled', status: 'cancelled' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.localCheckoutEvent).toHaveBeenCalledWith('o1', 'cancel');
    await waitFor(() => expect(where()).toHaveTextContent('/courses/calm?checkout=cancelled'));
  });

  it('stays after a failed payment, says nothing was charged, and offers a new checkout or the way back', async () => {
    api.localCheckoutEvent.mockResolvedValue({ next: null, status: 'failed' });
    api.createCheckoutSession.mockResolvedValue({ orderId: 'o2', url: '/checkout/test/o2', testMode: true });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Fail the payment (test)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through. Nothing was charged.');
    expect(where()).toHaveTextContent('/checkout/test/o1');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/courses/calm');
    expect(screen.queryByRole('button', { name: 'Pay (test)' })).toBeNull();

    orders.value = courseOrder({ id: 'o2' });
    // a new order asks for access at once again: Try again without the box says why beside it
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const box = screen.getByRole('checkbox', { name: IMMEDIATE_ACCESS.words.course });
    expect(box).toHaveFocus();
    expect(api.createCheckoutSession).not.toHaveBeenCalled();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.createCheckoutSession).toHaveBeenCalledWith('course-calm', IMMEDIATE_ACCESS.version);
    await waitFor(() => expect(where()).toHaveTextContent('/checkout/test/o2'));
    // a fresh checkout for the new order
    expect(await screen.findByRole('button', { name: 'Pay (test)' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the buttons and says so in words when the server cannot be reached', async () => {
    api.localCheckoutEvent.mockRejectedValueOnce(dataError('functions/unavailable', 'We could not reach the server. Check your connection and try again.'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay (test)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByRole('button', { name: 'Pay (test)' })).toBeEnabled();
    expect(where()).toHaveTextContent('/checkout/test/o1');
  });

  it('says an order already paid cannot be paid again, and links to it', async () => {
    orders.reset(courseOrder({ status: 'paid' }));
    open();
    expect(await screen.findByText(/This order is already paid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', '/payment-success?order=o1');
    expect(screen.queryByRole('button', { name: 'Pay (test)' })).toBeNull();
  });

  it('says a cancelled checkout was cancelled, with a new checkout and the way back', async () => {
    orders.reset(membershipOrder({ status: 'cancelled' }));
    open();
    expect(await screen.findByText('This checkout was cancelled. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/membership?plan=monthly');
  });

  it('says an order it cannot read (someone else’s, or none) was not found, without buttons', async () => {
    orders.failure = dataError('permission-denied', 'You do not have permission to do that.');
    open('o9');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find this order.');
    expect(within(alert).getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: 'Pay (test)' })).toBeNull();
  });

  it('says an unknown order was not found', async () => {
    orders.reset(null);
    open('o8');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order.');
    expect(screen.queryByRole('button', { name: 'Pay (test)' })).toBeNull();
  });

  it('shows another failure to load with a retry', async () => {
    orders.failure = dataError('unavailable', 'We could not reach the server. Check your connection and try again.');
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this order. We could not reach the server.');
    orders.failure = null;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay (test)' })).toBeEnabled();
  });
});
