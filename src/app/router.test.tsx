import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignedIn } from '../data';
import { preloadable } from './page-preload';
import { AppRoutes, areaOfPath, compileRoutes, rememberingLoader } from './router';
import { routeTable, type RouteEntry } from './route-table';

const specPaths = [
  '/', '/shop', '/about', '/login', '/Register', '/ForgotPassword', '/Terms', '/Privacy', '/overwhelmed', '/unauthorized',
  '/membership', '/resources', '/courses', '/View-blog/:id', '/View-media/:id', '/payment-success', '/dashboard/forms/:id',
  '/dashboard/forms/PTSD', '/courses/:courseId/success', '/courses/:courseId/learn/:chapterId', '/admin/add-media',
  '/admin/add-session', '/admin/FormBuilder', '/dashboard', '/dashboard/forms/Indian-Head', '/dashboard/forms/initial-assessment',
  '/courses/my-courses', '/courses/:courseId', '/courses/:courseId/learn', '/admin', '/admin/forms', '/admin/resources',
  '/admin/member/:id', '/admin/form-builder', '/admin/form-responses/:id', '/admin/form-preview', '/admin/courses',
  '/admin/courses/builder/:courseId',
  // the shop and resources
  '/checkout/test/:orderId', '/admin/orders', '/resources/:id',
  // sessions, data rights, the blog, site settings and the members list
  '/sessions', '/dashboard/my-data', '/admin/blog', '/admin/settings', '/admin/members',
  // second factors (required of administrators)
  '/dashboard/sign-in-security',
  // the administrators' email deliveries
  '/admin/mail',
  // the member's email choices
  '/dashboard/emails',
];

describe('route table', () => {
  it('has every path of the specification exactly once', () => {
    const paths = routeTable.map((r) => r.path);
    expect([...paths].sort()).toEqual([...specPaths].sort());
  });

  it('protects every admin path with admin and every member path with auth', () => {
    for (const r of routeTable) {
      if (r.path.startsWith('/admin')) expect(r.guards, r.path).toEqual(['auth', 'admin']);
      if (r.area !== 'public' && r.area !== 'admin') expect(r.guards, r.path).toContain('auth');
    }
  });

  it('fails with "Unknown route middleware" when a route names an unknown guard', () => {
    const bad: RouteEntry[] = [{ path: '/x', area: 'public', page: 'HomePage', guards: ['auth', 'premium'] }];
    expect(() => compileRoutes(bad)).toThrow('Unknown route middleware');
  });

  it("warms a route: its area chunk, then the page's own lazily loaded parts (with the route's parameters, for its data), without showing it", async () => {
    const preloads: string[] = [];
    const module = { FormPage: preloadable(() => <h1>Form</h1>, async (params) => void preloads.push(`renderer and form ${params.id}`)) };
    const areas: string[] = [];
    const loader = rememberingLoader(async (area) => (areas.push(area), module));
    const [route] = compileRoutes([{ path: '/f', area: 'member', page: 'FormPage', guards: ['auth'] }], loader) as [ReturnType<typeof compileRoutes>[number]];
    route.warm({ id: 'mood' });
    await vi.waitFor(() => expect(preloads).toEqual(['renderer and form mood']));
    expect(areas).toEqual(['member']);
    expect(loader.arrived('member')).toBe(module);
  });

  it('preloads an area with the bare import: it counts as arrived, and a failure (offline) is nothing, not a reload', async () => {
    const module = { FormPage: () => <h1>Form</h1> };
    const reloading = vi.fn(async () => module);
    const bare = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(module);
    const loader = rememberingLoader(reloading, bare);
    await expect(loader.preload('assessment')).resolves.toBeUndefined();
    expect(loader.arrived('assessment')).toBeUndefined();
    await expect(loader.preload('assessment')).resolves.toBe(module);
    expect(loader.arrived('assessment')).toBe(module);
    expect(reloading).not.toHaveBeenCalled();
  });

  it('renders a page at once, without a loading state, once its area has arrived', async () => {
    const table: RouteEntry[] = [
      { path: '/a', area: 'public', page: 'PageA', guards: [] },
      { path: '/b', area: 'public', page: 'PageB', guards: [] },
    ];
    const module = { PageA: () => <h1>Page A</h1>, PageB: () => <h1>Page B</h1> };
    const loader = rememberingLoader(() => Promise.resolve(module));
    const [a, b] = compileRoutes(table, loader) as [ReturnType<typeof compileRoutes>[number], ReturnType<typeof compileRoutes>[number]];
    const first = render(<Suspense fallback={<p>Loading…</p>}><a.Page /></Suspense>);
    // the first page of an area waits for its chunk
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    first.unmount();
    // the next page of the same area is there in the first render: no fallback, no reveal delay
    render(<Suspense fallback={<p>Loading…</p>}><b.Page /></Suspense>);
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});

describe('AppRoutes', () => {
  afterEach(() => useSignedIn.setState({ status: 'idle', user: null, profile: null, error: null }));

  const show = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    );

  it('shows the not-found page for an unmatched path', async () => {
    show('/nowhere/at-all');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Page not found: /nowhere/at-all');
  });

  it('answers 404 for an invalid id', async () => {
    show('/View-media/%3Cscript%3E');
    expect(await screen.findByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByTestId('error-description')).toHaveTextContent('Page Not Found: /View-media/%3Cscript%3E');
  });

  it('sends a signed-in member away from an admin page', async () => {
    useSignedIn.setState({ status: 'ready', user: { uid: 'm', email: 'm@x.test', displayName: 'M', isAdmin: false }, profile: null, error: null });
    show('/admin/forms');
    // the public area's chunk is transformed on first import: slow on a cold cache
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('areaOfPath', () => {
  it('names the area of the route a path opens (any case, as the routes match), and null for none', () => {
    expect(areaOfPath('/')).toBe('public');
    expect(areaOfPath('/login')).toBe('public');
    expect(areaOfPath('/dashboard')).toBe('member');
    // the forms members fill in are an area of their own: opened directly, they skip the dashboard's code
    expect(areaOfPath('/dashboard/forms/PTSD')).toBe('assessment');
    expect(areaOfPath('/dashboard/forms/ptsd')).toBe('assessment');
    expect(areaOfPath('/dashboard/forms/sleep-check')).toBe('assessment');
    expect(areaOfPath('/admin/forms')).toBe('admin');
    expect(areaOfPath('/no/such/page')).toBeNull();
  });
});
