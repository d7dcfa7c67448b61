/** Pure: what the error page says for an error thrown while routing or rendering. */
export interface ErrorView {
  status: number;
  statusMessage: 'Page Not Found' | 'Internal Server Error';
  description: string;
}

interface RouteErrorLike {
  status: number;
  statusText?: string;
}

const isRouteError = (e: unknown): e is RouteErrorLike =>
  typeof e === 'object' && e !== null && 'status' in e && typeof (e as { status: unknown }).status === 'number';

export function describeError(error: unknown, path: string): ErrorView {
  if (isRouteError(error) && error.status === 404) {
    return { status: 404, statusMessage: 'Page Not Found', description: error.statusText || `Page Not Found: ${path}` };
  }
  const status = isRouteError(error) && error.status >= 400 ? error.status : 500;
  return {
    status,
    statusMessage: 'Internal Server Error',
    description: 'Something went wrong while showing this page. Please try again; if it keeps happening, let us know.',
  };
}

/** The 404 a route answers when its parameters are not valid ids. */
export function notFoundStatusText(path: string): string {
  return `Page Not Found: ${path}`;
}

/** The friendly message for a path no route matches (not fatal: shown inside the layout). */
export function unmatchedMessage(path: string): string {
  return `Page not found: ${path}`;
}
