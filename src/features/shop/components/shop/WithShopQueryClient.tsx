import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

let fallback: QueryClient | null = null;

/**
 * The app's query cache when the page has one, else the shop's own: the public area (where the
 * shop and membership pages live) is not wrapped. Keys name the reader, so nothing leaks between
 * accounts on one device.
 */
export function WithShopQueryClient({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  if (client) return <>{children}</>;
  fallback ??= new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } } });
  return <QueryClientProvider client={fallback}>{children}</QueryClientProvider>;
}
