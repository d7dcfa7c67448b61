import { fromData } from '../../../data';

/** The scores-over-time chart's door to the data layer: the published versions its responses were scored with, and a form's version history. */
export { DataError, type PublishedForm, type StoredFormVersion } from '../../../data';

export const loadFormVersion = fromData('forms', 'loadFormVersion');
export const listFormVersions = fromData('forms', 'listFormVersions');
