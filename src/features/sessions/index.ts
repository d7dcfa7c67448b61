/** Sessions feature: booked sessions — the public list with booking and cancelling, the home page's teaser, and the administrators' sessions page. */
import { lazy } from 'react';
/** `/sessions`: upcoming sessions, booking, the member's bookings, calendar files. */
export { SessionsPage } from './components/public/SessionsPage';
/** The home page's section of the next few sessions. */
export { UpcomingSessionsTeaser } from './components/public/UpcomingSessionsTeaser';
// The administrators' sessions page loads on its own: never in the public chunk that imports this index.
export const AddSessionPage = lazy(() => import('./components/admin/AddSessionPage').then((m) => ({ default: m.AddSessionPage })));
