import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createCheckoutSession, loadProduct, watchMembership, type DataError } from './catalogue-api';
import { membershipGivesAccess, type CreateCheckoutSessionAnswer, type Membership } from '@model';

/**
 * The course page's door to the shop: a paid course's product, buying it, and whether the
 * member's membership opens a membership course. A course's product is `course-<courseId>` by
 * convention; its price is the course's own (the server reads it at checkout).
 */
export const courseProductId = (courseId: string) => `course-${courseId}`;

/** Whether the course is on sale: its product exists and is active (false: "Not on sale yet"). */
export function useCourseOnSale(courseId: string, enabled: boolean) {
  return useQuery<boolean, DataError>({
    queryKey: ['course-product', courseId],
    queryFn: async () => (await loadProduct(courseProductId(courseId)))?.active === true,
    enabled,
  });
}

/**
 * Starts a checkout for the course (the server creates the order at its price), once the member
 * asked for access at once (`immediateAccess`: the words' version, IMMEDIATE_ACCESS), and answers where
 * to go: in test mode the app's own checkout page (a path), else Stripe's page (a full load).
 */
export function useBuyCourse() {
  return useMutation<CreateCheckoutSessionAnswer, DataError, { courseId: string; immediateAccess: string }>({
    mutationFn: ({ courseId, immediateAccess }) => createCheckoutSession(courseProductId(courseId), immediateAccess),
  });
}

/** One rule for where a checkout answer leads (the shop follows it too). */
export { checkoutDestination } from '@model';

export type MembershipAccess = { status: 'loading' } | { status: 'ready'; givesAccess: boolean } | { status: 'error'; error: DataError };

/**
 * Live: whether the member's membership opens members' courses now (the rules' own test). Live so
 * a membership bought in another tab, or ending, shows without a reload.
 */
export function useMembershipAccess(uid: string | null): MembershipAccess & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${uid ?? ''}/${attempt}`;
  const [state, setState] = useState<MembershipAccess & { key: string }>({ status: 'loading', key });
  useEffect(() => {
    if (!uid) return undefined;
    return watchMembership(
      uid,
      (membership: Membership<Date>) => setState({ status: 'ready', givesAccess: membershipGivesAccess(membership, new Date()), key }),
      (error: DataError) => setState({ status: 'error', error, key }),
    );
  }, [uid, key]);
  const retry = () => setAttempt((n) => n + 1);
  return state.key === key ? { ...state, retry } : { status: 'loading', retry };
}
