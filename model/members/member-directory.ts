/**
 * The administrators' members list: `users/{uid}.directory`, a small map the list
 * filters, searches and shows without reading any other document. Shared by the rules (the
 * registration defaults), the functions that keep it current, the seed, the backfill and the web
 * app. Pure; parsers never throw.
 *
 * Who writes what (clients never change it, except `name` with their own displayName):
 * - registration (client, rules-checked): exactly `newMemberDirectory(displayName)`;
 * - `name`: the lower-cased displayName (rules: must follow the displayName on every change);
 * - `role`: setAdmin and the admin CLI, beside the claim;
 * - `plan`: stripeWebhook, beside `membership` (`directoryPlan`);
 * - `onboarding`, `lastSubmissionAt`, `openFlags`, `flagged`: submitResponse (in its transaction);
 *   `openFlags`, `flagged`: acknowledgeFlag (in its transaction).
 * Every value is stored (never left missing) so that "no plan", "members" and "no open flags" are
 * equality filters too: Firestore cannot query for a missing field.
 */
import { MEMBERSHIP_PLANS, type Membership, type MembershipPlan } from '../shop/shop-documents.ts';
import { oneOf, oneOfOrNull, recordOrNull } from '@engine';

export const DIRECTORY_PLANS = [...MEMBERSHIP_PLANS, 'none'] as const;
export type DirectoryPlan = (typeof DIRECTORY_PLANS)[number];
export const DIRECTORY_ONBOARDING = ['done', 'pending'] as const;
export type DirectoryOnboarding = (typeof DIRECTORY_ONBOARDING)[number];
export const DIRECTORY_ROLES = ['admin', 'member'] as const;
export type DirectoryRole = (typeof DIRECTORY_ROLES)[number];
export const DIRECTORY_FLAGS = ['open', 'none'] as const;
export type DirectoryFlags = (typeof DIRECTORY_FLAGS)[number];

/** users/{uid}.directory. */
export interface MemberDirectory<Time> {
  /** the displayName lower-cased: prefix search by name */
  name: string;
  role: DirectoryRole;
  /** the plan of a membership that is active or past due (being retried); otherwise 'none' */
  plan: DirectoryPlan;
  /** 'done' once the initial assessment is submitted */
  onboarding: DirectoryOnboarding;
  /** flags raised on the member's responses and not yet acknowledged */
  openFlags: number;
  /** openFlags > 0 (an equality filter, so it combines with the list's order) */
  flagged: boolean;
  lastSubmissionAt: Time | null;
}

/** The map field on users/{uid}. */
export const DIRECTORY_FIELD = 'directory' as const;

/** The search key of a display name (the rules compare it with `displayName.lower()`). */
export function directoryName(displayName: unknown): string {
  return typeof displayName === 'string' ? displayName.toLowerCase() : '';
}

/** users/{uid} data -> the name lists show: its display name, else its email, else '' (the caller shows the id). */
export function memberListName(data: { displayName?: unknown; email?: unknown }): string {
  return typeof data.displayName === 'string' && data.displayName.trim() !== '' ? data.displayName : typeof data.email === 'string' ? data.email : '';
}

/** What a new member's profile carries (the rules accept exactly this at registration). */
export function newMemberDirectory(displayName: string): MemberDirectory<null> {
  return { name: directoryName(displayName), role: 'member', plan: 'none', onboarding: 'pending', openFlags: 0, flagged: false, lastSubmissionAt: null };
}

/** The plan a membership puts in the directory: its plan while it gives access by status. */
export function directoryPlan(membership: Pick<Membership<unknown>, 'plan' | 'status'> | { plan?: unknown; status?: unknown } | null | undefined): DirectoryPlan {
  if (!membership || (membership.status !== 'active' && membership.status !== 'past_due')) return 'none';
  return MEMBERSHIP_PLANS.includes(membership.plan as MembershipPlan) ? (membership.plan as MembershipPlan) : 'none';
}

