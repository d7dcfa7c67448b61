import { fromData, watchFromData } from '../../../data';

/** The triage queue's door to the data layer: live listeners, a row's small reads, the acknowledgement. */
export {
  DataError,
  type TriageEntry,
  type SubmissionSummary,
} from '../../../data';

export const listForms = fromData('forms', 'listForms');
export const subscribeTriageQueue = watchFromData('reviews', 'subscribeTriageQueue');
export const subscribeLatestSubmissions = watchFromData('reviews', 'subscribeLatestSubmissions');
export const loadSubmissionSummary = fromData('reviews', 'loadSubmissionSummary');
export const loadMemberName = fromData('reviews', 'loadMemberName');
export const countMembersNotOnboarded = fromData('reviews', 'countMembersNotOnboarded');
export const acknowledgeFlag = fromData('reviews', 'acknowledgeFlag');
