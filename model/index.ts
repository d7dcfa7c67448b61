/**
 * The contracts: Firestore documents, collection names and callable payloads, shared by src/data,
 * functions and scripts. Re-exported whole by engine/index.ts, the engine's one public entry.
 */
/** Firestore collection names and the paths built from them (one place for every layer). */
export {
  COLLECTIONS,
  BUILDER_DRAFT_DOC,
  RESPONSE_REVIEW_DOC,
  formPath,
  formVersionPath,
  builderDraftPath,
  responseReviewPath,
  responseNotesPath,
  memberNotesPath,
  CHAPTER_BODY_DOC,
  coursePath,
  chaptersPath,
  chapterBodyPath,
  RESOURCE_BODY_DOC,
  resourceBodyPath,
  orderPath,
  productPath,
  SITE_SETTINGS_DOC,
  siteSettingsPath,
  PRIVATE_SETTINGS_DOC,
  privateSettingsPath,
  rolePath,
  bookingPath,
  mailPath,
} from './collections.ts';

// One line per contract, so changes to different contracts never touch the same lines.
/** UK dates and times, always on the Europe/London clock: the wall clock and back, and each date in words. */
export { londonWallClock } from './uk-time/london-wall-clock.ts';
export { londonInstant } from './uk-time/london-instant.ts';
export { londonOffsetMinutes } from './uk-time/london-offset-minutes.ts';
export { ukDate } from './uk-time/uk-date.ts';
export { ukLongDate } from './uk-time/uk-long-date.ts';
export { ukDateThisYear } from './uk-time/uk-date-this-year.ts';
export { ukWeekdayDate } from './uk-time/uk-weekday-date.ts';
export { ukShortWeekdayDate } from './uk-time/uk-short-weekday-date.ts';
export { ukDateTime } from './uk-time/uk-date-time.ts';
export { ukNumericDateTime } from './uk-time/uk-numeric-date-time.ts';
export { ukLongDateTime } from './uk-time/uk-long-date-time.ts';
export { ukTime } from './uk-time/uk-time.ts';
export { ukTimeAgo } from './uk-time/uk-time-ago.ts';
/** Recurring assignments: the London-clock arithmetic of occurrences and assignmentSeries/{id}. */
export * from './recurring-assignments/recurrence.ts';
export * from './recurring-assignments/recurring-assignment-documents.ts';
/** A member's email choices: users/{uid}.emailChoices (reminders they may switch off). */
export * from './members/email-choices.ts';
/** The outbox: mail/{id} in the Trigger Email extension's shape, its id per event, retry timing, HTML escaping, service mail. */
export * from './mail/mail-documents.ts';
export { mailIdFor } from './mail/mail-id.ts';
export { escapeHtml } from './mail/escape-html.ts';
export { isServiceMail } from './mail/service-mail.ts';
export { MAIL_RETRY_DELAYS_MINUTES, MAIL_MAX_ATTEMPTS, MAIL_LEASE_MS, nextMailAttemptAt } from './mail/mail-retry.ts';
/** The administrators' deliveries page: listMailDeliveries' and resendMail's payloads, masked recipients, words. */
export * from './mail/mail-deliveries.ts';
/** Risk alerts: who hears about flags and when, the flood budget, the alert emails (never health data), the triage link. */
export * from './alerts/alert-settings.ts';
export * from './alerts/alert-timing.ts';
export * from './alerts/alert-flood.ts';
export * from './alerts/alert-mail.ts';
export * from './alerts/triage-path.ts';
export * from './alerts/review-alert-fields.ts';
/** The site settings: settings/site (public words, retention periods) and settings/private (administrators only). */
export * from './settings/site-settings.ts';
/** Blog posts. */
export * from './content/post-documents.ts';
/** Media items and upload bookkeeping. */
export * from './content/media-documents.ts';
export * from './content/media-problems.ts';
export * from './content/media-upload.ts';
export * from './content/media-words.ts';
/** Sessions and bookings: the stored shapes and readers, their rules, the booking callables, their words. */
export * from './sessions/session-documents.ts';
export * from './sessions/session-rules.ts';
export * from './sessions/booking-callables.ts';
export * from './sessions/session-words.ts';
/** A session as a calendar file (RFC 5545). */
export * from './sessions/session-calendar.ts';
/** The administrators' members list: users/{uid}.directory, its filters and search. */
export * from './members/member-directory.ts';
/** Members' data rights: where a member's data lives, the export, and what each copy of it holds. */
export * from './members/member-data-inventory.ts';
export * from './members/member-data-export.ts';
export * from './members/member-copy.ts';
export { renderPrintableExport, memberExportFile, type MemberExportFormat } from './members/member-data-printable.ts';
/** Erasure of a member's data. */
export * from './members/member-erasure.ts';
/** The administrator's second factor and recent sign-in: the server's refusals and the recovery callable. */
export * from './members/second-factor.ts';
/** Retention of drafts and audit entries. */
export * from './settings/retention.ts';
/** A form's responses table: its filter, the query as data, rows, and the export callable's payload. */
export * from './responses/responses-table.ts';

