/** The form builder's door to the data layer: forms, builder drafts, versions, publishing. */
export {
  useSession,
  DataError,
  listForms,
  countResponses,
  loadBuilderDraft,
  createBuilderForm,
  saveBuilderDraft,
  publishForm,
  archiveForm,
  loadFormVersion,
  listFormVersions,
  listOpenDrafts,
  type StoredFormVersion,
  type FormSummary,
  type BuilderDraft,
  type PublishedForm,
} from '../../../data';
