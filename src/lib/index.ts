/** Small pure helpers shared across layers. Imports nothing from src/. */
export { safeNext, ROUTE_ID } from './paths';
export { COMMITTED_FORMS, committedForm, memberFormPath, type CommittedForm, type CommittedFormId } from './committed-forms';
export {
  ACCOUNT_COPY_TTL_MS,
  accountKey,
  isExpired,
  sweepAccountStorage,
  sweepBrowserStorage,
  clearAccountStorage,
  clearBrowserStorage,
  type KeepCopies,
} from './account-storage';
export { analyticsCookieNames, cookieDomains, cookieRemovals } from './analytics-cookies';
export { videoSource, type VideoSource } from './video';
export { slugify, uniqueSlug, SLUG_MAX_LENGTH } from './slug';
export { formatPence, ORDER_STATUS_WORDS, orderKindText, type OrderLine } from './orders';
export {
  autosaveReducer,
  autosaveStatusText,
  hasUnsavedChanges,
  initialAutosave,
  shouldAutosave,
  type AutosaveEvent,
  type AutosaveState,
  type AutosaveStatus,
  type ConflictInfo,
} from './autosave';
export {
  nextOutboxItem,
  isOutboxItemExpired,
  isUnsent,
  isNoConnection,
  nextRetryDelay,
  OUTBOX_RETRY_DELAYS_MS,
  queuedWords,
  retryAt,
  sendFailure,
  waitingReason,
  unsentWords,
  type OutboxEvent,
  type OutboxItem,
  type OutboxResult,
  type OutboxState,
  type SendFailure,
} from './outbox-state';
export { outboxRetryTimer, type OutboxRetryTimer } from './outbox-retry-timer';
export { OUTBOX_SYNC_TAG, SEND_OUTBOX_MESSAGE, SKIP_WAITING_MESSAGE } from './offline-messages';
