import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { matchPath, Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { hasFinishedOnboarding, hasSignedInHint, followSignIn, useSignedIn, type SignedIn } from '../data';
import { ROUTE_ID } from '../lib';
import { Loading } from '../ui';
import { areaLoader } from './area-loader';
import type { AreaModule } from './area-imports';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage, NotFoundPage } from './ErrorPage';
import { notFoundStatusText } from './errors';
import { preloadPageData } from './page-data';
import { preloadPage, type PreloadParams } from './page-preload';
import { decide, resolveGuards, showsBeforeSignIn, type Guard, type GuardSignIn } from './guards';
import { DefaultLayout } from './layouts/DefaultLayout';
import { routeTable, type RouteEntry } from './route-table';

// Declarative routing (not the data router): it keeps react-router's share of the first
// download small enough for the 100 KB budget, and guards re-run by themselves when the
// sign-in changes because they read it from the store.

export { rememberingLoader } from './area-loader';
const defaultLoader = areaLoader;

export function toGuardSignIn(s: Pick<SignedIn, 'user' | 'profile'>): GuardSignIn {
  return {
    signedIn: Boolean(s.user),
    isAdmin: Boolean(s.user?.isAdmin),
    onboarded: hasFinishedOnboarding(s.profile),
    needsSecondFactor: Boolean(s.user?.isAdmin && s.user.secondFactor === false),
  };
}

interface Compiled {
  entry: RouteEntry;
  checks: Guard[];
  Page: ComponentType;
  /** fetches the page's code (its area chunk, then the page's own lazy parts, and its first data) without showing it */
  warm: (params: PreloadParams) => Promise<void>;
}

/** Checks a table: every guard must exist ('Unknown route middleware' otherwise) and gets its page loader. */
export function compileRoutes(table: readonly RouteEntry[], loader = defaultLoader): Compiled[] {
  return table.map((entry) => {
    const pageOf = (module: AreaModule) => {
      const Component = module[entry.page];
      if (!Component) throw new Error(`Route ${entry.path}: page ${entry.page} is missing from the ${entry.area} area`);
      return Component;
    };
    const Lazy = lazy(async () => ({ default: pageOf(await loader.load(entry.area)) }));
    function RoutePage() {
      const module = loader.arrived(entry.area);
      const Component = module ? pageOf(module) : Lazy;
      return <Component />;
    }
    const warm = (params: PreloadParams) => {
      // the page's first reads beside its code, not after it (page-data.ts)
      preloadPageData(entry.page, entry.formId ? { ...params, id: entry.formId } : params);
      return loader.load(entry.area).then((module) => preloadPage(module[entry.page], params), () => undefined);
    };
    return { entry, checks: resolveGuards(entry.guards), Page: RoutePage, warm };
  });
}

/** Validates params, runs the route's guards against who is signed in, then shows the page. */
function GuardedPage({ route }: { route: Compiled }) {
  const { entry, checks, Page, warm } = route;
  const params = useParams();
  const { pathname, search } = useLocation();
  const signIn = useSignedIn();
  if ((entry.ids ?? []).some((key) => !ROUTE_ID.test(params[key] ?? ''))) {
    return <ErrorPage error={{ status: 404, statusText: notFoundStatusText(pathname) }} />;
  }
  if (checks.length) {
    if (signIn.status !== 'ready') {
      const hint = hasSignedInHint();
      if (showsBeforeSignIn(entry.guards, hint)) {
        // the page first, Firebase once its code is here: on a phone they would share the bandwidth
        void warm(params).then(() => followSignIn());
      } else {
        void followSignIn();
        // someone who signed in on this device will most likely be let in: the page's code downloads
        // beside Firebase and the sign-in instead of after them
        if (hint) void warm(params);
        return <Loading label="Checking your sign-in…" />;
      }
    } else {
      const to = decide(checks, { signIn: toGuardSignIn(signIn), target: pathname + search });
      if (to) return <Navigate to={to} replace />;
    }
  }
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

/** The area of the route a path opens (null: no route, the not-found page, in the public layout). */
export function areaOfPath(pathname: string, table: readonly RouteEntry[] = routeTable): RouteEntry['area'] | null {
  return table.find((entry) => matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname))?.area ?? null;
}

/**
 * The administrators' layout (areas/admin.ts exports it), shown once an administrator is signed in
 * and their area's code is here: nothing of it is in a visitor's first download. Until then the
 * page's guard runs in a plain frame (sending anyone else away, or saying it checks the sign-in).
 */
function AdminArea({ loader = defaultLoader }: { loader?: typeof defaultLoader }) {
  const [Layout, setLayout] = useState<ComponentType | null>(() => loader.arrived('admin')?.AdminLayout ?? null);
  const admitted = useSignedIn((s) => {
    const signIn = toGuardSignIn(s);
    return s.status === 'ready' && signIn.isAdmin && !signIn.needsSecondFactor;
  });
  useEffect(() => {
    if (Layout || !admitted) return;
    let live = true;
    // the area's page loads the same chunk: the layout and the page arrive together
    loader.load('admin').then(
      (module) => {
        if (live && module.AdminLayout) setLayout(() => module.AdminLayout ?? null);
      },
      () => undefined, // the page's own load reports it
    );
    return () => {
      live = false;
    };
  }, [Layout, admitted, loader]);
  if (Layout) return <Layout />;
  return (
    <main id="admin-main" className="admin-main" tabIndex={-1}>
      <ErrorBoundary>
        <Outlet />
      </ErrorBoundary>
    </main>
  );
}

const toRoute = (r: Compiled) => <Route key={r.entry.path} path={r.entry.path} element={<GuardedPage route={r} />} />;

export function AppRoutes({ table = routeTable }: { table?: readonly RouteEntry[] }) {
  // compiled once per table: new page components on a re-render would remount the page
  const compiled = useMemo(() => compileRoutes(table), [table]);
  return (
    <Routes>
      <Route element={<DefaultLayout />}>
        {compiled.filter((r) => r.entry.area !== 'admin').map(toRoute)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<AdminArea />}>{compiled.filter((r) => r.entry.area === 'admin').map(toRoute)}</Route>
    </Routes>
  );
}
