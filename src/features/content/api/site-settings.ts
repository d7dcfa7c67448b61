/** The public pages' and the settings form's door to the data layer (its lazy entry: Firebase loads on first use). */
export { loadSiteSettings, loadAdminSettings, saveAdminSettings, settingsFieldProblems, DataError } from '../../../data';
export type { AdminSettings, SiteSettings } from '@model';
