// The demo blog posts (issue 13). Plain data, no Firebase, merged into DEMO_CONTENT (demoData.mjs).
const day = (iso) => new Date(`${iso}T09:00:00Z`);

/** Documents keyed by full path (dates as JS Dates; the seeder converts them). */
export const DEMO_POST_DOCUMENTS = Object.freeze({
  'posts/welcome': {
    published: true, audience: 'public', title: 'Welcome to the practice', excerpt: 'What to expect from our courses and sessions.',
    body: 'We offer trauma-informed courses, assessments and Indian head massage.', author: 'Alex Morgan',
    publishedAt: day('2026-01-10'),
  },
});
