import { useMutation } from '@tanstack/react-query';
import { exportMyData } from '../../../data';

/** The account feature's door to the data layer: the export of everything held about the member. */
export { exportMyData };

/**
 * Prepares the member's export on the server (exportMyData). A mutation, not a cached query: each
 * download is read afresh from the practice's records, and nothing of it stays in the app's cache.
 */
export function useExportMyData() {
  return useMutation({ mutationKey: ['my-data', 'export'], mutationFn: () => exportMyData() });
}
