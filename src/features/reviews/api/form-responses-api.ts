import { fromData } from '../../../data';

/** The form-responses page's door to the data layer: pages of responses, the export's stream, member names, versions. */
export {
  DataError,
  type FormSummary,
  type FormResponseRow,
  type ResponseReviewSummary,
  type ResponsesFilter,
  type ResponsesCursor,
  type ResponsesPage,
  type ExportPage,
  type ReviewsJoin,
  type FormVersionWithMigration,
} from '../../../data';

export const listForms = fromData('forms', 'listForms');
export const listFormResponses = fromData('form-responses', 'listFormResponses');
export const joinResponseReviews = fromData('form-responses', 'joinResponseReviews');
export const countFormResponses = fromData('form-responses', 'countFormResponses');
export const loadMemberNames = fromData('member-names', 'loadMemberNames');
export const loadFormVersions = fromData('form-responses', 'loadFormVersions');

const openExport = fromData('form-responses-export', 'exportFormResponses');
/** Every response a filter matches, streamed a page at a time by the exportFormResponses callable. */
export async function* exportFormResponses(...args: Parameters<typeof openExport>) {
  yield* await openExport(...args);
}
