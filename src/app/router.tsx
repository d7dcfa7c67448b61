import type { ComponentType } from 'react';
import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { hasFinishedOnboarding, startSession, useSession } from '../data';
import { ROUTE_ID } from '../lib';
import { withChunkReload } from './chunk-reload';
import { ErrorPage, NotFoundPage } from './ErrorPage';
import { notFoundStatusText } from './errors';
import { decide, resolveGuards, type GuardSession } from './guards';
import { AdminLayout } from './layouts/AdminLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { Root, RouteFallback } from './Root';
import { routeTable, type Area, type RouteEntry } from './route-table';

type AreaModule = Record<string, ComponentType | undefined>;

/** One chunk per area; a chunk that fails after a deployment reloads the page (guarded). */
const areas: Record<Area, () => Promise<AreaModule>> = {
  public: withChunkReload(() => import('./areas/public') as Promise<AreaModule>),
  member: withChunkReload(() => import('./areas/member') as Promise<AreaModule>),
  admin: withChunkReload(() => import('./areas/admin') as Promise<AreaModule>),
};

async function currentSession(): Promise<GuardSession> {
  await startSession();
  const { user, profile } = useSession.getState();
  return { signedIn: Boolean(user), isAdmin: Boolean(user?.isAdmin), onboarded: hasFinishedOnboarding(profile) };
}

/** Turns a table entry into a route: params checked, guards run before the page loads. */
export function toRoute(entry: RouteEntry, loadArea: (area: Area) => Promise<AreaModule> = (a) => areas[a]()): RouteObject {
  const checks = resolveGuards(entry.guards); // throws 'Unknown route middleware' at start-up
  return {
    path: entry.path,
    errorElement: <ErrorPage />, // inside the layout, so navigation stays
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      for (const key of entry.ids ?? []) {
        if (!ROUTE_ID.test(params[key] ?? '')) throw data(null, { status: 404, statusText: notFoundStatusText(url.pathname) });
      }
      if (checks.length) {
        const to = decide(checks, { session: await currentSession(), target: url.pathname + url.search });
        if (to) throw redirect(to);
      }
      return null;
    },
    lazy: async () => {
      const Component = (await loadArea(entry.area))[entry.page];
      if (!Component) throw new Error(`Route ${entry.path}: page ${entry.page} is missing from the ${entry.area} area`);
      return { Component };
    },
  };
}

export function buildRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  const site = table.filter((r) => r.area !== 'admin').map((r) => toRoute(r));
  const admin = table.filter((r) => r.area === 'admin').map((r) => toRoute(r));
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <ErrorPage />,
      HydrateFallback: RouteFallback,
      children: [
        { element: <DefaultLayout />, children: [...site, { path: '*', element: <NotFoundPage /> }] },
        { element: <AdminLayout />, children: admin },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
