import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { DataError } from './forms-api';

/** Errors a retry cannot fix: answer at once instead of retrying. */
function worthRetrying(failures: number, error: unknown): boolean {
  const final = error instanceof DataError && ['not-found', 'permission-denied', 'functions/permission-denied', 'invalid-argument'].includes(error.code);
  return !final && failures < 2;
}

/** One cache for the administrators' pages (it lives in the admin chunk, never in the first download). */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: worthRetrying, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * Provides the admin cache unless a provider is already above (tests give each render its own
 * client; a future app-wide provider would simply be used).
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={adminQueryClient}>{children}</QueryClientProvider>;
}
