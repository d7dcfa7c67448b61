/** Query keys of the form builder's server state, in one place so mutations invalidate what they change. */
export const formKeys = {
  all: ['forms'] as const,
  list: () => [...formKeys.all, 'list'] as const,
  responses: (formId: string) => [...formKeys.all, 'responses', formId] as const,
  builderStart: (formId: string) => [...formKeys.all, 'builder-start', formId] as const,
  preview: (formId: string, version: string) => [...formKeys.all, 'preview', formId, version] as const,
  versions: (formId: string) => [...formKeys.all, 'versions', formId] as const,
  openDrafts: (formId: string) => [...formKeys.all, 'open-drafts', formId] as const,
};
