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
  DataError,
  type SubmittedResponse,
  type PublishedForm,
  type SubmissionResult,
} from '../../../data';
