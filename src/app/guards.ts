import { memberFormPath, safeNext } from '../lib';

/**
 * Route protections, named as in the specification. A guard is a pure decision: given who
 * is signed in and where the visitor is going, it answers null (go on) or a path to send them to.
 */
export interface GuardSignIn {
  signedIn: boolean;
  isAdmin: boolean;
  onboarded: boolean;
  /** an administrator whose sign-in has no second factor (none enrolled yet): sees only enrolment under /admin */
  needsSecondFactor?: boolean;
}

export interface GuardContext {
  signIn: GuardSignIn;
  /** path + search the visitor asked for */
  target: string;
}

export type Guard = (ctx: GuardContext) => string | null;

/** Where a member who has not finished onboarding starts: the initial assessment. */
export const ONBOARDING_PATH = memberFormPath('initial-assessment');

/** The sign-in security page: enrolling a second factor (optional for members, required of administrators). */
export const SECOND_FACTOR_PATH = '/dashboard/sign-in-security';

/** Pure: the path to return to after signing in, kept only when it is a local path. */
export function loginRedirect(target: string): string {
  return `/login?next=${encodeURIComponent(target)}`;
}

/** Pure: the ?next= of a path + search (URLSearchParams never throws, whatever the path holds). */
function nextParam(target: string): string | null {
  const query = target.indexOf('?');
  return query === -1 ? null : new URLSearchParams(target.slice(query + 1)).get('next');
}

export const guards = {
  auth: ({ signIn, target }) => (signIn.signedIn ? null : loginRedirect(target)),
  admin: ({ signIn, target }) => {
    if (!signIn.signedIn) return loginRedirect(target);
    if (!signIn.isAdmin) return '/unauthorized';
    // nothing of /admin before a second factor: the rules would refuse its reads anyway
    return signIn.needsSecondFactor ? `${SECOND_FACTOR_PATH}?next=${encodeURIComponent(target)}` : null;
  },
  // Signed in on a sign-in page: go where they were heading (?next=), else the dashboard.
  guest: ({ signIn, target }) => (signIn.signedIn ? safeNext(nextParam(target)) : null),
  'dashboard-redirect': ({ signIn, target }) => {
    if (!signIn.signedIn) return loginRedirect(target);
    if (signIn.isAdmin) return '/admin';
    return signIn.onboarded ? null : ONBOARDING_PATH;
  },
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;

/** Looks guards up by name; a route naming an unknown one is a programming error. */
export function resolveGuards(names: readonly string[]): Guard[] {
  return names.map((name) => {
    if (!Object.hasOwn(guards, name)) throw new Error('Unknown route middleware');
    return guards[name as GuardName];
  });
}

/**
 * Pure: may the page show before the sign-in is known? Only a page whose every guard is `guest`
 * (sign in, register, forgotten password), for a browser with no sign-in on record: it is almost
 * surely a visitor, so the form paints at once while Firebase loads; should a sign-in turn up
 * after all, the guard re-runs and sends them on.
 */
export function showsBeforeSignIn(names: readonly string[], signedInHint: boolean): boolean {
  return !signedInHint && names.length > 0 && names.every((name) => name === 'guest');
}

/** Runs guards in order; the first redirect wins. */
export function decide(list: readonly Guard[], ctx: GuardContext): string | null {
  for (const guard of list) {
    const to = guard(ctx);
    if (to) return to;
  }
  return null;
}
