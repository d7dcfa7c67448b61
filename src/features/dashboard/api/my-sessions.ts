import { useQuery } from '@tanstack/react-query';
import { listMyBookings, listUpcomingSessions } from './dashboard-api';

export type { MyBooking, SessionSummary } from '../../../data';

/** Query keys of the sessions on the dashboard (the sessions page, outside the cache, reads its own). */
export const mySessionKeys = {
  bookings: (uid: string) => ['sessions', 'bookings', uid] as const,
  upcoming: ['sessions', 'upcoming', 'signed-in'] as const,
};

/** The member's upcoming bookings, each with its session, soonest first. */
export function useMyBookings(uid: string, enabled = true) {
  return useQuery({ queryKey: mySessionKeys.bookings(uid), queryFn: () => listMyBookings(uid), staleTime: 60_000, enabled });
}

/** The next published sessions (a signed-in reader sees members-only ones too). */
export function useUpcomingSessions(enabled = true) {
  return useQuery({ queryKey: mySessionKeys.upcoming, queryFn: () => listUpcomingSessions(true), staleTime: 60_000, enabled });
}