/** The two flag fields after a change of `delta` open flags (never below zero). */
export function directoryFlagFields(openFlagsBefore: unknown, delta: number): { openFlags: number; flagged: boolean } {
  const before = typeof openFlagsBefore === 'number' && Number.isFinite(openFlagsBefore) && openFlagsBefore > 0 ? Math.floor(openFlagsBefore) : 0;
  const openFlags = Math.max(0, before + delta);
  return { openFlags, flagged: openFlags > 0 };
}

/**
 * The whole directory of a stored users/{uid} document (the seed and the backfill): everything
 * but the flag count and last submission comes from the profile itself.
 */
export function memberDirectoryOf<Time>(
  user: unknown,
  activity: { openFlags: number; lastSubmissionAt: Time | null },
): MemberDirectory<Time> {
  const data = recordOrNull(user) ?? {};
  const membership = recordOrNull(data.membership) ?? {};
  const onboarding = recordOrNull(data.onboarding) ?? {};
  const done = onboarding.initialAssessmentAt !== undefined && onboarding.initialAssessmentAt !== null;
  return {
    name: directoryName(data.displayName),
    role: data.role === 'admin' ? 'admin' : 'member',
    plan: directoryPlan(membership),
    onboarding: done ? 'done' : 'pending',
    ...directoryFlagFields(activity.openFlags, 0),
    lastSubmissionAt: activity.lastSubmissionAt,
  };
}

/** A stored directory as read (missing or odd values read as the defaults). */
export function readMemberDirectory<Time>(input: unknown): MemberDirectory<Time> {
  const data = recordOrNull(input) ?? {};
  const flags = directoryFlagFields(data.openFlags, 0);
  return {
    name: typeof data.name === 'string' ? data.name : '',
    role: oneOf(data.role, DIRECTORY_ROLES, 'member'),
    plan: oneOf(data.plan, DIRECTORY_PLANS, 'none'),
    onboarding: oneOf(data.onboarding, DIRECTORY_ONBOARDING, 'pending'),
    ...flags,
    lastSubmissionAt: (data.lastSubmissionAt ?? null) as Time | null,
  };
}

// ---- the list's filters (the page keeps them in the address: ?q=&plan=&onboarding=&flags=&role=) ----

export interface MembersFilter {
  /** what the administrator typed: a name's start, or an email address's start (with '@') */
  q: string;
  plan: DirectoryPlan | null;
  onboarding: DirectoryOnboarding | null;
  flags: DirectoryFlags | null;
  role: DirectoryRole | null;
}

export const MEMBERS_SEARCH_MAX = 100;
export const EMPTY_MEMBERS_FILTER: MembersFilter = { q: '', plan: null, onboarding: null, flags: null, role: null };

/** The filter in an address (unknown values are ignored, the search is trimmed and capped). */
export function parseMembersFilter(params: { get(name: string): string | null }): MembersFilter {
  return {
    q: (params.get('q') ?? '').trim().slice(0, MEMBERS_SEARCH_MAX),
    plan: oneOfOrNull(params.get('plan'), DIRECTORY_PLANS),
    onboarding: oneOfOrNull(params.get('onboarding'), DIRECTORY_ONBOARDING),
    flags: oneOfOrNull(params.get('flags'), DIRECTORY_FLAGS),
    role: oneOfOrNull(params.get('role'), DIRECTORY_ROLES),
  };
}

/** The address parameters of a filter (only those set, in a fixed order). */
export function membersFilterParams(filter: MembersFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.q.trim()) params.q = filter.q.trim();
  for (const key of ['plan', 'onboarding', 'flags', 'role'] as const) {
    const value = filter[key];
    if (value) params[key] = value;
  }
  return params;
}

/**
 * How a search runs: an email address's start (it has an '@'; Auth keeps addresses lower-case)
 * or a name's start (lower-cased, as `directory.name`). Null: no search, newest members first.
 */
export function membersSearch(q: string): { field: 'email' | 'name'; prefix: string } | null {
  const prefix = q.trim().toLowerCase();
  if (!prefix) return null;
  return { field: prefix.includes('@') ? 'email' : 'name', prefix };
}
