/**
 * The data layer: the only code that imports `firebase/*`. This entry is deliberately
 * Firebase-free: every operation loads its Firebase module on first use, so a visitor of a
 * public page never downloads Firebase, while features can import this entry statically.
 */
import type { MemberProfile } from './users';
import type { NewAssignment } from './assignments';
import type { PageCursor } from './member-records';
import { toDataError, type DataError } from './errors';
import type * as Reviews from './reviews';

export { settings, FUNCTIONS_REGION, type FirebaseSettings } from './config';
export { DataError, toDataError } from './errors';
export { preconnectToFirebase } from './preconnect';
export { useSignedIn, followSignIn, refreshProfile, waitForUser, hasSignedInHint, prefetchSignIn, type SignedIn } from './sign-in';
export type { AuthUser } from './auth';
export type { MemberProfile } from './users';

/**
 * Every data module, by file name, loaded on first use: `fromData` and `watchFromData` reach an
 * operation through this list, so the entry names no Firebase module statically.
 */
const dataModules = {
  analytics: () => import('./analytics'),
  assessments: () => import('./assessments'),
  assignments: () => import('./assignments'),
  auth: () => import('./auth'),
  'course-admin': () => import('./course-admin'),
  'course-progress': () => import('./course-progress'),
  courses: () => import('./courses'),
  erasure: () => import('./erasure'),
  'form-list': () => import('./form-list'),
  'form-responses': () => import('./form-responses'),
  'form-responses-export': () => import('./form-responses-export'),
  forms: () => import('./forms'),
  'mail-deliveries': () => import('./mail-deliveries'),
  media: () => import('./media'),
  'media-admin': () => import('./media-admin'),
  'media-upload': () => import('./media-upload'),
  'member-names': () => import('./member-names'),
  'member-records': () => import('./member-records'),
  'members-admin': () => import('./members-admin'),
  'my-data': () => import('./my-data'),
  'orders-admin': () => import('./orders-admin'),
  'post-admin': () => import('./post-admin'),
  posts: () => import('./posts'),
  'published-forms': () => import('./published-forms'),
  'resource-admin': () => import('./resource-admin'),
  resources: () => import('./resources'),
  reviews: () => import('./reviews'),
  'session-admin': () => import('./session-admin'),
  sessions: () => import('./sessions'),
  settings: () => import('./settings'),
  shop: () => import('./shop'),
  'shop-watch': () => import('./shop-watch'),
  users: () => import('./users'),
};

/** A data module's name (its file in `src/data/`). */
export type DataModuleName = keyof typeof dataModules;
type DataModule<M extends DataModuleName> = Awaited<ReturnType<(typeof dataModules)[M]>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function: the operation's own signature is kept below
type AnyFunction = (...args: any[]) => any;
/** The names of a data module's functions. */
export type DataOperationName<M extends DataModuleName> = {
  [F in keyof DataModule<M>]: DataModule<M>[F] extends AnyFunction ? F : never;
}[keyof DataModule<M>];
type DataOperation<M extends DataModuleName, F extends DataOperationName<M>> = DataModule<M>[F] extends AnyFunction ? DataModule<M>[F] : never;
/** The names of a data module's live listeners: functions whose last argument is the error handler and that return their unsubscribe. */
export type DataWatchName<M extends DataModuleName> = {
  [F in DataOperationName<M>]: DataOperation<M, F> extends (...args: [...infer _, (error: DataError) => void]) => () => void ? F : never;
}[DataOperationName<M>];

/**
 * One operation of a data module, loaded on first call: `fromData('assessments', 'saveDraft')`
 * takes `saveDraft`'s arguments and resolves to what it resolves to. The module (and the Firebase
 * SDK it needs) downloads with the first call, never with the caller's code.
 */
/*#__NO_SIDE_EFFECTS__*/
export function fromData<M extends DataModuleName, F extends DataOperationName<M>>(
  module: M,
  name: F,
): (...args: Parameters<DataOperation<M, F>>) => Promise<Awaited<ReturnType<DataOperation<M, F>>>> {
  return async (...args) => {
    const loaded = (await dataModules[module]()) as DataModule<M>;
    return (loaded[name] as DataOperation<M, F>)(...args);
  };
}

/**
 * One live listener of a data module: subscribes once the module has loaded; the returned
 * function unsubscribes (even before then). A module that fails to load is reported to the
 * listener's error handler (its last argument).
 */
/*#__NO_SIDE_EFFECTS__*/
export function watchFromData<M extends DataModuleName, F extends DataWatchName<M>>(module: M, name: F): (...args: Parameters<DataOperation<M, F>>) => () => void {
  return (...args) => {
    const onError = args[args.length - 1] as (error: DataError) => void;
    return lazySubscription(dataModules[module] as () => Promise<DataModule<M>>, (loaded) => (loaded[name] as DataOperation<M, F>)(...args), onError);
  };
}



/** Pure: onboarding is finished once health-data consent is recorded and the initial assessment submitted. */
export function hasFinishedOnboarding(profile: MemberProfile | null): boolean {
  return Boolean(profile?.onboarding.healthConsentAt && profile.onboarding.initialAssessmentAt);
}


