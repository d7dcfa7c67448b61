/** The assessments feature's door to the data layer. */
export {
  useSession,
  refreshProfile,
  giveHealthDataConsent,
  loadPublishedForm,
  findDraft,
  newSubmissionKey,
  saveDraft,
  submitResponse,
  listSubmitted,
  loadMigrations,
  loadFormVersion,
  DataError,
  type CarriedDraft,
  type SubmittedResponse,
  type PublishedForm,
  type SubmissionResult,
} from '../../../data';
