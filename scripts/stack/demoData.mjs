// The demo data `npm run dev` and the end-to-end tests start from. Plain data, no Firebase:
// tests can import the accounts from here instead of copying passwords.
import { DEMO_COURSE_DOCUMENTS } from './demoCourses.mjs';
import { DEMO_RESOURCE_DOCUMENTS } from './demoResources.mjs';
import { DEMO_MEMBERSHIPS, DEMO_SHOP_DOCUMENTS } from './demoShop.mjs';
import { DEMO_POST_DOCUMENTS } from './demoPosts.mjs';
import { DEMO_MEDIA_DOCUMENTS } from './demoMedia.mjs';
import { DEMO_SESSION_DOCUMENTS } from './demoSessions.mjs';
import { DEMO_SETTINGS_DOCUMENTS } from './demoSettings.mjs';

export { DEMO_COURSES_SUMMARY } from './demoCourses.mjs';
export { DEMO_SHOP_SUMMARY } from './demoShop.mjs';

export const DEMO_PASSWORDS = Object.freeze({ admin: 'Admin-demo-2026!', member: 'Member-demo-2026!' });

/**
 * One administrator, one onboarded member, one member who has not finished onboarding, and a
 * second onboarded member (the reviewer's demo needs two members with responses).
 */
export const DEMO_ACCOUNTS = Object.freeze([
  // the administrator's second factor: an SMS to an Ofcom drama number (never a real phone); `npm run dev` prints each code
  { uid: 'demo-admin', email: 'admin@demo.test', password: DEMO_PASSWORDS.admin, displayName: 'Alex Morgan', role: 'administrator', admin: true, onboarded: true, secondFactorPhone: '+447700900100' },
  { uid: 'demo-member-1', email: 'member1@demo.test', password: DEMO_PASSWORDS.member, displayName: 'Sam Patel', role: 'member (onboarded)', admin: false, onboarded: true },
  { uid: 'demo-member-2', email: 'member2@demo.test', password: DEMO_PASSWORDS.member, displayName: 'Jo Evans', role: 'member (new: onboarding not done)', admin: false, onboarded: false },
  { uid: 'demo-member-3', email: 'member3@demo.test', password: DEMO_PASSWORDS.member, displayName: 'Priya Shah', role: 'member (onboarded, a few responses)', admin: false, onboarded: true },
  // the members list e2e grants and revokes the administrator role on this account only (no other spec uses it)
  { uid: 'demo-member-4', email: 'member4@demo.test', password: DEMO_PASSWORDS.member, displayName: 'Robin Hale', role: 'member (onboarded; the role e2e)', admin: false, onboarded: true },
]);

const day = (iso) => new Date(`${iso}T09:00:00Z`);
export const HEALTH_NOTICE_VERSION = '2026-01';

/**
 * users/{uid} document of a demo account (dates as JS Dates; the seeder converts them).
 * @param {(typeof DEMO_ACCOUNTS)[number]} account
 */
export function demoUserDoc(account) {
  const doc = { displayName: account.displayName, email: account.email, createdAt: day('2026-01-05') };
  // as setAdmin writes it beside the claim: member counts leave administrators out
  if (account.admin) doc.role = 'admin';
  if (account.onboarded) {
    doc.consent = { healthData: { givenAt: day('2026-01-05'), noticeVersion: HEALTH_NOTICE_VERSION } };
    doc.onboarding = { healthConsentAt: day('2026-01-05'), initialAssessmentAt: day('2026-01-06') };
  }
  // as the webhook writes it (demoShop.mjs): member1 and member3 active, member2 none
  if (DEMO_MEMBERSHIPS[account.uid]) doc.membership = DEMO_MEMBERSHIPS[account.uid];
  return doc;
}

/** Content documents keyed by full path. `published` + `audience` drive the rules. */
export const DEMO_CONTENT = Object.freeze({
  // Courses, chapters, chapter bodies and the demo enrolments (demoCourses.mjs).
  ...DEMO_COURSE_DOCUMENTS,
  // Resources: the listing card and, apart, the resource itself (demoResources.mjs).
  ...DEMO_RESOURCE_DOCUMENTS,
  // Blog posts, media, sessions and the site settings: one module each.
  ...DEMO_POST_DOCUMENTS,
  ...DEMO_MEDIA_DOCUMENTS,
  ...DEMO_SESSION_DOCUMENTS,
  ...DEMO_SETTINGS_DOCUMENTS,
  // Products, orders and the enrolment a paid order made (demoShop.mjs).
  ...DEMO_SHOP_DOCUMENTS,
});
