import { committedForm, type CommittedFormId } from '../lib';
import type { GuardName } from './guards';

/**
 * Every route of the specification, with its exact path, area (lazy chunk), layout and guards.
 * Params listed in `ids` must be route ids (see lib ROUTE_ID) or the route answers 404.
 */
/**
 * `assessment`: the pages where members fill in forms, apart from the rest of the member area, so
 * a form opened directly (a link in an email, on a phone) does not download the dashboard's,
 * courses' and shop's code first. Signed in, like the member area. `courses`: the course pages and
 * the pages a payment returns to; `account`: the member's data page; both apart from the dashboard's
 * chunk (signed in too).
 */
export type Area = 'public' | 'member' | 'assessment' | 'courses' | 'account' | 'admin';

export interface RouteEntry {
  path: string;
  area: Area;
  /** name of the page component exported by the area module */
  page: string;
  guards: readonly (GuardName | (string & {}))[];
  ids?: readonly string[];
  /** a committed form's own route: the form it shows (its first reads start with the route) */
  formId?: CommittedFormId;
}

const AUTH = ['auth'] as const;
const ADMIN = ['auth', 'admin'] as const;

/** A committed form's own route of the specification (lib `COMMITTED_FORMS`), with its page. */
const committedFormRoute = (formId: CommittedFormId, page: string): RouteEntry => ({ path: committedForm(formId).path, area: 'assessment', page, guards: AUTH, formId });

export const routeTable: readonly RouteEntry[] = [
  // Public
  { path: '/', area: 'public', page: 'HomePage', guards: [] },
  { path: '/shop', area: 'public', page: 'ShopPage', guards: [] },
  { path: '/about', area: 'public', page: 'AboutPage', guards: [] },
  { path: '/login', area: 'public', page: 'LoginPage', guards: ['guest'] },
  { path: '/Register', area: 'public', page: 'RegisterPage', guards: ['guest'] },
  { path: '/ForgotPassword', area: 'public', page: 'ForgotPasswordPage', guards: ['guest'] },
  { path: '/Terms', area: 'public', page: 'TermsPage', guards: [] },
  { path: '/Privacy', area: 'public', page: 'PrivacyPage', guards: [] },
  { path: '/overwhelmed', area: 'public', page: 'OverwhelmedPage', guards: [] },
  { path: '/unauthorized', area: 'public', page: 'UnauthorizedPage', guards: [] },
  { path: '/membership', area: 'public', page: 'MembershipPage', guards: [] },
  { path: '/resources', area: 'public', page: 'ResourcesPage', guards: [] },
  { path: '/resources/:id', area: 'public', page: 'ResourcePage', guards: [], ids: ['id'] },
  { path: '/courses', area: 'public', page: 'CoursesPage', guards: [] },
  { path: '/View-blog/:id', area: 'public', page: 'BlogPostPage', guards: [], ids: ['id'] },
  { path: '/View-media/:id', area: 'public', page: 'MediaItemPage', guards: [], ids: ['id'] },
  // upcoming sessions for everyone; booking asks visitors to sign in
  { path: '/sessions', area: 'public', page: 'SessionsPage', guards: [] },
  // Members (the specification left several open; all need sign-in here)
  { path: '/dashboard', area: 'member', page: 'DashboardPage', guards: ['auth', 'dashboard-redirect'] },
  committedFormRoute('ptsd', 'PtsdPage'),
  committedFormRoute('indian-head', 'IndianHeadPage'),
  committedFormRoute('initial-assessment', 'InitialAssessmentPage'),
  { path: '/dashboard/forms/:id', area: 'assessment', page: 'AssessmentPage', guards: AUTH, ids: ['id'] },
  // a member's data rights: what is held, download, erasure
  { path: '/dashboard/my-data', area: 'account', page: 'MyDataPage', guards: AUTH },
  // which reminder emails the member gets (the unsubscribe page links here)
  { path: '/dashboard/emails', area: 'account', page: 'EmailChoicesPage', guards: AUTH },
  // second factors: optional for members, required before anything of /admin for administrators
  { path: '/dashboard/sign-in-security', area: 'account', page: 'SignInSecurityPage', guards: AUTH },
  { path: '/payment-success', area: 'courses', page: 'PaymentSuccessPage', guards: AUTH },
  // the local test checkout (no Stripe keys): Pay / Fail / Cancel post signed events to the webhook
  { path: '/checkout/test/:orderId', area: 'courses', page: 'LocalCheckoutPage', guards: AUTH, ids: ['orderId'] },
  { path: '/courses/my-courses', area: 'courses', page: 'MyCoursesPage', guards: AUTH },
  { path: '/courses/:courseId', area: 'courses', page: 'CoursePage', guards: AUTH, ids: ['courseId'] },
  { path: '/courses/:courseId/success', area: 'courses', page: 'CourseSuccessPage', guards: AUTH, ids: ['courseId'] },
  { path: '/courses/:courseId/learn', area: 'courses', page: 'CourseLearnPage', guards: AUTH, ids: ['courseId'] },
  { path: '/courses/:courseId/learn/:chapterId', area: 'courses', page: 'CourseLearnPage', guards: AUTH, ids: ['courseId', 'chapterId'] },
  // Administrators (every /admin path is admin-only)
  { path: '/admin', area: 'admin', page: 'AdminHomePage', guards: ADMIN },
  { path: '/admin/forms', area: 'admin', page: 'AdminFormsPage', guards: ADMIN },
  { path: '/admin/resources', area: 'admin', page: 'AdminResourcesPage', guards: ADMIN },
  { path: '/admin/member/:id', area: 'admin', page: 'MemberPage', guards: ADMIN, ids: ['id'] },
  { path: '/admin/form-builder', area: 'admin', page: 'FormBuilderPage', guards: ADMIN },
  { path: '/admin/FormBuilder', area: 'admin', page: 'FormBuilderPage', guards: ADMIN },
  { path: '/admin/form-responses/:id', area: 'admin', page: 'FormResponsesPage', guards: ADMIN, ids: ['id'] },
  { path: '/admin/form-preview', area: 'admin', page: 'FormPreviewPage', guards: ADMIN },
  { path: '/admin/courses', area: 'admin', page: 'AdminCoursesPage', guards: ADMIN },
  { path: '/admin/orders', area: 'admin', page: 'AdminOrdersPage', guards: ADMIN },
  // every email sent and whether it arrived (never a body), with Send again
  { path: '/admin/mail', area: 'admin', page: 'MailDeliveriesPage', guards: ADMIN },
  { path: '/admin/courses/builder/:courseId', area: 'admin', page: 'CourseBuilderPage', guards: ADMIN, ids: ['courseId'] },
  { path: '/admin/add-media', area: 'admin', page: 'AddMediaPage', guards: ADMIN },
  { path: '/admin/add-session', area: 'admin', page: 'AddSessionPage', guards: ADMIN },
  // the blog, site settings and the members list
  { path: '/admin/blog', area: 'admin', page: 'AdminBlogPage', guards: ADMIN },
  { path: '/admin/settings', area: 'admin', page: 'AdminSettingsPage', guards: ADMIN },
  { path: '/admin/members', area: 'admin', page: 'AdminMembersPage', guards: ADMIN },
];