/** The shop: products, orders, memberships, the webhook's ledger, the checkout callables. */
export {
  PRODUCT_KINDS,
  MEMBERSHIP_PLANS,
  PLAN_INTERVAL,
  SHOP_LIMITS,
  ORDER_STATUSES,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_GRACE_HOURS,
  LOCAL_CHECKOUT_OUTCOMES,
  SHOP_AUDIT_ACTIONS,
  membershipGivesAccess,
  localCheckoutPath,
  checkoutDestination,
  paymentSuccessPath,
  checkoutCancelPath,
  readProduct,
  readOrder,
  readMembership,
  parseLocalCheckoutEventRequest,
  type ProductKind,
  type MembershipPlan,
  type ProductDocument,
  type OrderStatus,
  type OrderDocument,
  type MembershipStatus,
  type Membership,
  type StripeEventRecord,
  type CreateCheckoutSessionAnswer,
  type LocalCheckoutOutcome,
  type LocalCheckoutEventRequest,
  type LocalCheckoutEventAnswer,
} from './shop/shop-documents.ts';
export {
  IMMEDIATE_ACCESS,
  IMMEDIATE_ACCESS_REFUSALS,
  RIGHT_TO_CANCEL_PATH,
  parseCreateCheckoutSessionRequest,
  type CreateCheckoutSessionRequest,
} from './shop/checkout-request.ts';
export type { ImmediateAccessRecord } from './shop/shop-documents.ts';

/** Who reads a page a membership opens (resources, sessions): visitor, member, access, or unknown yet. */
export { resourceReader, type ResourceReader, type ReaderSession } from './shop/reader-access.ts';
/** Resources: the listing card and the body (a members-only body needs a membership). */
export {
  RESOURCE_KINDS,
  RESOURCE_LIMITS,
  readResource,
  readResourceBody,
  type ResourceKind,
  type ResourceDocument,
  type ResourceBody,
} from './content/resource-documents.ts';

/** Courses, chapters (outline and body), enrolments and progress: stored shapes, readers, the enrolment callable. */
export {
  CONTENT_AUDIENCES,
  COURSE_ACCESS,
  ENROLLMENT_SOURCES,
  COURSE_LIMITS,
  COURSE_AUDIT_ACTIONS,
  enrollmentId,
  readCourse,
  readChapter,
  readChapterBody,
  readEnrollment,
  courseProgress,
  parseEnrollInCourseRequest,
  enrolmentRefusal,
  type ContentAudience,
  type CourseAccess,
  type EnrollmentSource,
  type CourseDocument,
  type ChapterDocument,
  type ChapterAttachment,
  type ChapterBody,
  type EnrollmentDocument,
  type CourseProgress,
  type EnrollInCourseRequest,
  type EnrollInCourseAnswer,
} from './content/course-documents.ts';

/** Health-data consent as the server records it: the notice version, recordConsent's payload, the submit refusal. */
export {
  HEALTH_NOTICE_VERSION,
  CONSENT_REQUIRED,
  CONSENT_REQUIRED_MESSAGE,
  CONSENT_AUDIT_ACTIONS,
  parseRecordConsentRequest,
  hasCurrentHealthConsent,
  type ConsentAction,
  type RecordConsentRequest,
  type RecordConsentAnswer,
  type ConsentRequiredDetails,
} from './members/member-consent.ts';

/** `users/{uid}.role = 'admin'`: written by the server beside the admin claim (grants nothing) so member counts leave administrators out. */
export { ADMIN_ROLE, isAdminProfile } from './members/user-role.ts';

