import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { DataError, useSignedIn, type SignedIn } from '../../data';

/** Errors a retry cannot fix (no such form, not allowed, a bad request): answer at once. */
const FINAL_ERRORS = new Set(['not-found', 'permission-denied', 'functions/permission-denied', 'invalid-argument']);

function worthRetrying(failures: number, error: unknown): boolean {
  return !(error instanceof DataError && FINAL_ERRORS.has(error.code)) && failures < 2;
}

/**
 * The app's one cache of server state (TanStack Query), shared by the member and admin areas: a
 * member who opens a form and comes back sees the list at once, refreshed behind it; what an
 * administrator publishes invalidates the lists that show it. Only the area chunks import this
 * module, so the cache never joins the first download of `/`. Features set their own freshness
 * (`staleTime`) in their query options where the default does not suit.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: worthRetrying, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * The cache belongs to one account: when the signed-in account changes (sign-out, here or in
 * another tab, or another person signing in at a shared computer) everything cached is dropped,
 * so nobody sees the previous account's forms, answers or scores, even for a moment.
 */
export function dropCacheOnAccountChange(client: QueryClient, signIn: { subscribe: (listener: (state: SignedIn) => void) => () => void; getState: () => SignedIn }): () => void {
  let account = signIn.getState().status === 'ready' ? (signIn.getState().user?.uid ?? null) : undefined;
  return signIn.subscribe((state) => {
    if (state.status !== 'ready') return;
    const now = state.user?.uid ?? null;
    if (account !== undefined && now !== account) client.clear();
    account = now;
  });
}

dropCacheOnAccountChange(queryClient, useSignedIn);

/** An area's page inside the app's query cache. */
export function withQueryCache<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryCache(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryCache.displayName = `WithQueryCache(${Page.displayName ?? Page.name})`;
  return WithQueryCache;
}
