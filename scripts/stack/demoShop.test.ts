import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_GRACE_HOURS, RESOURCE_LIMITS, membershipGivesAccess, readCourse, readEnrollment, readMembership, readOrder, readProduct, readResource, readResourceBody } from '@model';
import { DEMO_ACCOUNTS, DEMO_CONTENT, demoUserDoc } from './demoData.mjs';
import { DEMO_RESOURCE_DOCUMENTS } from './demoResources.mjs';
import { DEMO_MEMBERSHIPS, DEMO_SHOP_DOCUMENTS, DEMO_SHOP_SUMMARY } from './demoShop.mjs';

const paths = Object.keys(DEMO_CONTENT);
const idsUnder = (collection: string) => paths.filter((path) => new RegExp(`^${collection}/[^/]+$`).test(path)).map((path) => path.split('/')[1]!);
const product = (id: string) => readProduct(id, DEMO_CONTENT[`products/${id}`]);
const order = (id: string) => readOrder<Date>(DEMO_CONTENT[`orders/${id}`]);
const membershipOf = (uid: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.uid === uid)!;
  return readMembership<Date>(demoUserDoc(account).membership);
};
const DAY = 86_400_000;

describe('demo shop', () => {
  it('is in the demo content the seed writes, resources too', () => {
    for (const [path, data] of Object.entries({ ...DEMO_SHOP_DOCUMENTS, ...DEMO_RESOURCE_DOCUMENTS })) expect(DEMO_CONTENT[path]).toBe(data);
  });

  it('sells the monthly and annual memberships and the paid course, in that order; the included-with-membership course is not sold', () => {
    const ids = idsUnder('products');
    expect(ids.sort((a, b) => product(a).order - product(b).order)).toEqual(['membership-monthly', 'membership-annual', 'course-indian-head-massage-at-home']);
    expect(product('membership-monthly')).toMatchObject({ kind: 'membership', plan: 'monthly', pricePence: 1500, active: true, courseId: null });
    expect(product('membership-annual')).toMatchObject({ kind: 'membership', plan: 'annual', pricePence: 15000, active: true, courseId: null });
    expect(product('course-indian-head-massage-at-home')).toMatchObject({ kind: 'course', courseId: 'indian-head-massage-at-home', plan: null, pricePence: 0, active: true });
    expect(DEMO_CONTENT['products/course-trauma-informed-self-care']).toBeUndefined();
    for (const id of ids) expect(product(id).includes.length, id).toBeGreaterThan(0);
  });

  it('stores every product field as written, and sells only courses that are published and paid', () => {
    for (const id of idsUnder('products')) {
      const stored = DEMO_CONTENT[`products/${id}`]!;
      expect(readProduct(id, stored)).toEqual(stored);
      const sold = readProduct(id, stored);
      if (sold.kind !== 'course') continue;
      const course = readCourse<Date>(sold.courseId!, DEMO_CONTENT[`courses/${sold.courseId}`]);
      expect(course).toMatchObject({ access: 'paid', published: true, pricePence: 4900 });
    }
  });

  it('gives member1 an active monthly membership and member3 an active annual one, both renewing after the seed; member2 none', () => {
    const now = new Date();
    const member1 = membershipOf('demo-member-1');
    expect(member1).toMatchObject({ plan: 'monthly', status: 'active', subscriptionId: 'sub_demo_member1', productId: 'membership-monthly', cancelAtPeriodEnd: false });
    // relative to the seed: about 30 days ahead, so the demo never expires
    expect(member1.renewsAt!.getTime() - now.getTime()).toBeGreaterThan(29 * DAY);
    expect(member1.renewsAt!.getTime() - now.getTime()).toBeLessThanOrEqual(30 * DAY);
    expect(membershipOf('demo-member-3')).toMatchObject({ plan: 'annual', status: 'active', productId: 'membership-annual' });
    expect(membershipGivesAccess(member1, now)).toBe(true);
    expect(membershipGivesAccess(membershipOf('demo-member-3'), now)).toBe(true);
    expect(membershipGivesAccess(membershipOf('demo-member-2'), now)).toBe(false);
    expect(membershipOf('demo-member-2').status).toBe('none');
    // past renewsAt and the grace hours, member1 would lose access
    expect(membershipGivesAccess(member1, new Date(member1.renewsAt!.getTime() + (MEMBERSHIP_GRACE_HOURS + 1) * 3_600_000))).toBe(false);
    expect(demoUserDoc(DEMO_ACCOUNTS.find((a) => a.admin)!).membership).toBeUndefined();
  });

  it('stores the memberships as the webhook writes them (every field the reader knows, nothing else)', () => {
    for (const [uid, stored] of Object.entries(DEMO_MEMBERSHIPS)) expect(readMembership<Date>(stored), uid).toEqual(stored);
  });

  it('keeps orders as the functions write them: test mode, the server\'s price, paid ones with paidAt, the failed one with a reason', () => {
    const ids = idsUnder('orders');
    expect(ids.sort()).toEqual(['demo-order-member1-monthly', 'demo-order-member3-course', 'demo-order-member3-declined']);
    for (const id of ids) {
      expect(readOrder(DEMO_CONTENT[`orders/${id}`]), id).toEqual(DEMO_CONTENT[`orders/${id}`]);
      expect(order(id).testMode).toBe(true);
    }
    expect(order('demo-order-member1-monthly')).toMatchObject({
      uid: 'demo-member-1', productId: 'membership-monthly', kind: 'membership', plan: 'monthly', mode: 'subscription',
      amountPence: 1500, status: 'paid', subscriptionId: 'sub_demo_member1',
    });
    expect(order('demo-order-member3-course')).toMatchObject({
      uid: 'demo-member-3', productId: 'course-indian-head-massage-at-home', kind: 'course', mode: 'payment', amountPence: 4900, status: 'paid',
    });
    expect(order('demo-order-member3-course').paidAt).toBeInstanceOf(Date);
    expect(order('demo-order-member3-declined')).toMatchObject({ uid: 'demo-member-3', status: 'failed', paidAt: null });
    expect(order('demo-order-member3-declined').failureReason).toMatch(/declined/);
  });

  it('enrols member3 in the course their paid order bought (source purchase)', () => {
    const enrollment = readEnrollment<Date>(DEMO_CONTENT['enrollments/demo-member-3_indian-head-massage-at-home']);
    expect(enrollment).toMatchObject({ uid: 'demo-member-3', courseId: 'indian-head-massage-at-home', source: 'purchase' });
    for (const id of [...enrollment.completedChapters, enrollment.lastChapterId!]) {
      expect(DEMO_CONTENT[`courses/indian-head-massage-at-home/chapters/${id}`], id).toBeDefined();
    }
  });

  it('names the products and each member\'s membership in the seed summary', () => {
    const summary = DEMO_SHOP_SUMMARY.join('\n');
    expect(summary).toContain('membership-monthly (monthly, £15.00)');
    expect(summary).toContain('membership-annual (annual, £150.00)');
    expect(summary).toContain('course-indian-head-massage-at-home (course indian-head-massage-at-home, £49.00)');
    expect(summary).toMatch(/demo-member-1: monthly membership active until \d{4}-\d{2}-\d{2}/);
    expect(summary).toContain('demo-member-2: no membership');
  });
});

