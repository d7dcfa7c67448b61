/** Query keys of the triage page's one-off reads (the queue itself is a live listener). */
export const triageKeys = {
  all: ['triage'] as const,
  submission: (responseId: string) => [...triageKeys.all, 'submission', responseId] as const,
  memberName: (memberId: string) => [...triageKeys.all, 'member-name', memberId] as const,
  formTitles: () => [...triageKeys.all, 'form-titles'] as const,
  notOnboarded: () => [...triageKeys.all, 'not-onboarded'] as const,
};
