import { fromData } from '../../../data';

/** The assessments feature's door to the data layer. */
export {
  useSignedIn,
  refreshProfile,
  prefetchAssessmentData,
  prefetchCallables,
  DataError,
  type CarriedDraft,
  type SubmittedResponse,
  type PublishedForm,
  type SubmissionResult,
} from '../../../data';

export const giveHealthDataConsent = fromData('users', 'giveHealthDataConsent');
export const loadPublishedForm = fromData('published-forms', 'loadPublishedForm');
export const findDraft = fromData('published-forms', 'findDraft');
export const newSubmissionKey = fromData('assessments', 'newSubmissionKey');
export const saveDraft = fromData('assessments', 'saveDraft');
export const submitResponse = fromData('assessments', 'submitResponse');
export const listSubmitted = fromData('assessments', 'listSubmitted');
export const loadMigrations = fromData('assessments', 'loadMigrations');
export const loadFormVersion = fromData('forms', 'loadFormVersion');
export const listAssignments = fromData('assignments', 'listAssignments');
// this device's copies and the outbox (IndexedDB; each answers false or null when the device keeps none)
export const readDraftCopy = fromData('device-copies', 'readDraftCopy');
export const writeDraftCopy = fromData('device-copies', 'writeDraftCopy');
export const clearDraftCopy = fromData('device-copies', 'clearDraftCopy');
export const putInOutbox = fromData('outbox', 'putInOutbox');
export const listOutbox = fromData('outbox', 'listOutbox');
export const watchOutbox = fromData('outbox', 'watchOutbox');
export const sendOutbox = fromData('outbox', 'sendOutbox');
