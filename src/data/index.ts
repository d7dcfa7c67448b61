/**
 * The data layer: the only code that imports `firebase/*`. This entry is deliberately
 * Firebase-free: every operation loads its Firebase module on first use, so a visitor of a
 * public page never downloads Firebase, while features can import this entry statically.
 */
import type { saveDraft as SaveDraft, submitResponse as SubmitResponse } from './assessments';
import type { MemberProfile } from './users';
import type { NewAssignment } from './assignments';
import type { FormDefinition } from '@engine';
import type { DeclaredChanges, FormAudience } from '@model';
import type { EnrollmentDocument, Membership } from '@model';
import type { PageCursor } from './member-records';
import { toDataError, type DataError } from './errors';
import type * as Reviews from './reviews';

export { settings, FUNCTIONS_REGION, type FirebaseSettings } from './config';
export { DataError, toDataError } from './errors';
export { preconnectToFirebase } from './preconnect';
export { useSession, startSession, refreshProfile, waitForUser, hasSignedInHint, prefetchSession, type Session } from './session';
export type { AuthUser } from './auth';
export type { MemberProfile } from './users';

const auth = () => import('./auth');
const users = () => import('./users');

export const signIn = async (email: string, password: string) => (await auth()).signIn(email, password);
export const register = async (input: { displayName: string; email: string; password: string }) => (await auth()).register(input);
export const signOut = async () => (await auth()).signOut();
export const requestPasswordReset = async (email: string) => (await auth()).requestPasswordReset(email);
export const emulatorResetLink = async (email: string) => (await auth()).emulatorResetLink(email);

/** Health-data consent goes through the server (callable recordConsent); refresh the session's profile after. */
export const giveHealthDataConsent = async (noticeVersion: string) => (await users()).giveHealthDataConsent(noticeVersion);
export const withdrawHealthDataConsent = async () => (await users()).withdrawHealthDataConsent();
/** Pure: onboarding is finished once health-data consent is recorded and the initial assessment submitted. */
export function hasFinishedOnboarding(profile: MemberProfile | null): boolean {
  return Boolean(profile?.onboarding.healthConsentAt && profile.onboarding.initialAssessmentAt);
}

export const enableAnalytics = async () => (await import('./analytics')).enableAnalytics();
export const disableAnalytics = async () => (await import('./analytics')).disableAnalytics();

export type { PublishedForm, Draft, SaveDraftInput, SubmissionResult, SubmittedResponse } from './assessments';
const assessments = () => import('./assessments');
/** Downloads the assessments' data module ahead (the assessment page's first reads need it). */
export const prefetchAssessmentData = (): Promise<void> => assessments().then(() => undefined);
/** Downloads Firebase Functions' SDK ahead of a page's first callable (a member's Submit); a failure is the call's to report. */
export const prefetchCallables = (): Promise<void> =>
  import('./functions')
    .then((m) => m.callables())
    .then(
      () => undefined,
      () => undefined,
    );
const publishedForms = () => import('./published-forms');
export const loadPublishedForm = async (formId: string) => (await publishedForms()).loadPublishedForm(formId);
/** Reads a form for the page about to show it, once Auth knows the member (beside the profile and the page's code). */
export const prefetchPublishedForm = async (formId: string) => (await publishedForms()).prefetchPublishedForm(formId);
export const findDraft = async (uid: string, formId: string) => (await publishedForms()).findDraft(uid, formId);
export const newSubmissionKey = async () => (await assessments()).newSubmissionKey();
export const saveDraft = async (input: Parameters<typeof SaveDraft>[0]) => (await assessments()).saveDraft(input);
export const submitResponse = async (input: Parameters<typeof SubmitResponse>[0]) => (await assessments()).submitResponse(input);
export const listSubmitted = async (uid: string, formId: string) => (await assessments()).listSubmitted(uid, formId);
/** The migrations carrying a draft from one version of a form to a newer one (stored, or derived where none was stored). */
export const loadMigrations = async (formId: string, from: number, to: number) => (await assessments()).loadMigrations(formId, from, to);
export type { CarriedDraft } from './assessments';

export type { FormSummary } from './form-list';
export type { BuilderDraft } from './forms';
const forms = () => import('./forms');
export const listForms = async () => (await forms()).listForms();
export const countResponses = async (formId: string) => (await forms()).countResponses(formId);
const formList = () => import('./form-list');
export const listPublishedForms = async () => (await formList()).listPublishedForms();
export const loadBuilderDraft = async (formId: string) => (await forms()).loadBuilderDraft(formId);
export const createBuilderForm = async (definition: FormDefinition) => (await forms()).createBuilderForm(definition);
export const saveBuilderDraft = async (formId: string, definition: FormDefinition, baseRevision: number, declared?: DeclaredChanges) =>
  (await forms()).saveBuilderDraft(formId, definition, baseRevision, declared);
