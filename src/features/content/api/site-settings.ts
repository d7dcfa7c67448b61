import { fromData } from '../../../data';

/** The public pages' and the settings form's door to the data layer (its lazy entry: Firebase loads on first use). */
export { DataError } from '../../../data';
export type { AdminSettings, SiteSettings } from '@model';

export const loadSiteSettings = fromData('settings', 'loadSiteSettings');
export const loadAdminSettings = fromData('settings', 'loadAdminSettings');
export const saveAdminSettings = fromData('settings', 'saveAdminSettings');
export const settingsFieldProblems = fromData('settings', 'settingsFieldProblems');
