import { useQuery } from '@tanstack/react-query';
import { listFormVersions } from './forms-api';
import { formKeys } from './query-keys';

/** Every published version of a form with its migration (the publish dialog's chain; the history download). */
export function useVersionHistory(formId: string, enabled = true) {
  return useQuery({ queryKey: formKeys.versions(formId), queryFn: () => listFormVersions(formId), enabled });
}
