/** The scores-over-time chart's door to the data layer: the published versions its responses were scored with, and a form's version history. */
export { DataError, loadFormVersion, listFormVersions, type PublishedForm, type StoredFormVersion } from '../../../data';
