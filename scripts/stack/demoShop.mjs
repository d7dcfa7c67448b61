// The demo shop: plain data, no Firebase, merged into DEMO_CONTENT and the users'
// documents (demoData.mjs). Shapes are model/shop/shop-documents.ts. Dates are relative to
// the moment the seed loads this file, so the demo memberships never run out (a database seeded
// long ago keeps its documents: `npm run seed -- --reset` renews them).
import IMMEDIATE_ACCESS from '../../schemas/shop/immediate-access.json' with { type: 'json' };
import { DEMO_COURSE_DOCUMENTS } from './demoCourses.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MEMBERSHIP_MONTHLY = 'membership-monthly';
const MEMBERSHIP_ANNUAL = 'membership-annual';
const HEAD_MASSAGE_PRODUCT = 'course-indian-head-massage-at-home';
const HEAD_MASSAGE_COURSE = 'indian-head-massage-at-home';

/** When the seed runs: every demo date is counted from here. */
const seededAt = new Date();
const daysFromSeed = (days) => new Date(seededAt.getTime() + days * DAY);
const seconds = (date) => Math.floor(date.getTime() / 1000);
const pounds = (pence) => `£${(pence / 100).toFixed(2)}`;
/** A course product's price is its course's (shop-documents.ts): the demo course's pricePence. */
const coursePrice = (courseId) => DEMO_COURSE_DOCUMENTS[`courses/${courseId}`]?.pricePence ?? 0;

/** products/{id}, in shop order. A course product has no price: the course's pricePence is it. */
const PRODUCTS = {
  [MEMBERSHIP_MONTHLY]: {
    title: 'Monthly membership',
    summary: 'Every members\' course and resource, month by month.',
    includes: [
      'Every members-only course, including Trauma-informed self-care',
      'Members-only worksheets and downloads',
      'Cancel any time: access runs to the end of the month you paid for',
    ],
    kind: 'membership', courseId: null, plan: 'monthly', pricePence: 1500, active: true, order: 1,
  },
  [MEMBERSHIP_ANNUAL]: {
    title: 'Annual membership',
    summary: 'A year of members\' courses and resources for the price of ten months.',
    includes: [
      'Everything in the monthly membership',
      'Two months free compared with paying monthly',
      'Cancel any time: access runs to the end of the year you paid for',
    ],
    kind: 'membership', courseId: null, plan: 'annual', pricePence: 15000, active: true, order: 2,
  },
  [HEAD_MASSAGE_PRODUCT]: {
    title: 'Indian head massage at home (course)',
    summary: 'A calming ten-minute routine for shoulders, neck and scalp to share with someone close to you.',
    includes: ['All 3 chapters, yours to keep', 'A printable routine card', 'Videos you can pause and replay'],
    kind: 'course', courseId: HEAD_MASSAGE_COURSE, plan: null, pricePence: 0, active: true, order: 3,
  },
};

/** users/{uid}.membership of the demo members, as the webhook leaves it (member2 has none). */
export const DEMO_MEMBERSHIPS = Object.freeze({
  'demo-member-1': {
    plan: 'monthly', status: 'active', renewsAt: daysFromSeed(30), cancelAtPeriodEnd: false,
    subscriptionId: 'sub_demo_member1', productId: MEMBERSHIP_MONTHLY,
    eventCreated: seconds(daysFromSeed(-1)), updatedAt: daysFromSeed(-1),
  },
  'demo-member-2': {
    plan: null, status: 'none', renewsAt: null, cancelAtPeriodEnd: false,
    subscriptionId: null, productId: null, eventCreated: 0, updatedAt: null,
  },
  'demo-member-3': {
    plan: 'annual', status: 'active', renewsAt: daysFromSeed(200), cancelAtPeriodEnd: false,
    subscriptionId: 'sub_demo_member3', productId: MEMBERSHIP_ANNUAL,
    eventCreated: seconds(daysFromSeed(-165)), updatedAt: daysFromSeed(-165),
  },
});

/** An order as the functions leave it, at the server's price; local test mode (nothing was ever charged). */
function order(id, { uid, productId, status, at, subscriptionId = null, failureReason = null }) {
  const product = PRODUCTS[productId];
  const amountPence = product.kind === 'course' ? coursePrice(product.courseId) : product.pricePence;
  const paid = status === 'paid';
  return {
    [`orders/${id}`]: {
      uid, productId, productTitle: product.title, kind: product.kind, courseId: product.courseId, plan: product.plan,
      amountPence, currency: 'gbp', mode: product.kind === 'membership' ? 'subscription' : 'payment',
      status, testMode: true, checkoutSessionId: `cs_local_${id}`, subscriptionId, failureReason,
      // the box the buyer ticked asking for access at once, as createCheckoutSession keeps it
      immediateAccess: { version: IMMEDIATE_ACCESS.version, words: IMMEDIATE_ACCESS.words[product.kind] },
      createdAt: at, updatedAt: at, paidAt: paid ? at : null,
    },
  };
}

/**
 * Products, orders and the enrolment member3's paid order made (documents keyed by full path).
 * member1 paid for the monthly membership yesterday; member3's first try at the head-massage
 * course failed (card declined), the second was paid and enrolled them (source 'purchase').
 */
export const DEMO_SHOP_DOCUMENTS = Object.freeze({
  ...Object.fromEntries(Object.entries(PRODUCTS).map(([id, product]) => [`products/${id}`, product])),
  ...order('demo-order-member1-monthly', {
    uid: 'demo-member-1', productId: MEMBERSHIP_MONTHLY, status: 'paid', at: daysFromSeed(-1), subscriptionId: 'sub_demo_member1',
  }),
  ...order('demo-order-member3-declined', {
    uid: 'demo-member-3', productId: HEAD_MASSAGE_PRODUCT, status: 'failed', at: daysFromSeed(-12),
    failureReason: 'Your card was declined. Nothing was charged.',
  }),
  ...order('demo-order-member3-course', {
    uid: 'demo-member-3', productId: HEAD_MASSAGE_PRODUCT, status: 'paid', at: daysFromSeed(-11),
  }),
  [`enrollments/demo-member-3_${HEAD_MASSAGE_COURSE}`]: {
    uid: 'demo-member-3', courseId: HEAD_MASSAGE_COURSE, source: 'purchase', completedChapters: ['preparing'], lastChapterId: 'techniques',
    createdAt: daysFromSeed(-11), updatedAt: daysFromSeed(-10), completedAt: null,
  },
});

/** Lines for the seed's summary: the products and who holds a membership. */
export const DEMO_SHOP_SUMMARY = Object.freeze([
  ...Object.entries(PRODUCTS).map(([id, product]) =>
    `${id} (${product.kind === 'course' ? `course ${product.courseId}, ${pounds(coursePrice(product.courseId))}` : `${product.plan}, ${pounds(product.pricePence)}`})`),
  ...Object.entries(DEMO_MEMBERSHIPS).map(([uid, membership]) =>
    `${uid}: ${membership.status === 'none' ? 'no membership' : `${membership.plan} membership ${membership.status} until ${membership.renewsAt.toISOString().slice(0, 10)}`}`),
]);
