// The demo sessions and bookings. Plain data, no Firebase, merged into
// DEMO_CONTENT (demoData.mjs). Times are relative to the seed run, so the sessions are always
// upcoming: +5, +12 and +26 days at whole hours (UTC). Each bookedCount equals its bookings.
const DAY = 86_400_000;
const seededAt = new Date();
/** `days` from the seed run's day, at `hour`:`minute` UTC. */
const at = (days, hour, minute = 0) => {
  const d = new Date(seededAt.getTime() + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour, minute));
};
const stamp = new Date('2026-11-01T09:00:00Z');

/** A demo member's booking, as bookSession writes it. */
const booking = (uid, displayName, email, sessionId) => ({ uid, displayName, email, sessionId, bookedAt: stamp });

/** Documents keyed by full path (dates as JS Dates; the seeder converts them). */
export const DEMO_SESSION_DOCUMENTS = Object.freeze({
  // members-only, online, plenty of seats (the e2e books it as member1): Priya has a seat
  'sessions/group-grounding': {
    title: 'Group grounding session', kind: 'group', audience: 'members', published: true, cancelled: false,
    description: 'A gentle hour of grounding and breathing practice together, on camera or off.\nBring a blanket and a glass of water.',
    startsAt: at(5, 10), endsAt: at(5, 11), location: { kind: 'online' },
    capacity: 12, bookedCount: 1, pricePence: null, createdAt: stamp, updatedAt: stamp, updatedBy: 'demo-admin',
  },
  // an online session's meeting link, apart: only booked members and administrators read it
  'sessions/group-grounding/private/link': { url: 'https://meet.example.com/group-grounding' },
  'sessions/group-grounding/bookings/demo-member-3': booking('demo-member-3', 'Priya Shah', 'member3@demo.test', 'group-grounding'),
  // public workshop in person, nearly full (one seat left)
  'sessions/breath-workshop': {
    title: 'Breathwork for busy minds (workshop)', kind: 'workshop', audience: 'public', published: true, cancelled: false,
    description: 'Two hours of practical breathwork you can use at your desk, on the train or before sleep. Mats provided.',
    startsAt: at(12, 13), endsAt: at(12, 15), location: { kind: 'place', place: 'The Studio, 14 Mill Lane, Bristol BS1 4AB' },
    capacity: 4, bookedCount: 3, pricePence: 2500, createdAt: stamp, updatedAt: stamp, updatedBy: 'demo-admin',
  },
  'sessions/breath-workshop/bookings/demo-admin': booking('demo-admin', 'Alex Morgan', 'admin@demo.test', 'breath-workshop'),
  'sessions/breath-workshop/bookings/demo-member-2': booking('demo-member-2', 'Jo Evans', 'member2@demo.test', 'breath-workshop'),
  'sessions/breath-workshop/bookings/demo-member-3': booking('demo-member-3', 'Priya Shah', 'member3@demo.test', 'breath-workshop'),
  // a 1:1 slot, paid at the session
  'sessions/one-to-one-check-in': {
    title: '1:1 check-in with Alex', kind: 'one-to-one', audience: 'public', published: true, cancelled: false,
    description: 'A private 45-minute conversation about how things are going and what might help next.',
    startsAt: at(12, 17), endsAt: at(12, 17, 45), location: { kind: 'place', place: 'Treatment room 2, 14 Mill Lane, Bristol' },
    capacity: 1, bookedCount: 0, pricePence: 4500, createdAt: stamp, updatedAt: stamp, updatedBy: 'demo-admin',
  },
  'sessions/sleep-and-recovery': {
    title: 'Sleep and recovery evening', kind: 'group', audience: 'public', published: true, cancelled: false,
    description: 'Wind-down stretches, a short talk on sleep, and a guided relaxation to finish.',
    startsAt: at(26, 19), endsAt: at(26, 20, 30), location: { kind: 'online' },
    capacity: 20, bookedCount: 0, pricePence: null, createdAt: stamp, updatedAt: stamp, updatedBy: 'demo-admin',
  },
  'sessions/sleep-and-recovery/private/link': { url: 'https://meet.example.com/sleep-evening' },
});
