/** Pages of the administrators' area: one lazily loaded chunk; every page has the app's query cache. */
import * as content from '../../features/content';
import * as courses from '../../features/courses';
import * as formBuilder from '../../features/form-builder';
import * as mail from '../../features/mail';
import * as members from '../../features/members';
import * as reviews from '../../features/reviews';
import * as sessions from '../../features/sessions';
import * as shop from '../../features/shop';
import { MemberRecordPage } from './member-record';
import { withQueryCache } from './query-cache';

/** The administrators' layout comes with their pages (router.tsx): none of it is on a public page. */
export { AdminLayout } from '../layouts/AdminLayout';

export const AdminHomePage = withQueryCache(reviews.AdminHomePage);
export const FormResponsesPage = withQueryCache(reviews.FormResponsesPage);
export const MemberPage = withQueryCache(MemberRecordPage);
export const AdminFormsPage = withQueryCache(formBuilder.AdminFormsPage);
export const FormBuilderPage = withQueryCache(formBuilder.FormBuilderPage);
export const FormPreviewPage = withQueryCache(formBuilder.FormPreviewPage);
export const AdminCoursesPage = withQueryCache(courses.AdminCoursesPage);
export const CourseBuilderPage = withQueryCache(courses.CourseBuilderPage);
export const AdminResourcesPage = withQueryCache(content.AdminResourcesPage);
export const AddMediaPage = withQueryCache(content.AddMediaPage);
export const AddSessionPage = withQueryCache(sessions.AddSessionPage);
export const AdminOrdersPage = withQueryCache(shop.AdminOrdersPage);
export const MailDeliveriesPage = withQueryCache(mail.MailDeliveriesPage);
export const AdminBlogPage = withQueryCache(content.AdminBlogPage);
export const AdminSettingsPage = withQueryCache(content.AdminSettingsPage);
export const AdminMembersPage = withQueryCache(members.AdminMembersPage);
