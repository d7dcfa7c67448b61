/** The scores-over-time chart's door to the data layer: the published versions its responses were scored with. */
export { DataError, loadFormVersion, type PublishedForm } from '../../../data';
