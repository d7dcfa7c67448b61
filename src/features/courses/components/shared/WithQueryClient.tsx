import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

let fallback: QueryClient | null = null;

/**
 * Uses the app's query cache when the page has one (the member and admin areas wrap their
 * pages in it), else a cache of the courses feature's own: the public area (the catalogue) is
 * not wrapped. What it caches is the same for every account (the catalogue, keyed by visitor or
 * member), so it needs no clearing on sign-out.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  if (client) return <>{children}</>;
  fallback ??= new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } } });
  return <QueryClientProvider client={fallback}>{children}</QueryClientProvider>;
}
