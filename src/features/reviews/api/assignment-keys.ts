/** Query keys of the assignments area (a member's assignments; the forms an administrator may assign). */
export const assignmentKeys = {
  all: ['assignments'] as const,
  member: (memberId: string) => [...assignmentKeys.all, 'member', memberId] as const,
  forms: () => [...assignmentKeys.all, 'forms'] as const,
  /** a member's recurring assignments */
  series: (memberId: string) => [...assignmentKeys.all, 'series', memberId] as const,
};
