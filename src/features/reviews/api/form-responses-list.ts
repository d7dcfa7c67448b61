import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import {
  countFormResponses,
  joinResponseReviews,
  listFormResponses,
  type FormResponseRow,
  type ResponseReviewSummary,
  type ResponsesCursor,
  type ResponsesFilter,
  type ResponsesPage,
} from './form-responses-api';
import { formResponsesKeys } from './form-responses-keys';

/** Rows per page on screen ("Load more" asks for the next one with a Firestore cursor). */
export const RESPONSES_PAGE_SIZE = 50;

/**
 * The form's submitted responses, filtered and sorted on the server, a page at a time. A page
 * comes back as soon as its responses are read; its review documents (every flag, reviewer-only
 * ones too) are joined after (useRowReviews), so the rows are on screen one read sooner.
 */
export function useFormResponses(formId: string, filter: ResponsesFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: formResponsesKeys.list(formId, filter),
    queryFn: ({ pageParam }) => listFormResponses(formId, filter, pageParam, RESPONSES_PAGE_SIZE, 'later'),
    initialPageParam: null as ResponsesCursor | null,
    getNextPageParam: (page) => page.next,
    enabled,
    staleTime: 60_000,
  });
}

/** How many responses the filter matches (an aggregate count: no documents read). */
export function useFormResponsesCount(formId: string, filter: ResponsesFilter, enabled = true) {
  return useQuery({
    queryKey: [...formResponsesKeys.list(formId, filter), 'count'] as const,
    queryFn: () => countFormResponses(formId, filter),
    enabled,
    staleTime: 60_000,
  });
}

/** The rows of every page with their reviews, and which rows' flags are still being read (or could not be). */
export interface RowsWithReviews {
  rows: FormResponseRow[];
  /** rows whose review documents are not joined yet: their flags are not known */
  checking: ReadonlySet<string>;
  failed: boolean;
  retry: () => void;
}

/** Each page's review documents (one query per page, joinResponseReviews), joined to its rows as they arrive. */
export function useRowReviews(formId: string, filter: ResponsesFilter, pages: readonly ResponsesPage[]): RowsWithReviews {
  const reviews = useQueries({
    queries: pages.map((page) => ({
      queryKey: [...formResponsesKeys.list(formId, filter), 'reviews', page.rows.map((row) => row.id)] as const,
      queryFn: async (): Promise<Record<string, ResponseReviewSummary | null>> =>
        Object.fromEntries((await joinResponseReviews(formId, filter, page.rows)).map((row) => [row.id, row.review])),
      enabled: page.reviewsPending === true && page.rows.length > 0,
      staleTime: 60_000,
    })),
  });
  const checking = new Set<string>();
  const rows = pages.flatMap((page, i) => {
    if (!page.reviewsPending) return page.rows;
    const joined = reviews[i]?.data;
    if (!joined) {
      for (const row of page.rows) checking.add(row.id);
      return page.rows;
    }
    return page.rows.map((row) => ({ ...row, review: joined[row.id] ?? null }));
  });
  return {
    rows,
    checking,
    failed: reviews.some((query) => query.isError),
    retry: () => reviews.forEach((query) => void (query.isError ? query.refetch() : null)),
  };
}
