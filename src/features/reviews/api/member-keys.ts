/** Query keys of the member record's server state, so mutations invalidate what they change. */
export const memberKeys = {
  all: ['member-record'] as const,
  profile: (memberId: string) => [...memberKeys.all, 'profile', memberId] as const,
  responses: (memberId: string) => [...memberKeys.all, 'responses', memberId] as const,
  response: (responseId: string) => [...memberKeys.all, 'response', responseId] as const,
  memberNotes: (memberId: string) => [...memberKeys.all, 'member-notes', memberId] as const,
  responseNotes: (responseId: string) => [...memberKeys.all, 'response-notes', responseId] as const,
  flags: (responseId: string) => [...memberKeys.all, 'flags', responseId] as const,
  access: (memberId: string) => [...memberKeys.all, 'access', memberId] as const,
  /** one per distinct form version: published versions never change */
  version: (formId: string, version: number) => [...memberKeys.all, 'version', formId, version] as const,
};
