import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPublishedForms } from './dashboard-api';
import { memberForms } from '../member-forms';

/** Query keys of the dashboard's server state. */
export const dashboardKeys = {
  publishedForms: ['forms', 'published'] as const,
};

/** The forms a member can fill in (forms/{id} with status published), in the dashboard's order. */
export const publishedFormsQuery = () =>
  // fresh for a minute: a member back from a form sees the list at once, refreshed behind it after that
  queryOptions({ queryKey: dashboardKeys.publishedForms, queryFn: () => listPublishedForms(), select: memberForms, staleTime: 60_000 });

export function usePublishedForms() {
  return useQuery(publishedFormsQuery());
}

/** The same published forms as read (one request shared with the list above), for titles. */
export function usePublishedFormSummaries() {
  return useQuery({ queryKey: dashboardKeys.publishedForms, queryFn: () => listPublishedForms(), staleTime: 60_000 });
}
