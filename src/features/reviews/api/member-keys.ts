/**
 * Query keys of what reviewers read about a member, so mutations invalidate what they change. Under
 * the member record's root key, so dropping a member's record from the cache (after an erasure)
 * drops these too.
 */
export const memberKeys = {
  all: ['member-record'] as const,
  responses: (memberId: string) => [...memberKeys.all, 'responses', memberId] as const,
  response: (responseId: string) => [...memberKeys.all, 'response', responseId] as const,
  memberNotes: (memberId: string) => [...memberKeys.all, 'member-notes', memberId] as const,
  responseNotes: (responseId: string) => [...memberKeys.all, 'response-notes', responseId] as const,
  flags: (responseId: string) => [...memberKeys.all, 'flags', responseId] as const,
  /** one per distinct form version: published versions never change */
  version: (formId: string, version: number) => [...memberKeys.all, 'version', formId, version] as const,
};
