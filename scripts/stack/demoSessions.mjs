// The demo sessions and bookings (issue 13). Plain data, no Firebase, merged into DEMO_CONTENT (demoData.mjs).
const day = (iso) => new Date(`${iso}T09:00:00Z`);

/** Documents keyed by full path (dates as JS Dates; the seeder converts them). */
export const DEMO_SESSION_DOCUMENTS = Object.freeze({
  'sessions/group-grounding': {
    published: true, audience: 'members', title: 'Group grounding session', startsAt: day('2027-02-02'), durationMinutes: 60,
    location: 'Online', capacity: 12, createdAt: day('2026-01-15'),
  },
});
