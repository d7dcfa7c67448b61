import { fromData } from '../../../data';

/** The form builder's door to the data layer: forms, builder drafts, versions, publishing. */
export {
  useSignedIn,
  DataError,
  type StoredFormVersion,
  type FormSummary,
  type BuilderDraft,
  type PublishedForm,
} from '../../../data';

export const listForms = fromData('forms', 'listForms');
export const countResponses = fromData('forms', 'countResponses');
export const loadBuilderDraft = fromData('forms', 'loadBuilderDraft');
export const createBuilderForm = fromData('forms', 'createBuilderForm');
export const saveBuilderDraft = fromData('forms', 'saveBuilderDraft');
export const publishForm = fromData('forms', 'publishForm');
export const archiveForm = fromData('forms', 'archiveForm');
export const setFormAudience = fromData('assignments', 'setFormAudience');
export const loadFormVersion = fromData('forms', 'loadFormVersion');
export const listFormVersions = fromData('forms', 'listFormVersions');
export const listOpenDrafts = fromData('forms', 'listOpenDrafts');
export const lastSubmissionAt = fromData('form-responses', 'lastSubmissionAt');