export type { PublishedForm, Draft, SaveDraftInput, SubmissionResult, SubmittedResponse } from './assessments';
const assessments = dataModules.assessments;
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
export type { CarriedDraft } from './assessments';

export type { FormSummary } from './form-list';
export type { BuilderDraft } from './forms';
const forms = dataModules.forms;
export const listForms = async () => (await forms()).listForms();
const formList = dataModules['form-list'];
export const loadFormVersion = async (formId: string, version: number) => (await forms()).loadFormVersion(formId, version);
// Form versions (builder): every published version with its migration, and the open drafts a publish would carry over.
export type { StoredFormVersion } from './forms';
export const listFormVersions = async (formId: string) => (await forms()).listFormVersions(formId);

// Assignments and a form's audience (reviewer workspace, member dashboard).
const assignments = dataModules.assignments;
export type { Assignment, MemberAssignments, NewAssignment } from './assignments';
export const listMemberAssignments = async (memberId: string) => (await assignments()).listMemberAssignments(memberId);
export const createAssignment = async (input: NewAssignment) => (await assignments()).createAssignment(input);
export const cancelAssignment = async (assignmentId: string) => (await assignments()).cancelAssignment(assignmentId);

// ---- reviewers' triage: live listeners return their unsubscribe function ----
export type { TriageEntry, SubmissionSummary, OpenFlagCount } from './reviews';
const reviews = dataModules.reviews;
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
export const subscribeLatestSubmissions = (count: number, onChange: (list: Reviews.SubmissionSummary[]) => void, onError: (error: DataError) => void) =>
  lazySubscription(reviews, (m) => m.subscribeLatestSubmissions(count, onChange, onError), onError);
export const loadSubmissionSummary = async (responseId: string) => (await reviews()).loadSubmissionSummary(responseId);
export const loadMemberName = async (memberId: string) => (await reviews()).loadMemberName(memberId);
export const countMembersNotOnboarded = async () => (await reviews()).countMembersNotOnboarded();
export const acknowledgeFlag = async (request: { responseId: string; flagId: string; note: string }) => (await reviews()).acknowledgeFlag(request);

import type { FormResponseRow, ResponsesCursor, ResponsesFilter, ReviewsJoin } from './form-responses';
export type { FormResponseRow, ResponseReviewSummary, ResponsesFilter, ResponsesCursor, ResponsesPage, FormVersionWithMigration, ReviewsJoin } from './form-responses';
export type { ExportPage } from './form-responses-export';
const formResponses = dataModules['form-responses'];
const formResponsesExport = dataModules['form-responses-export'];
const memberNames = dataModules['member-names'];
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
const memberRecords = dataModules['member-records'];
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
const courses = dataModules.courses;
export const listCatalogue = async (signedIn: boolean) => (await courses()).listCatalogue(signedIn);

// ---- courses, administrators: the courses list, create / duplicate / archive, the course builder ----
export type { AdminCourse, BuilderChapter, BuilderCourse, CourseFields, CourseSavePlan, SavedCourse, EnrolmentCounts, CourseConflict } from './course-admin';

// ---- orders, administrators: every order a page at a time (status filter), one member's orders ----
export type { AdminOrder, OrdersFilter, OrdersPage } from './orders-admin';
const ordersAdmin = dataModules['orders-admin'];
/** Administrators: one member's orders, newest first (their record). */
export const listMemberOrders = async (uid: string) => (await ordersAdmin()).listMemberOrders(uid);

// ---- resources: published cards and one resource (members-only bodies locked without a membership); administrators' editor ----
import type { ResourceSave } from './resource-admin';
export type { ResourceSummary, ResourceView } from './resources';
export type { ResourceFields, EditableResource, ResourceSave } from './resource-admin';
const resources = dataModules.resources;
const resourceAdmin = dataModules['resource-admin'];
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
const posts = dataModules.posts;
const postAdmin = dataModules['post-admin'];
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
const sessions = dataModules.sessions;
/**
 * Downloads the dashboard's data modules ahead (forms, assignments, sessions) and, once Auth knows
 * the member, begins the reads its first screen waits for (the forms and the member's assignments).
 */
export const prefetchDashboardData = (): Promise<void> =>
  Promise.all([formList().then((m) => m.prefetchPublishedForms()), assignments().then((m) => m.prefetchMemberAssignments()), sessions()]).then(() => undefined);
const sessionAdmin = dataModules['session-admin'];
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

// ---- media: published video and audio, one item (members-only locked without a membership), related items; administrators' editor and uploads ----
import type { MediaSave } from './media-admin';
import type { UploadHandlers } from './media-upload';
import type { ContentAudience, FileLike } from '@model';
import { settings } from './config';
export type { MediaItem, MediaView } from './media';
export type { MediaSave } from './media-admin';
export type { UploadControls, UploadHandlers } from './media-upload';
const media = dataModules.media;
const mediaAdmin = dataModules['media-admin'];
const mediaUpload = dataModules['media-upload'];
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
const siteSettings = dataModules.settings;
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
const membersAdmin = dataModules['members-admin'];
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
/** Administrators: erases a member (eraseMember), with the member's email typed as confirmation. */
export const eraseMember = async (memberId: string, confirmEmail: string) => (await import('./erasure')).eraseMember(memberId, confirmEmail);