export const publishForm = async (formId: string, revision: number) => (await forms()).publishForm(formId, revision);
export const archiveForm = async (formId: string, archived: boolean) => (await forms()).archiveForm(formId, archived);
export const loadFormVersion = async (formId: string, version: number) => (await forms()).loadFormVersion(formId, version);
// Form versions (builder): every published version with its migration, and the open drafts a publish would carry over.
export type { StoredFormVersion } from './forms';
export const listFormVersions = async (formId: string) => (await forms()).listFormVersions(formId);
export const listOpenDrafts = async (formId: string) => (await forms()).listOpenDrafts(formId);

// Assignments and a form's audience (reviewer workspace, member dashboard).
const assignments = () => import('./assignments');
export const setFormAudience = async (formId: string, audience: FormAudience) => (await assignments()).setFormAudience(formId, audience);
export type { Assignment, MemberAssignments, NewAssignment } from './assignments';
export const listAssignments = async (memberId: string) => (await assignments()).listAssignments(memberId);
export const listMemberAssignments = async (memberId: string) => (await assignments()).listMemberAssignments(memberId);
export const createAssignment = async (input: NewAssignment) => (await assignments()).createAssignment(input);
export const cancelAssignment = async (assignmentId: string) => (await assignments()).cancelAssignment(assignmentId);

