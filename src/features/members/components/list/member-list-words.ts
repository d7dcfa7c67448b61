import type { DirectoryFlags, DirectoryOnboarding, DirectoryPlan, DirectoryRole, MembersFilter, MembershipStatus } from '@model';

/** The filters' choices, in the words the page shows (value null: any). */
export const PLAN_CHOICES: readonly { value: DirectoryPlan | null; label: string }[] = [
  { value: null, label: 'Any' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
  { value: 'none', label: 'No membership' },
];
export const ONBOARDING_CHOICES: readonly { value: DirectoryOnboarding | null; label: string }[] = [
  { value: null, label: 'Any' },
  { value: 'done', label: 'Finished' },
  { value: 'pending', label: 'Not finished' },
];
export const FLAG_CHOICES: readonly { value: DirectoryFlags | null; label: string }[] = [
  { value: null, label: 'Any' },
  { value: 'open', label: 'Has open flags' },
  { value: 'none', label: 'No open flags' },
];
export const ROLE_CHOICES: readonly { value: DirectoryRole | null; label: string }[] = [
  { value: null, label: 'Any' },
  { value: 'member', label: 'Members' },
  { value: 'admin', label: 'Administrators' },
];

const PLAN_WORDS: Readonly<Record<DirectoryPlan, string>> = { monthly: 'Monthly', annual: 'Annual', none: 'None' };

/** The plan column: the plan, with the membership's state when it is not simply active. */
export function planText(row: { plan: DirectoryPlan; membershipStatus: MembershipStatus }): string {
  if (row.plan !== 'none') return row.membershipStatus === 'past_due' ? `${PLAN_WORDS[row.plan]} (payment being retried)` : PLAN_WORDS[row.plan];
  if (row.membershipStatus === 'cancelled') return 'None (cancelled)';
  if (row.membershipStatus === 'lapsed') return 'None (lapsed)';
  return 'None';
}

/** The open flags column. */
export function flagsText(openFlags: number): string {
  if (openFlags === 0) return 'None';
  return openFlags === 1 ? '1 open flag' : `${openFlags} open flags`;
}

/** Whether any filter (search included) narrows the list. */
export function isFiltered(filter: MembersFilter): boolean {
  return filter.q.trim() !== '' || filter.plan !== null || filter.onboarding !== null || filter.flags !== null || filter.role !== null;
}

/** What an empty page says. */
export function emptyText(filter: MembersFilter): string {
  if (filter.q.trim()) return `No members match “${filter.q.trim()}”${isFiltered({ ...filter, q: '' }) ? ' with these filters' : ''}. Search by the start of a name, or of an email address (with @).`;
  return isFiltered(filter) ? 'No members match these filters.' : 'No members yet. Members appear here when they register.';
}

/** The line above the table: which members, which page. */
export function pageText(count: number, page: number, more: boolean): string {
  const members = count === 1 ? '1 member' : `${count} members`;
  return page === 1 && !more ? `${members}.` : `Page ${page}: ${members}${more ? ', more on the next page' : ''}.`;
}

/** How long the search waits after the last key before asking (ms). */
export const SEARCH_DEBOUNCE_MS = 300;
