import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

let fallback: QueryClient | null = null;

/**
 * Uses the app's query cache when the page has one (every area wraps the pages that query in it:
 * src/app/areas; that cache is dropped when the account changes), else a cache of its own — for a
 * page rendered alone, as in component tests. Imported by its own path (not ui/index), so pages
 * without queries never load TanStack Query.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  if (client) return <>{children}</>;
  fallback ??= new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } } });
  return <QueryClientProvider client={fallback}>{children}</QueryClientProvider>;
}
