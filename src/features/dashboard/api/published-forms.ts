import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPublishedForms } from './dashboard-api';
import { memberForms } from '../member-forms';

/** Query keys of the dashboard's server state. */
export const dashboardKeys = {
  publishedForms: ['forms', 'published'] as const,
};

/** The forms a member can fill in (forms/{id} with status published), in the dashboard's order. */
export const publishedFormsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.publishedForms, queryFn: () => listPublishedForms(), select: memberForms });

export function usePublishedForms() {
  return useQuery(publishedFormsQuery());
}
