/**
 * Firestore collection and document names, in one place: the web app's data layer, the Cloud
 * Functions and the scripts (seed, forms CLI) all build paths from these.
 */
export const COLLECTIONS = {
  users: 'users',
  forms: 'forms',
  /** forms/{id}/versions/{n}: immutable published definitions */
  formVersions: 'versions',
  /** forms/{id}/private/{doc}: administrators only (the builder's working draft) */
  formPrivate: 'private',
  responses: 'responses',
  /** responses/{id}/review/flags: every raised flag and its acknowledgement (administrators only) */
  responseReview: 'review',
  auditLog: 'auditLog',
  /** responses/{id}/notes/{noteId} and members/{uid}/notes/{noteId}: append-only reviewer notes */
  notes: 'notes',
  /** members/{uid}: the reviewers' side of a member (only its notes subcollection so far) */
  members: 'members',
  /** assignments/{id}: a published form assigned to a member */
  assignments: 'assignments',
  /** assignmentSeries/{id}: a form assigned again and again (administrators create and stop; the recurrence sweep makes each occurrence) */
  assignmentSeries: 'assignmentSeries',
  /** accessLog/{id}: who opened whose record, when (create-only) */
  accessLog: 'accessLog',
  courses: 'courses',
  /** courses/{id}/chapters/{chapterId}: a chapter's outline */
  chapters: 'chapters',
  /** courses/{id}/chapters/{chapterId}/content/body: the chapter itself (enrolled members only) */
  chapterContent: 'content',
  /** enrollments/{uid}_{courseId} */
  enrollments: 'enrollments',
  /** products/{id}: what the shop sells (courses, membership plans) */
  products: 'products',
  /** orders/{id}: written only by createCheckoutSession and stripeWebhook */
  orders: 'orders',
  /** stripeEvents/{eventId}: the webhook's ledger (an event is applied once) */
  stripeEvents: 'stripeEvents',
  /** resources/{id}: the listing card; resources/{id}/content/body: the resource itself */
  resources: 'resources',
  /** resources/{id}/content/body */
  resourceContent: 'content',
  /** posts/{id}: blog posts */
  posts: 'posts',
  /** media/{id}: video and audio items */
  media: 'media',
  /** sessions/{id}: scheduled group classes, workshops and 1:1 slots */
  sessions: 'sessions',
  /** sessions/{id}/bookings/{uid}: one member's booking, written only by the booking callables */
  bookings: 'bookings',
  /** settings/site (public: practice name, contact, About text, retention periods) and settings/private (administrators) */
  settings: 'settings',
  /**
   * roles/{uid}: present while the account holds the administrator role (written beside the
   * `admin` claim by setAdmin, `npm run admin:grant` and the seed; deleted on revoke). The rules'
   * isAdmin() requires it as well as the claim, so a revoke ends Firestore access at once.
   */
  roles: 'roles',
  /** erasures/{pseudonym}: an erasure in progress or done, keyed by erasurePseudonym(uid) (functions only) */
  erasures: 'erasures',
  /** mail/{id}: the outbox (Trigger Email's shape), written and read only by functions */
  mail: 'mail',
  /** alertSlots/{window}~{n}: the risk alerts' budget per window, create-only (model/alerts/alert-flood.ts; functions only) */
  alertSlots: 'alertSlots',
} as const;

/** The builder's working draft: forms/{id}/private/draft. */
export const BUILDER_DRAFT_DOC = 'draft';

/** Path of forms/{formId}. */
export const formPath = (formId: string): string => `${COLLECTIONS.forms}/${formId}`;

/** Path of forms/{formId}/versions/{version}. */
export const formVersionPath = (formId: string, version: number): string =>
  `${formPath(formId)}/${COLLECTIONS.formVersions}/${version}`;

/** Path of forms/{formId}/private/draft. */
export const builderDraftPath = (formId: string): string =>
  `${formPath(formId)}/${COLLECTIONS.formPrivate}/${BUILDER_DRAFT_DOC}`;

/** The reviewer's side of a response: responses/{id}/review/flags. */
export const RESPONSE_REVIEW_DOC = 'flags';

/** Path of responses/{responseId}/review/flags. */
export const responseReviewPath = (responseId: string): string =>
  `${COLLECTIONS.responses}/${responseId}/${COLLECTIONS.responseReview}/${RESPONSE_REVIEW_DOC}`;

/** Path of responses/{responseId}/notes. */
export const responseNotesPath = (responseId: string): string =>
  `${COLLECTIONS.responses}/${responseId}/${COLLECTIONS.notes}`;

/** Path of members/{memberId}/notes. */
export const memberNotesPath = (memberId: string): string => `${COLLECTIONS.members}/${memberId}/${COLLECTIONS.notes}`;

/** The one document under a chapter's content: courses/{c}/chapters/{ch}/content/body. */
export const CHAPTER_BODY_DOC = 'body';

/** Path of courses/{courseId}. */
export const coursePath = (courseId: string): string => `${COLLECTIONS.courses}/${courseId}`;

/** Path of courses/{courseId}/chapters. */
export const chaptersPath = (courseId: string): string => `${coursePath(courseId)}/${COLLECTIONS.chapters}`;

/** Path of courses/{courseId}/chapters/{chapterId}/content/body. */
export const chapterBodyPath = (courseId: string, chapterId: string): string =>
  `${chaptersPath(courseId)}/${chapterId}/${COLLECTIONS.chapterContent}/${CHAPTER_BODY_DOC}`;

/** The one document under a resource's content: resources/{id}/content/body. */
export const RESOURCE_BODY_DOC = 'body';

/** Path of resources/{resourceId}/content/body. */
export const resourceBodyPath = (resourceId: string): string =>
  `${COLLECTIONS.resources}/${resourceId}/${COLLECTIONS.resourceContent}/${RESOURCE_BODY_DOC}`;

/** Path of orders/{orderId}. */
export const orderPath = (orderId: string): string => `${COLLECTIONS.orders}/${orderId}`;

/** Path of products/{productId}. */
export const productPath = (productId: string): string => `${COLLECTIONS.products}/${productId}`;

/** The one site settings document: settings/site. */
export const SITE_SETTINGS_DOC = 'site';

/** Path of settings/site. */
export const siteSettingsPath = (): string => `${COLLECTIONS.settings}/${SITE_SETTINGS_DOC}`;

/** Path of roles/{uid}: the administrator role's document (see COLLECTIONS.roles). */
export const rolePath = (uid: string): string => `${COLLECTIONS.roles}/${uid}`;

/** The administrators-only settings document: settings/private. */
export const PRIVATE_SETTINGS_DOC = 'private';

/** Path of settings/private. */
export const privateSettingsPath = (): string => `${COLLECTIONS.settings}/${PRIVATE_SETTINGS_DOC}`;

/** Path of sessions/{sessionId}/bookings/{uid}. */
export const bookingPath = (sessionId: string, uid: string): string => `${COLLECTIONS.sessions}/${sessionId}/${COLLECTIONS.bookings}/${uid}`;

/** Path of mail/{mailId}. */
export const mailPath = (mailId: string): string => `${COLLECTIONS.mail}/${mailId}`;
