import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { hasFinishedOnboarding, startSession, useSession, type Session } from '../data';
import { ROUTE_ID } from '../lib';
import { Loading } from '../ui';
import { areaImports, type AreaModule } from './area-imports';
import { withChunkReload } from './chunk-reload';
import { ErrorPage, NotFoundPage } from './ErrorPage';
import { notFoundStatusText } from './errors';
import { decide, resolveGuards, type Guard, type GuardSession } from './guards';
import { AdminLayout } from './layouts/AdminLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { routeTable, type Area, type RouteEntry } from './route-table';

// Declarative routing (not the data router): it keeps react-router's share of the first
// download small enough for the 100 KB budget, and guards re-run by themselves when the
// session changes because they read it from the store.

/** One chunk per area; a chunk that fails after a deployment reloads the page (guarded). */
const areas: Record<Area, () => Promise<AreaModule>> = {
  public: withChunkReload(areaImports.public),
  member: withChunkReload(areaImports.member),
  admin: withChunkReload(areaImports.admin),
};

export function toGuardSession(s: Pick<Session, 'user' | 'profile'>): GuardSession {
  return { signedIn: Boolean(s.user), isAdmin: Boolean(s.user?.isAdmin), onboarded: hasFinishedOnboarding(s.profile) };
}

interface Compiled {
  entry: RouteEntry;
  checks: Guard[];
  Page: LazyExoticComponent<ComponentType>;
}

/** Checks a table: every guard must exist ('Unknown route middleware' otherwise) and gets its page loader. */
export function compileRoutes(table: readonly RouteEntry[], loadArea: (a: Area) => Promise<AreaModule> = (a) => areas[a]()): Compiled[] {
  return table.map((entry) => ({
    entry,
    checks: resolveGuards(entry.guards),
    Page: lazy(async () => {
      const Component = (await loadArea(entry.area))[entry.page];
      if (!Component) throw new Error(`Route ${entry.path}: page ${entry.page} is missing from the ${entry.area} area`);
      return { default: Component };
    }),
  }));
}

/** Validates params, runs the route's guards against the session, then shows the page. */
function GuardedPage({ route }: { route: Compiled }) {
  const { entry, checks, Page } = route;
  const params = useParams();
  const { pathname, search } = useLocation();
  const session = useSession();
  if ((entry.ids ?? []).some((key) => !ROUTE_ID.test(params[key] ?? ''))) {
    return <ErrorPage error={{ status: 404, statusText: notFoundStatusText(pathname) }} />;
  }
  if (checks.length) {
    if (session.status !== 'ready') {
      void startSession();
      return <Loading label="Checking your sign-in…" />;
    }
    const to = decide(checks, { session: toGuardSession(session), target: pathname + search });
    if (to) return <Navigate to={to} replace />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

const toRoute = (r: Compiled) => <Route key={r.entry.path} path={r.entry.path} element={<GuardedPage route={r} />} />;

export function AppRoutes({ table = routeTable }: { table?: readonly RouteEntry[] }) {
  const compiled = compileRoutes(table);
  return (
    <Routes>
      <Route element={<DefaultLayout />}>
        {compiled.filter((r) => r.entry.area !== 'admin').map(toRoute)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<AdminLayout />}>{compiled.filter((r) => r.entry.area === 'admin').map(toRoute)}</Route>
    </Routes>
  );
}
