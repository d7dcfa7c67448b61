import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type * as Model from '@model';
import { CONFIRMING_PATIENCE_MS, PaymentSuccessPage } from './PaymentSuccessPage';
import { courseOrder, dataError, membership, membershipOrder, memberships, orders, renderAt } from '../checkout/test-support';

vi.mock('../../api/checkout-api', async () => {
  const model = await vi.importActual<typeof Model>('@model');
  const live = await import('../checkout/test-support');
  return {
    watchOrder: live.orders.watch,
    watchMembership: live.memberships.watch,
    localCheckoutEvent: vi.fn(),
    createCheckoutSession: vi.fn(),
    useSignedIn: () => ({ user: { uid: 'm1', isAdmin: false } }),
    localCheckoutPath: model.localCheckoutPath,
    paymentSuccessPath: model.paymentSuccessPath,
    checkoutCancelPath: model.checkoutCancelPath,
    membershipGivesAccess: model.membershipGivesAccess,
  };
});

const open = (search = '?order=o1') => renderAt(<PaymentSuccessPage />, '/payment-success', `/payment-success${search}`);
const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  vi.clearAllMocks();
  orders.reset(courseOrder());
  memberships.reset(membership({ status: 'none', renewsAt: null, plan: null }));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentSuccessPage', () => {
  it('waits for the webhook: "confirming" as a polite status, then "Payment confirmed" when the order turns paid, the heading focused each time', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'We are confirming your payment…' })).toHaveFocus();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('We are confirming your payment…');
    expect(screen.getByText(/Calm basics · £49\.00/)).toBeInTheDocument();
    expect(screen.queryByText(/Payment confirmed/)).toBeNull();

    const asked = { version: '2026-11-28', words: 'Give me access to this course straight away. I understand that once I open it, I lose my 14-day right to cancel.' };
    act(() => orders.set(courseOrder({ status: 'paid', immediateAccess: asked })));
    expect(heading()).toHaveTextContent('Payment confirmed');
    expect(heading()).toHaveFocus();
    // the confirmation repeats the words the member ticked at checkout, as stored with the order
    expect(screen.getByText(/At checkout you asked for access straight away/)).toHaveTextContent(`“${asked.words}”`);
    expect(screen.getByRole('link', { name: 'Start the course' })).toHaveAttribute('href', '/courses/calm/learn');
    expect(screen.getByRole('link', { name: 'My courses' })).toHaveAttribute('href', '/courses/my-courses');
    expect(orders.watch).toHaveBeenCalledWith('o1', expect.any(Function), expect.any(Function));
  });

  it('says honestly when it takes longer than usual, never "paid", and still updates by itself', async () => {
    vi.useFakeTimers();
    open();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(heading()).toHaveTextContent('We are confirming your payment…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONFIRMING_PATIENCE_MS - 1_000);
    });
    expect(heading()).toHaveTextContent('We are confirming your payment…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(heading()).toHaveTextContent('This is taking longer than usual');
    expect(heading()).toHaveFocus();
    expect(screen.getByText(/You have not been charged twice; this page updates by itself when the payment is confirmed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'membership page' })).toHaveAttribute('href', '/membership');
    expect(screen.queryByText(/Payment confirmed/)).toBeNull();

    act(() => orders.set(courseOrder({ status: 'paid' })));
    expect(heading()).toHaveTextContent('Payment confirmed');
  });

  it('tells a new member their membership is active and until when, once the subscription is in', async () => {
    orders.reset(membershipOrder({ status: 'paid' }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmed' })).toHaveFocus();
    expect(await screen.findByText('Setting up your membership…')).toBeInTheDocument();
    expect(memberships.watch).toHaveBeenCalledWith('m1', expect.any(Function), expect.any(Function));

    act(() => memberships.set(membership()));
    expect(screen.getByText('Your membership is active until 5 March 2099, when it renews.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Members’ resources' })).toHaveAttribute('href', '/resources');
    expect(screen.queryByText('Setting up your membership…')).toBeNull();
  });

  it('says a failed payment granted nothing, with its reason and the way back to the product', async () => {
    orders.reset(courseOrder({ status: 'failed', failureReason: 'Your card was declined.' }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment did not go through' })).toHaveFocus();
    expect(screen.getByText('Nothing was charged and nothing has been added to your account.')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Calm basics' })).toHaveAttribute('href', '/courses/calm');
  });

  it('says a cancelled checkout charged nothing', async () => {
    orders.reset(membershipOrder({ status: 'cancelled' }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout was cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Monthly membership' })).toHaveAttribute('href', '/membership?plan=monthly');
  });

  it('says so when the address names no order', () => {
    open('');
    expect(heading()).toHaveTextContent('No order to show');
    expect(orders.watch).not.toHaveBeenCalled();
  });

  it('says an unknown order, or one the member may not read, was not found', async () => {
    orders.reset(null);
    open('?order=nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this order' })).toBeInTheDocument();
  });

  it('shows a failure to read the order with a retry', async () => {
    orders.failure = dataError('unavailable', 'We could not reach the server. Check your connection and try again.');
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    orders.failure = null;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'We are confirming your payment…' })).toBeInTheDocument();
  });

  it('treats a refused read (another member’s order) as not found', async () => {
    orders.failure = dataError('permission-denied', 'You do not have permission to do that.');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
