/** The form-responses page's door to the data layer: pages of responses, member names, versions. */
export {
  DataError,
  listForms,
  listFormResponses,
  joinResponseReviews,
  countFormResponses,
  loadMemberNames,
  loadFormVersions,
  type FormSummary,
  type FormResponseRow,
  type ResponseReviewSummary,
  type ResponsesFilter,
  type ResponsesCursor,
  type ResponsesPage,
  type ReviewsJoin,
  type FormVersionWithMigration,
} from '../../../data';
