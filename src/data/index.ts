/**
 * The data layer: the only code that imports `firebase/*`. This entry is deliberately
 * Firebase-free: every operation loads its Firebase module on first use, so a visitor of a
 * public page never downloads Firebase, while features can import this entry statically.
 */
import type { MemberProfile } from './users';
import { settings } from './config';
import type { dataModules } from './data-modules';
import { toDataError, type DataError } from './errors';
import { preconnectToFirebase as openFirebaseConnections } from './preconnect';

export { settings, FUNCTIONS_REGION, type FirebaseSettings } from './config';
export { DataError, toDataError } from './errors';
export { useSignedIn, followSignIn, refreshProfile, waitForUser, hasSignedInHint, prefetchSignIn, type SignedIn } from './sign-in';
export type { AuthUser } from './auth';
export { setSignInAgainPrompt, type SignInAgainPrompt } from './recent-sign-in';
export type { SecondFactor } from './second-factor';
export { secondFactorsAsked } from './second-factor-asked';
export type { MemberProfile } from './users';

/** Every data module, by file name (`data-modules.ts`, itself loaded with the first operation). */
type DataModules = typeof dataModules;
/** Loads a data module (and, the first time, the list of them). */
const loadDataModule = async <M extends DataModuleName>(module: M): Promise<DataModule<M>> =>
  (await (await import('./data-modules')).dataModules[module]()) as DataModule<M>;

/**
 * For someone signed in on this device, while the app's code downloads: opens the connections to
 * Auth and Firestore, and fetches the list of data modules their page's first reads go through.
 */
export function preconnectToFirebase(): void {
  openFirebaseConnections();
  void import('./data-modules');
}

/** A data module's name (its file in `src/data/`). */
export type DataModuleName = keyof DataModules;
type DataModule<M extends DataModuleName> = Awaited<ReturnType<DataModules[M]>>;
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
    const loaded = await loadDataModule(module);
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
    return lazySubscription(() => loadDataModule(module), (loaded) => (loaded[name] as DataOperation<M, F>)(...args), onError);
  };
}

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

/** Pure: onboarding is finished once health-data consent is recorded and the initial assessment submitted. */
export function hasFinishedOnboarding(profile: MemberProfile | null): boolean {
  return Boolean(profile?.onboarding.healthConsentAt && profile.onboarding.initialAssessmentAt);
}

// ---- downloads ahead of a page's first reads ----
/** Downloads the assessments' data module ahead (the assessment page's first reads need it). */
export const prefetchAssessmentData = (): Promise<void> => loadDataModule('assessments').then(() => undefined);
/** Downloads Firebase Functions' SDK ahead of a page's first callable (a member's Submit); a failure is the call's to report. */
export const prefetchCallables = (): Promise<void> =>
  import('./functions')
    .then((m) => m.callables())
    .then(
      () => undefined,
      () => undefined,
    );
/**
 * Downloads the dashboard's data modules ahead (forms, assignments, sessions) and, once Auth knows
 * the member, begins the reads its first screen waits for (the forms and the member's assignments).
 */
export const prefetchDashboardData = (): Promise<void> =>
  Promise.all([
    loadDataModule('form-list').then((m) => m.prefetchPublishedForms()),
    loadDataModule('assignments').then((m) => m.prefetchMemberAssignments()),
    loadDataModule('sessions'),
  ]).then(() => undefined);
/** Whether this build can upload to Cloud Storage (not against the local emulators: no Storage emulator offline). */
export const mediaUploadsAvailable = (): boolean => settings.emulators === null; // same test as media-upload's uploadsAvailable

// ---- the shapes features read, by data module ----
export type { PublishedForm, Draft, SaveDraftInput, SubmissionResult, SubmittedResponse, CarriedDraft } from './assessments';
export type { FormSummary } from './form-list';
export type { BuilderDraft, StoredFormVersion } from './forms';
export type { Assignment, MemberAssignments, NewAssignment } from './assignments';
export type { RecurringAssignment, NewRecurringAssignment } from './recurring-assignments';
export type { TriageEntry, SubmissionSummary, OpenFlagCount } from './reviews';
export type { FormResponseRow, ResponseReviewSummary, ResponsesFilter, ResponsesCursor, ResponsesPage, FormVersionWithMigration, ReviewsJoin } from './form-responses';
export type { ExportPage } from './form-responses-export';
export type { MemberRecordProfile, PageCursor, Page, RawDocument, ReviewerNote, AccessEntry } from './member-records';
export type { CourseSummary, ChapterOutline, EnrollInCourseAnswer } from './courses';
export type { AdminCourse, BuilderChapter, BuilderCourse, CourseFields, CourseSavePlan, SavedCourse, EnrolmentCounts, CourseConflict } from './course-admin';
export type { AdminOrder, OrdersFilter, OrdersPage } from './orders-admin';
export type { ResourceSummary, ResourceView } from './resources';
export type { ResourceFields, EditableResource, ResourceSave } from './resource-admin';
export type { PostSummary, PostView, PostLink } from './posts';
export type { PostFields } from './post-admin';
export type { SessionSummary, MyBooking } from './sessions';
export type { Attendee } from './session-admin';
export type { ProductSummary, Order, CreateCheckoutSessionAnswer, LocalCheckoutEventAnswer, LocalCheckoutOutcome } from './shop';
export type { MediaItem, MediaView } from './media';
export type { MediaSave } from './media-admin';
export type { UploadControls, UploadHandlers } from './media-upload';
export type { MemberListRow, MembersCursor, MembersPage } from './members-admin';
export type { ErasureStage } from './erasure';
