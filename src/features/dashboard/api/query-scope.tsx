import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

/**
 * The member pages' cache. It lives in the member chunk (never in the first download of `/`):
 * a member who opens an assessment and comes back sees the list at once, refreshed behind it.
 */
export const memberQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
});

/** Provides the member cache unless a provider is already above (tests, or an app-wide one later). */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={memberQueryClient}>{children}</QueryClientProvider>;
}
