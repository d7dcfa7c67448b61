/**
 * Query keys of the member record's server state, so mutations invalidate what they change. The
 * reviewers' queries about a member (responses, notes, flags) share the root, so dropping a member's
 * record from the cache (after an erasure) drops those too.
 */
export const memberKeys = {
  all: ['member-record'] as const,
  profile: (memberId: string) => [...memberKeys.all, 'profile', memberId] as const,
  access: (memberId: string) => [...memberKeys.all, 'access', memberId] as const,
};