/** Stored shapes of responses (open draft at {uid}_{formId}, submitted at {submissionKey}) and review/flags; the flag split and submitResponse's payload and answer. */
export {
  SUBMISSION_KEY_PATTERN,
  DRAFT_LIMITS,
  FLAG_SEVERITIES,
  isSubmissionKey,
  draftResponseId,
  topSeverity,
  openRank,
  SEVERITY_RANK,
  memberVisibleFlags,
  CRISIS_SIGNPOST_FLAG,
  submittedResponseFields,
  responseReviewDocument,
  submitResponseAnswer,
  type DraftResponseDocument,
  type SubmittedResponseDocument,
  type SubmittedResponseFields,
  type FlagAcknowledgement,
  type ReviewFlag,
  type ResponseReviewDocument,
  type SubmitResponseRequest,
  type SubmitResponseAnswer,
} from './responses/response-documents.ts';

/** A draft carried from an older version: its unplaced answers read back, and what the submitted response records of both carryings. */
export { readUnplaced, carriedFields } from './responses/response-documents.ts';

/** Stored shapes of forms/{id}, its versions and the builder draft; pure readers and the publish documents. */
export {
  FORM_STATUSES,
  FORM_SOURCES,
  FORM_ID_PATTERN,
  FORM_ID_MAX_LENGTH,
  BUILDER_DRAFT_LIMITS,
  formIdProblem,
  readFormStatus,
  readFormSource,
  readPositiveInteger,
  readStoredDefinition,
  publishedDocuments,
  builderDraftProblem,
  type FormStatus,
  type FormSource,
  type FormDocument,
  type FormVersionDocument,
  type BuilderDraftDocument,
  type BuilderDraft,
  type FormVersionStep,
  type StoredFormVersion,
  type PublishedDocuments,
} from './forms/form-documents.ts';
/** A builder's saved revision: what the app reads of it, and what a refused save (a conflict) reports. */
export type { SavedRevision } from './saved-revision.ts';
/** A builder draft's declared renames and removals (for the next publish's migration). */
export { readDeclaredChanges, DECLARED_CHANGES_LIMIT, type DeclaredChanges } from './forms/form-documents.ts';

/** What keeps a saved builder draft from being published as a given form (engine publish checks + the id). */
export { publishableIssues } from './forms/publishable.ts';

/** Version numbering shared by `forms publish` and publishForm (a new version only when the content changed). */
export { planPublish, type PublishPlan, type PublishedFormState } from './forms/publish-plan.ts';
/** The migration a publish stores (derived, checked, and refused on an unversioned scoring change). */
export { planMigration, type MigrationPlan } from './forms/publish-plan.ts';

/** publishForm / archiveForm payloads (pure parsers with readable messages), answers, error details and audit entries. */
export {
  parsePublishFormRequest,
  parseArchiveFormRequest,
  statusAfterArchive,
  summariseDefinitionIssues,
  STALE_REVISION,
  FORM_AUDIT_ACTIONS,
  type Parsed,
  type PublishFormRequest,
  type PublishFormAnswer,
  type ArchiveFormRequest,
  type ArchiveFormAnswer,
  type StaleRevisionDetails,
  type DefinitionIssuesDetails,
  type FormAuditAction,
  type FormAuditEntry,
} from './forms/form-callables.ts';
export { SCORING_VERSION_REQUIRED, type ScoringVersionDetails } from './forms/form-callables.ts';

/** The reviewers' records: flag acknowledgements, append-only notes, assignments, the access log, a form's audience. */
export {
  ACKNOWLEDGEMENT_NOTE_LIMITS,
  REVIEW_AUDIT_ACTIONS,
  NOTE_LIMITS,
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_LIMITS,
  ACCESS_KINDS,
  actorName,
  FORM_AUDIENCES,
  parseAcknowledgeFlagRequest,
  noteTextProblem,
  assignmentState,
  assignmentMessageProblem,
  readFormAudience,
  parseSetFormAudienceRequest,
  type AcknowledgeFlagRequest,
  type AcknowledgeFlagAnswer,
  type ReviewerNoteDocument,
  type AssignmentStatus,
  type AssignmentDocument,
  type AssignmentState,
  type AccessKind,
  type AccessLogEntry,
  type FormAudience,
  type SetFormAudienceRequest,
} from './responses/review-records.ts';

/** The migrations between stored versions: the stored one for each step, else derived (versions published before migrations were stored). */
export { migrationChain, migrationInto, type StoredVersion } from './forms/version-chain.ts';