describe('demo resources', () => {
  const ids = Object.keys(DEMO_RESOURCE_DOCUMENTS).filter((path) => /^resources\/[^/]+$/.test(path)).map((path) => path.split('/')[1]!);
  const card = (id: string) => readResource<Date>(id, DEMO_CONTENT[`resources/${id}`]);
  const body = (id: string) => readResourceBody(DEMO_CONTENT[`resources/${id}/content/body`]);

  it('hold a public crisis article, a members-only download and worksheet, and a public link, all published, on three topics', () => {
    expect(card('support-lines')).toMatchObject({ kind: 'article', audience: 'public', topic: 'Crisis support', published: true });
    expect(card('sleep-diary')).toMatchObject({ kind: 'download', audience: 'members', topic: 'Sleep', published: true });
    expect(ids.map(card).filter((r) => r.kind === 'worksheet' && r.audience === 'members')).toHaveLength(1);
    expect(ids.map(card).filter((r) => r.kind === 'link' && r.audience === 'public')).toHaveLength(1);
    expect(new Set(ids.map((id) => card(id).topic))).toEqual(new Set(['Sleep', 'Grounding', 'Crisis support']));
  });

  it('store every card field as written and keep the resource itself in content/body only', () => {
    for (const id of ids) {
      const stored = DEMO_CONTENT[`resources/${id}`]!;
      expect(readResource(id, stored), id).toEqual(stored);
      expect(stored).not.toHaveProperty('url');
      expect(stored).not.toHaveProperty('body');
      const storedBody = DEMO_CONTENT[`resources/${id}/content/body`];
      expect(readResourceBody(storedBody), id).toEqual(storedBody);
    }
  });

  it('give articles and worksheets Markdown, links and downloads an https URL, within the limits', () => {
    for (const id of ids) {
      const { kind } = card(id);
      if (kind === 'article' || kind === 'worksheet') expect(body(id).markdown.length, id).toBeGreaterThan(100);
      if (kind === 'link' || kind === 'download') expect(body(id).url, id).toMatch(/^https:\/\//);
      expect(body(id).markdown.length).toBeLessThanOrEqual(RESOURCE_LIMITS.markdown);
    }
  });

  it('name the UK crisis routes in the public support article', () => {
    const markdown = body('support-lines').markdown;
    for (const route of ['999', 'A&E', 'NHS 111', 'option 2', '116 123', '85258']) expect(markdown).toContain(route);
  });
});
