// The demo data `npm run dev` and the end-to-end tests start from. Plain data, no Firebase:
// tests can import the accounts from here instead of copying passwords.

export const DEMO_PASSWORDS = Object.freeze({ admin: 'Admin-demo-2026!', member: 'Member-demo-2026!' });

/**
 * One administrator, one onboarded member, one member who has not finished onboarding, and a
 * second onboarded member (the reviewer's demo needs two members with responses).
 */
export const DEMO_ACCOUNTS = Object.freeze([
  { uid: 'demo-admin', email: 'admin@demo.test', password: DEMO_PASSWORDS.admin, displayName: 'Alex Morgan', role: 'administrator', admin: true, onboarded: true },
  { uid: 'demo-member-1', email: 'member1@demo.test', password: DEMO_PASSWORDS.member, displayName: 'Sam Patel', role: 'member (onboarded)', admin: false, onboarded: true },
  { uid: 'demo-member-2', email: 'member2@demo.test', password: DEMO_PASSWORDS.member, displayName: 'Jo Evans', role: 'member (new: onboarding not done)', admin: false, onboarded: false },
  { uid: 'demo-member-3', email: 'member3@demo.test', password: DEMO_PASSWORDS.member, displayName: 'Priya Shah', role: 'member (onboarded, a few responses)', admin: false, onboarded: true },
]);

const day = (iso) => new Date(`${iso}T09:00:00Z`);
export const HEALTH_NOTICE_VERSION = '2026-01';

/**
 * users/{uid} document of a demo account (dates as JS Dates; the seeder converts them).
 * @param {(typeof DEMO_ACCOUNTS)[number]} account
 */
export function demoUserDoc(account) {
  const doc = { displayName: account.displayName, email: account.email, createdAt: day('2026-01-05') };
  if (account.onboarded) {
    doc.consent = { healthData: { givenAt: day('2026-01-05'), noticeVersion: HEALTH_NOTICE_VERSION } };
    doc.onboarding = { healthConsentAt: day('2026-01-05'), initialAssessmentAt: day('2026-01-06') };
  }
  if (!account.admin) {
    doc.membership = account.onboarded
      ? { plan: 'monthly', status: 'active', renewsAt: day('2027-01-05') }
      : { plan: null, status: 'none', renewsAt: null };
  }
  return doc;
}

const published = (audience) => ({ published: true, audience });

/** Content documents keyed by full path. `published` + `audience` drive the rules. */
export const DEMO_CONTENT = Object.freeze({
  'courses/grounding-basics': {
    ...published('public'), title: 'Grounding basics', slug: 'grounding-basics',
    summary: 'Five short practices for steadying yourself when stress runs high.',
    description: 'A free introductory course: breathing, orienting, and body-based grounding you can use anywhere.',
    priceGBP: 0, chapterCount: 2, order: 1, createdAt: day('2026-01-10'), updatedAt: day('2026-01-10'),
  },
  'courses/grounding-basics/chapters/breathing': {
    ...published('public'), title: 'Breathing that settles', order: 1, durationMinutes: 8,
    body: '## Box breathing\nBreathe in for 4, hold for 4, out for 4, hold for 4. Repeat four times.',
    videoUrl: 'https://example.org/media/box-breathing.mp4',
  },
  'courses/grounding-basics/chapters/orienting': {
    ...published('public'), title: 'Orienting to the room', order: 2, durationMinutes: 6,
    body: '## Five things\nName five things you can see, four you can hear, three you can touch.',
    videoUrl: null,
  },
  'courses/trauma-informed-self-care': {
    ...published('members'), title: 'Trauma-informed self-care', slug: 'trauma-informed-self-care',
    summary: 'A six-week members\' course on routines, boundaries and recovery.',
    description: 'Builds steady daily habits with weekly reflection. Not a substitute for therapy.',
    priceGBP: 4900, chapterCount: 1, order: 2, createdAt: day('2026-01-12'), updatedAt: day('2026-01-12'),
  },
  'courses/trauma-informed-self-care/chapters/week-1': {
    ...published('members'), title: 'Week 1: a steady morning', order: 1, durationMinutes: 15,
    body: '## A steady morning\nPick one small anchor for each morning this week.', videoUrl: null,
  },
  'courses/draft-course': {
    published: false, audience: 'members', title: 'Sleep and recovery (draft)', slug: 'draft-course',
    summary: 'Not published yet.', description: '', priceGBP: 0, chapterCount: 0, order: 3,
    createdAt: day('2026-01-20'), updatedAt: day('2026-01-20'),
  },
  'resources/support-lines': {
    ...published('public'), title: 'Where to get urgent help', kind: 'article',
    summary: '999 or A&E in an emergency; NHS 111 option 2; Samaritans 116 123; text SHOUT to 85258.',
    url: null, createdAt: day('2026-01-08'),
  },
  'resources/sleep-diary': {
    ...published('members'), title: 'Sleep diary template', kind: 'download',
    summary: 'A one-page weekly sleep diary to bring to sessions.', url: 'https://example.org/files/sleep-diary.pdf',
    createdAt: day('2026-01-09'),
  },
  'posts/welcome': {
    ...published('public'), title: 'Welcome to the practice', excerpt: 'What to expect from our courses and sessions.',
    body: 'We offer trauma-informed courses, assessments and Indian head massage.', author: 'Alex Morgan',
    publishedAt: day('2026-01-10'),
  },
  'media/grounding-audio': {
    ...published('public'), title: 'Five-minute grounding (audio)', kind: 'audio',
    url: 'https://example.org/media/grounding.mp3', durationSeconds: 300, createdAt: day('2026-01-11'),
  },
  'sessions/group-grounding': {
    ...published('members'), title: 'Group grounding session', startsAt: day('2027-02-02'), durationMinutes: 60,
    location: 'Online', capacity: 12, createdAt: day('2026-01-15'),
  },
  'products/membership-monthly': {
    title: 'Monthly membership', kind: 'membership', plan: 'monthly', priceGBP: 1500, active: true,
  },
  'products/course-trauma-informed-self-care': {
    title: 'Trauma-informed self-care (course)', kind: 'course', courseId: 'trauma-informed-self-care', priceGBP: 4900, active: true,
  },
  'enrollments/demo-member-1_trauma-informed-self-care': {
    uid: 'demo-member-1', courseId: 'trauma-informed-self-care', source: 'seed', completedChapters: [], lastChapterId: null,
    createdAt: day('2026-01-13'),
  },
});
