/** The triage queue's door to the data layer: live listeners, a row's small reads, the acknowledgement. */
export {
  DataError,
  listForms,
  subscribeTriageQueue,
  subscribeLatestSubmissions,
  loadSubmissionSummary,
  loadMemberName,
  countMembersNotOnboarded,
  acknowledgeFlag,
  type TriageEntry,
  type SubmissionSummary,
} from '../../../data';
