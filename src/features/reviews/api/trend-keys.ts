/** Query keys of the scores-over-time chart's own reads (the versions it shares with the member record use `memberKeys.version`). */
export const trendKeys = {
  all: ['trends'] as const,
  /** every published version of a form with its migration: read only when a reviewer asks for answers by question */
  chain: (formId: string) => [...trendKeys.all, 'chain', formId] as const,
};
