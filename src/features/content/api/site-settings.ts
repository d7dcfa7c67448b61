/** The public pages' and the settings form's door to the data layer (its lazy entry: Firebase loads on first use). */
export { loadSiteSettings, saveSiteSettings, DataError } from '../../../data';
export type { SiteSettings } from '@engine';
