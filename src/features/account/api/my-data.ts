import { fromData } from '../../../data';

/**
 * The account feature's door to the data layer: the export of everything held about the member,
 * prepared on the server each time (exportMyData): each download is read afresh from the
 * practice's records, and nothing of it stays in the app's cache.
 */
export const exportMyData = fromData('my-data', 'exportMyData');
