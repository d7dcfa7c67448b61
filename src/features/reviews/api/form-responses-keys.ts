import type { ResponsesFilter } from './form-responses-api';

/** Query keys of the responses-per-form page. */
export const formResponsesKeys = {
  all: ['form-responses'] as const,
  list: (formId: string, filter: ResponsesFilter) =>
    [...formResponsesKeys.all, 'list', formId, { ...filter, from: filter.from?.toISOString() ?? null, to: filter.to?.toISOString() ?? null }] as const,
  versions: (formId: string) => [...formResponsesKeys.all, 'versions', formId] as const,
  memberName: (memberId: string) => [...formResponsesKeys.all, 'member-name', memberId] as const,
  forms: () => [...formResponsesKeys.all, 'forms'] as const,
};
