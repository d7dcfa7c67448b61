import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMMEDIATE_ACCESS, IMMEDIATE_ACCESS_REFUSALS, type CreateCheckoutSessionAnswer, type Membership } from '@model';
import { CourseAction } from './CourseAction';
import { chapters, course, enrolled, renderAt } from './test-support';

type Product = { id: string; active: boolean };
const data = vi.hoisted(() => ({
  user: { uid: 'm1', isAdmin: false },
  membership: null as Membership<Date> | null,
  loadProduct: vi.fn<(productId: string) => Promise<Product | null>>(),
  createCheckoutSession: vi.fn<(productId: string, immediateAccess: string) => Promise<CreateCheckoutSessionAnswer>>(),
  enrollInCourse: vi.fn<(courseId: string) => Promise<{ enrollmentId: string; created: boolean }>>(),
  watchMembership: vi.fn(),
}));
vi.mock('../../api/catalogue-api', () => ({
  useSignedIn: () => ({ status: 'ready', user: data.user }),
  loadProduct: data.loadProduct,
  createCheckoutSession: data.createCheckoutSession,
  enrollInCourse: data.enrollInCourse,
  watchMembership: data.watchMembership,
}));

const member = (over: Partial<Membership<Date>> = {}): Membership<Date> => ({
  plan: 'monthly', status: 'active', renewsAt: new Date(Date.now() + 30 * 86_400_000), cancelAtPeriodEnd: false, subscriptionId: 'sub_1',
  productId: 'membership-monthly', eventCreated: 1, updatedAt: null, ...over,
});

const paid = course({ access: 'paid', pricePence: 4900 });
const membersCourse = course({ access: 'membership', audience: 'members' });
const show = (c = paid, path = `/courses/${c.id}`, enrollment: ReturnType<typeof enrolled> | null = null) =>
  renderAt(<CourseAction course={c} chapters={chapters} enrollment={enrollment} isAdmin={false} />, '/courses/:courseId', path);

beforeEach(() => {
  vi.clearAllMocks();
  data.user = { uid: 'm1', isAdmin: false };
  data.membership = member({ status: 'none', renewsAt: null });
  data.loadProduct.mockResolvedValue({ id: 'course-calm', active: true });
  data.watchMembership.mockImplementation((_uid: string, onChange: (m: Membership<Date>) => void) => {
    queueMicrotask(() => onChange(data.membership!));
    return () => undefined;
  });
});

describe('CourseAction: a paid course', () => {
  it('offers "Buy for £49.00" and opens the test checkout the server answers', async () => {
    data.createCheckoutSession.mockResolvedValue({ orderId: 'o7', url: '/checkout/test/o7', testMode: true });
    show();
    // Buy without the box asking for access at once: nothing is sent, why is said beside the box
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for £49.00' }));
    const box = screen.getByRole('checkbox', { name: IMMEDIATE_ACCESS.words.course });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(IMMEDIATE_ACCESS_REFUSALS.missing);
    expect(data.createCheckoutSession).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Your right to cancel' })).toHaveAttribute('href', '/Terms#right-to-cancel');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Buy for £49.00' }));
    expect(data.loadProduct).toHaveBeenCalledWith('course-calm');
    expect(data.createCheckoutSession).toHaveBeenCalledWith('course-calm', IMMEDIATE_ACCESS.version);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout/test/o7'));
  });

  it('says "Not on sale yet" when the course has no active product', async () => {
    data.loadProduct.mockResolvedValue({ id: 'course-calm', active: false });
    show();
    expect(await screen.findByText('Not on sale yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
  });

  it('says "Not on sale yet" when there is no product at all', async () => {
    data.loadProduct.mockResolvedValue(null);
    show();
    expect(await screen.findByText('Not on sale yet.')).toBeInTheDocument();
  });

  it('shows why checkout could not open, charges nothing, and lets the member try again', async () => {
    data.createCheckoutSession.mockRejectedValueOnce(Object.assign(new Error('This course is not on sale.'), { code: 'functions/failed-precondition' }));
    data.createCheckoutSession.mockResolvedValueOnce({ orderId: 'o8', url: '/checkout/test/o8', testMode: true });
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: IMMEDIATE_ACCESS.words.course }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy for £49.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not open checkout. This course is not on sale.');
    expect(alert).toHaveTextContent('Nothing was charged');
    await userEvent.click(screen.getByRole('button', { name: 'Buy for £49.00' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout/test/o8'));
  });

  it('says a cancelled checkout charged nothing, and still offers Buy', async () => {
    show(paid, '/courses/calm?checkout=cancelled');
    expect(screen.getByText('Checkout was cancelled. Nothing was charged.')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Buy for £49.00' })).toBeEnabled();
  });

  it('offers Continue, not Buy, once the member has bought it', async () => {
    show(paid, '/courses/calm', enrolled({ source: 'purchase' }));
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/courses/calm/learn/breathe');
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
    expect(data.loadProduct).not.toHaveBeenCalled();
  });
});

describe('CourseAction: a membership course', () => {
  it('sends a member without a membership to join', async () => {
    show(membersCourse);
    expect(await screen.findByRole('link', { name: 'Join membership to start' })).toHaveAttribute('href', '/membership');
    expect(screen.queryByRole('button', { name: 'Start course' })).toBeNull();
    expect(data.watchMembership).toHaveBeenCalledWith('m1', expect.any(Function), expect.any(Function));
  });

  it('lets a member whose membership gives access start the course', async () => {
    data.membership = member();
    data.enrollInCourse.mockResolvedValue({ enrollmentId: 'm1_calm', created: true });
    show(membersCourse);
    const start = await screen.findByRole('button', { name: 'Start course' });
    expect(screen.getByText('Included with your membership.')).toBeInTheDocument();
    await userEvent.click(start);
    expect(data.enrollInCourse).toHaveBeenCalledWith('calm');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/courses/calm/success'));
  });

  it('treats a lapsed membership as none', async () => {
    data.membership = member({ status: 'lapsed' });
    show(membersCourse);
    expect(await screen.findByRole('link', { name: 'Join membership to start' })).toBeInTheDocument();
  });

  it('shows a membership check that failed, with a retry', async () => {
    data.watchMembership.mockImplementationOnce((_uid: string, _onChange: unknown, onError: (e: Error) => void) => {
      queueMicrotask(() => onError(new Error('We could not reach the server. Check your connection and try again.')));
      return () => undefined;
    });
    data.membership = member();
    show(membersCourse);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check your membership.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start course' })).toBeInTheDocument();
  });
});