// ---- reviewers' triage: live listeners return their unsubscribe function ----
export type { TriageEntry, SubmissionSummary, OpenFlagCount } from './reviews';
const reviews = () => import('./reviews');
/** Subscribes once `load`'s module has loaded; the returned function unsubscribes (even before then). */
function lazySubscription<M>(load: () => Promise<M>, start: (module: M) => () => void, onError: (error: DataError) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  load().then(
    (module) => {
      if (!stopped) stop = start(module);
    },
    (error: unknown) => onError(toDataError(error)),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
export const subscribeTriageQueue = (count: number, onChange: (entries: Reviews.TriageEntry[]) => void, onError: (error: DataError) => void) =>
  lazySubscription(reviews, (m) => m.subscribeTriageQueue(count, onChange, onError), onError);
export const subscribeOpenFlagCount = (onChange: (count: Reviews.OpenFlagCount) => void, onError: (error: DataError) => void) =>
  lazySubscription(reviews, (m) => m.subscribeOpenFlagCount(onChange, onError), onError);
export const subscribeLatestSubmissions = (count: number, onChange: (list: Reviews.SubmissionSummary[]) => void, onError: (error: DataError) => void) =>
  lazySubscription(reviews, (m) => m.subscribeLatestSubmissions(count, onChange, onError), onError);
export const loadSubmissionSummary = async (responseId: string) => (await reviews()).loadSubmissionSummary(responseId);
export const loadMemberName = async (memberId: string) => (await reviews()).loadMemberName(memberId);
export const countMembersNotOnboarded = async () => (await reviews()).countMembersNotOnboarded();
export const acknowledgeFlag = async (request: { responseId: string; flagId: string; note: string }) => (await reviews()).acknowledgeFlag(request);

import type { FormResponseRow, ResponsesCursor, ResponsesFilter, ReviewsJoin } from './form-responses';
export type { FormResponseRow, ResponseReviewSummary, ResponsesFilter, ResponsesCursor, ResponsesPage, FormVersionWithMigration, ReviewsJoin } from './form-responses';
export type { ExportPage } from './form-responses-export';
const formResponses = () => import('./form-responses');
const formResponsesExport = () => import('./form-responses-export');
const memberNames = () => import('./member-names');
/** Administrators: a page of a form's submitted responses (Firestore cursors; filters and sort on the server). */
export const listFormResponses = async (formId: string, filter: ResponsesFilter, after: ResponsesCursor | null, size: number, reviews?: ReviewsJoin) =>
  (await formResponses()).listFormResponses(formId, filter, after, size, reviews);
/** Administrators: the review documents of a page read with `reviews: 'later'`, joined to its rows. */
export const joinResponseReviews = async (formId: string, filter: ResponsesFilter, rows: readonly FormResponseRow[]) =>
  (await formResponses()).joinResponseReviews(formId, filter, rows);
/** Administrators, the export: every response a filter matches, streamed a page at a time by the exportFormResponses callable. */
export async function* exportFormResponses(formId: string, filter: ResponsesFilter, signal: AbortSignal) {
  yield* (await formResponsesExport()).exportFormResponses(formId, filter, signal);
}
/** Administrators: how many responses a filter matches (aggregate count; the page's count line). */
export const countFormResponses = async (formId: string, filter: ResponsesFilter) => (await formResponses()).countFormResponses(formId, filter);
/** Administrators: when a form's latest response was submitted (null: none yet). */
export const lastSubmissionAt = async (formId: string) => (await formResponses()).lastSubmissionAt(formId);
/** Administrators: display names of these members (batched reads of users/{uid}, or every one when most are wanted). */
export const loadMemberNames = async (memberIds: readonly string[]) => (await memberNames()).loadMemberNames(memberIds);
/** Administrators: every published version of a form with its migration, oldest first. */
export const loadFormVersions = async (formId: string) => (await formResponses()).loadFormVersions(formId);

// ---- the member record: profile, timeline pages, append-only notes, review/flags, access log ----
export type { MemberRecordProfile, PageCursor, Page, RawDocument, ReviewerNote, AccessEntry } from './member-records';
const memberRecords = () => import('./member-records');
export const loadMemberRecordProfile = async (memberId: string) => (await memberRecords()).loadMemberRecordProfile(memberId);
export const listMemberResponses = async (memberId: string, cursor: PageCursor | null) => (await memberRecords()).listMemberResponses(memberId, cursor);
export const loadMemberResponse = async (responseId: string) => (await memberRecords()).loadMemberResponse(responseId);
export const listMemberNotes = async (memberId: string, cursor: PageCursor | null) => (await memberRecords()).listMemberNotes(memberId, cursor);
export const listResponseNotes = async (responseId: string) => (await memberRecords()).listResponseNotes(responseId);
export const addMemberNote = async (memberId: string, text: string) => (await memberRecords()).addMemberNote(memberId, text);
export const addResponseNote = async (responseId: string, text: string) => (await memberRecords()).addResponseNote(responseId, text);
export const loadResponseFlags = async (responseId: string) => (await memberRecords()).loadResponseFlags(responseId);
export const recordAccess = async (entry: { memberId: string; kind: 'member-record' | 'response'; responseId?: string }) => (await memberRecords()).recordAccess(entry);
export const listRecentAccess = async (memberId: string) => (await memberRecords()).listRecentAccess(memberId);

// ---- courses for members: catalogue, course, chapters, enrolment and progress ----
export type { CourseSummary, ChapterOutline, EnrollInCourseAnswer } from './courses';
const courses = () => import('./courses');
const courseProgress = () => import('./course-progress');
export const listCatalogue = async (signedIn: boolean) => (await courses()).listCatalogue(signedIn);
export const loadCourse = async (courseId: string) => (await courses()).loadCourse(courseId);
export const listPublishedChapters = async (courseId: string) => (await courses()).listPublishedChapters(courseId);
/** Live: the member's enrolment in a course (null: none). Subscribes once the module has loaded; the returned function unsubscribes (even before then). */
export const watchEnrollment = (
  uid: string,
  courseId: string,
  onChange: (enrollment: EnrollmentDocument<Date> | null) => void,
  onError: (error: DataError) => void,
) => lazySubscription(courseProgress, (m) => m.watchEnrollment(uid, courseId, onChange, onError), onError);
export const listMyEnrollments = async (uid: string) => (await courses()).listMyEnrollments(uid);
export const enrollInCourse = async (courseId: string) => (await courses()).enrollInCourse(courseId);
export const loadChapterBody = async (courseId: string, chapterId: string) => (await courses()).loadChapterBody(courseId, chapterId);
export const recordChapterOpened = async (uid: string, courseId: string, chapterId: string) => (await courseProgress()).recordChapterOpened(uid, courseId, chapterId);
export const markChapterComplete = async (uid: string, courseId: string, chapterId: string, isLastToComplete: boolean) =>
  (await courseProgress()).markChapterComplete(uid, courseId, chapterId, isLastToComplete);
export const markChapterIncomplete = async (uid: string, courseId: string, chapterId: string) => (await courseProgress()).markChapterIncomplete(uid, courseId, chapterId);

// ---- courses, administrators: the courses list, create / duplicate / archive, the course builder ----
import type { CourseSavePlan } from './course-admin';
export type { AdminCourse, BuilderChapter, BuilderCourse, CourseFields, CourseSavePlan, SavedCourse, EnrolmentCounts, CourseConflict } from './course-admin';
const courseAdmin = () => import('./course-admin');
/** Administrators: every course (drafts, published, archived), in the catalogue's order. */
export const listAllCourses = async () => (await courseAdmin()).listAllCourses();
/** Administrators: enrolments in a course and how many completed it (aggregate counts). */
export const countEnrolments = async (courseId: string) => (await courseAdmin()).countEnrolments(courseId);
export const createCourse = async (courseId: string, title: string, order: number) => (await courseAdmin()).createCourse(courseId, title, order);
export const duplicateCourse = async (sourceId: string, newId: string, order: number) => (await courseAdmin()).duplicateCourse(sourceId, newId, order);
export const archiveCourse = async (courseId: string, archived: boolean) => (await courseAdmin()).archiveCourse(courseId, archived);
/** Administrators: a course with every chapter and body, for the course builder (null: no such course). */
export const loadBuilderCourse = async (courseId: string) => (await courseAdmin()).loadBuilderCourse(courseId);
/** Administrators: one builder save in one transaction; a stale revision throws DataError 'conflict' (details: CourseConflict). */
export const saveCourse = async (plan: CourseSavePlan) => (await courseAdmin()).saveCourse(plan);

// ---- orders, administrators: every order a page at a time (status filter), one member's orders ----
import type { OrdersFilter } from './orders-admin';
export type { AdminOrder, OrdersFilter, OrdersPage } from './orders-admin';
const ordersAdmin = () => import('./orders-admin');
/** Administrators: a page of orders, newest first (Firestore cursors; optionally one status). */
export const listOrders = async (filter: OrdersFilter) => (await ordersAdmin()).listOrders(filter);
/** Administrators: one member's orders, newest first (their record). */
export const listMemberOrders = async (uid: string) => (await ordersAdmin()).listMemberOrders(uid);

// ---- resources: published cards and one resource (members-only bodies locked without a membership); administrators' editor ----
import type { ResourceSave } from './resource-admin';
import type { LocalCheckoutOutcome, Order } from './shop';
export type { ResourceSummary, ResourceView } from './resources';
export type { ResourceFields, EditableResource, ResourceSave } from './resource-admin';
const resources = () => import('./resources');
const resourceAdmin = () => import('./resource-admin');
/** Published resources, newest first (members-only ones too: shown locked). */
export const listResources = async () => (await resources()).listResources();
/** One published resource with its body, or locked (body null) when the rules refuse the body; null: not found. */
export const loadResource = async (resourceId: string) => (await resources()).loadResource(resourceId);
/** Administrators: every resource (drafts too), newest first. */
export const listAllResources = async () => (await resourceAdmin()).listAllResources();
export const loadEditableResource = async (resourceId: string) => (await resourceAdmin()).loadEditableResource(resourceId);
/** Administrators: the card and the body in one batch. */
export const saveResource = async (save: ResourceSave) => (await resourceAdmin()).saveResource(save);
export const setResourcePublished = async (resourceId: string, published: boolean) => (await resourceAdmin()).setResourcePublished(resourceId, published);
export const deleteResource = async (resourceId: string) => (await resourceAdmin()).deleteResource(resourceId);

// ---- the blog: published posts newest first, one post with previous / next; administrators' editor ----
import type { PostFields } from './post-admin';
export type { PostSummary, PostView, PostLink } from './posts';
export type { PostFields } from './post-admin';
const posts = () => import('./posts');
const postAdmin = () => import('./post-admin');
/** Published posts newest first: every one for a signed-in reader, public ones for visitors (as the rules). */
export const listPosts = async (signedIn: boolean, max?: number) => (await posts()).listPosts(signedIn, max);
/** One published post with the posts before and after it; null: unknown, unpublished or not for this reader. */
export const loadPost = async (postId: string, signedIn: boolean) => (await posts()).loadPost(postId, signedIn);
/** Administrators: every post (drafts too), newest first. */
export const listAllPosts = async () => (await postAdmin()).listAllPosts();
export const loadEditablePost = async (postId: string) => (await postAdmin()).loadEditablePost(postId);
/** Administrators: a new post ('already-exists' when the id is taken); publishing stamps publishedAt the first time. */
export const createPost = async (postId: string, fields: PostFields) => (await postAdmin()).createPost(postId, fields);
export const updatePost = async (postId: string, fields: PostFields) => (await postAdmin()).updatePost(postId, fields);
export const setPostPublished = async (postId: string, published: boolean) => (await postAdmin()).setPostPublished(postId, published);
export const deletePost = async (postId: string) => (await postAdmin()).deletePost(postId);

// ---- sessions and bookings: upcoming sessions, the member's bookings, book / cancel (callables); administrators' side ----
import type { SessionFields } from '@model';
export type { SessionSummary, MyBooking } from './sessions';
export type { Attendee } from './session-admin';
const sessions = () => import('./sessions');
/**
 * Downloads the dashboard's data modules ahead (forms, assignments, sessions) and, once Auth knows
 * the member, begins the reads its first screen waits for (the forms and the member's assignments).
 */
export const prefetchDashboardData = (): Promise<void> =>
  Promise.all([formList().then((m) => m.prefetchPublishedForms()), assignments().then((m) => m.prefetchMemberAssignments()), sessions()]).then(() => undefined);
const sessionAdmin = () => import('./session-admin');
/** Published sessions that have not ended, soonest first (members-only ones too when signed in, as the rules). */
export const listUpcomingSessions = async (signedIn: boolean) => (await sessions()).listUpcomingSessions(signedIn);
/** The member's bookings of sessions that have not ended, each with its session. */
export const listMyBookings = async (uid: string) => (await sessions()).listMyBookings(uid);
/** Books a seat through the bookSession callable (refusals in the member's words). */
export const bookSession = async (sessionId: string) => (await sessions()).bookSession(sessionId);
export const cancelBooking = async (sessionId: string) => (await sessions()).cancelBooking(sessionId);
/** Administrators: every session, soonest first. */
export const listAllSessions = async () => (await sessionAdmin()).listAllSessions();
export const createSession = async (fields: SessionFields) => (await sessionAdmin()).createSession(fields);
export const updateSession = async (sessionId: string, fields: SessionFields) => (await sessionAdmin()).updateSession(sessionId, fields);
export const setSessionPublished = async (sessionId: string, published: boolean) => (await sessionAdmin()).setSessionPublished(sessionId, published);
export const setSessionCancelled = async (sessionId: string, cancelled: boolean) => (await sessionAdmin()).setSessionCancelled(sessionId, cancelled);
export const listAttendees = async (sessionId: string) => (await sessionAdmin()).listAttendees(sessionId);

// ---- the shop: products, the member's membership and orders, checkout ----
export type { ProductSummary, Order, CreateCheckoutSessionAnswer, LocalCheckoutEventAnswer, LocalCheckoutOutcome } from './shop';
const shop = () => import('./shop');
const shopWatch = () => import('./shop-watch');
/** Active products in shop order; a course product priced from its course (left out when the reader cannot buy it). */
export const listProducts = async () => (await shop()).listProducts();
export const loadProduct = async (productId: string) => (await shop()).loadProduct(productId);
/** Live: the member's membership (status 'none' when they have none). */
export const watchMembership = (uid: string, onChange: (membership: Membership<Date>) => void, onError: (error: DataError) => void) =>
  lazySubscription(shopWatch, (m) => m.watchMembership(uid, onChange, onError), onError);
/** Starts a checkout (the server sets the price): Stripe's URL, or the local test checkout's path. */
export const createCheckoutSession = async (productId: string, immediateAccess: string) => (await shop()).createCheckoutSession(productId, immediateAccess);
/** Test mode: Pay / Fail / Cancel on the local checkout page. */
export const localCheckoutEvent = async (orderId: string, outcome: LocalCheckoutOutcome) => (await shop()).localCheckoutEvent(orderId, outcome);
/** Live: one of the member's orders (null: none, or not theirs). */
export const watchOrder = (orderId: string, onChange: (order: Order | null) => void, onError: (error: DataError) => void) =>
  lazySubscription(shopWatch, (m) => m.watchOrder(orderId, onChange, onError), onError);
/** The member's orders, newest first. */
export const listMyOrders = async (uid: string) => (await shop()).listMyOrders(uid);

// ---- media: published video and audio, one item (members-only locked without a membership), related items; administrators' editor and uploads ----
import type { MediaSave } from './media-admin';
import type { UploadHandlers } from './media-upload';
import type { ContentAudience, FileLike } from '@model';
import { settings } from './config';
export type { MediaItem, MediaView } from './media';
export type { MediaSave } from './media-admin';
export type { UploadControls, UploadHandlers } from './media-upload';
const media = () => import('./media');
const mediaAdmin = () => import('./media-admin');
const mediaUpload = () => import('./media-upload');
/** Published items this reader may open, newest first (members-only ones only with a membership, as the rules). */
export const listMedia = async () => (await media()).listMedia();
/** One published item; locked when the rules refuse it to this reader; null: unknown or unpublished. */
export const loadMediaItem = async (mediaId: string) => (await media()).loadMediaItem(mediaId);
/** Up to three other items this reader may open: same topic first, then same kind. */
export const listRelatedMedia = async (item: { id: string; topic: string; kind: 'video' | 'audio' }) => (await media()).listRelatedMedia(item);
/** Administrators: every item (drafts too), newest first. */
export const listAllMedia = async () => (await mediaAdmin()).listAllMedia();
export const loadEditableMedia = async (mediaId: string) => (await mediaAdmin()).loadEditableMedia(mediaId);
/** Administrators: a new item ('already-exists' when the id is taken) or an update, stamped with the writer. */
export const saveMedia = async (save: MediaSave) => (await mediaAdmin()).saveMedia(save);
export const setMediaPublished = async (mediaId: string, published: boolean) => (await mediaAdmin()).setMediaPublished(mediaId, published);
export const deleteMedia = async (mediaId: string) => (await mediaAdmin()).deleteMedia(mediaId);
/** Whether this build can upload to Cloud Storage (not against the local emulators: no Storage emulator offline). */
export const mediaUploadsAvailable = (): boolean => settings.emulators === null; // same test as media-upload's uploadsAvailable
/** Administrators: a resumable upload with progress, pause / resume / cancel; refuses at once locally. */
export const startMediaUpload = async (file: File & FileLike, mediaId: string, audience: ContentAudience, handlers: UploadHandlers) =>
  (await mediaUpload()).startMediaUpload(file, mediaId, audience, handlers);

// ---- site settings: settings/site for everyone (cached per page load); administrators read settings/private too and save through saveSettings ----
import type { AdminSettings } from '@model';
const siteSettings = () => import('./settings');
/** The practice's name, contact, About text and retention periods (defaults fill what is missing). */
export const loadSiteSettings = async (options?: { fresh?: boolean }) => (await siteSettings()).loadSiteSettings(options);
/** Administrators: settings/site and settings/private, read afresh. */
export const loadAdminSettings = async () => (await siteSettings()).loadAdminSettings();
/** Administrators: saves every setting through the saveSettings callable (validated, audited). */
export const saveAdminSettings = async (settings: AdminSettings) => (await siteSettings()).saveAdminSettings(settings);
/** The per-field messages of a save saveSettings refused (none for other failures). */
export const settingsFieldProblems = async (error: unknown) => (await siteSettings()).settingsFieldProblems(error);

// ---- members list and the administrator role, administrators ----
import type { MembersCursor } from './members-admin';
import type { MembersFilter } from '@model';
export type { MemberListRow, MembersCursor, MembersPage } from './members-admin';
const membersAdmin = () => import('./members-admin');
/** Administrators: a page of members (search by name or email start, filters from users/{uid}.directory; Firestore cursors). */
export const listMembers = async (filter: MembersFilter, cursor: MembersCursor | null, pageSize?: number) => (await membersAdmin()).listMembers(filter, cursor, pageSize);
/** Administrators: whether a member is an administrator (their profile's role). */
export const loadMemberRole = async (uid: string) => (await membersAdmin()).loadMemberRole(uid);
/** Administrators: grants or revokes the administrator role (setAdmin: audited; refused for yourself and the last administrator). */
export const setAdministrator = async (uid: string, admin: boolean) => (await membersAdmin()).setAdministrator(uid, admin);

// ---- a member's data: the export of everything held about them ----
/** Everything held about the signed-in member (or, for administrators, `memberId`), from the exportMyData callable. */
export const exportMyData = async (memberId?: string) => (await import('./my-data')).exportMyData(memberId);

// ---- erasure: a member deletes their account; an administrator carries out a request ----
import type { ErasureStage } from './erasure';
export type { ErasureStage };
/** The signed-in member: password again, then eraseAccount, then this device's copies go and the session ends. */
export const deleteMyAccount = async (password: string, onStage?: (stage: ErasureStage) => void) => (await import('./erasure')).deleteMyAccount(password, onStage);
/** Administrators: erases a member (eraseMember), with the member's email typed as confirmation. */
export const eraseMember = async (memberId: string, confirmEmail: string) => (await import('./erasure')).eraseMember(memberId, confirmEmail);
