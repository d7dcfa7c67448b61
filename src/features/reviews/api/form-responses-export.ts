import type { QueryClient } from '@tanstack/react-query';
import { countFormResponses, listFormResponses, type FormResponseRow, type ResponsesCursor, type ResponsesFilter } from './form-responses-api';
import { namesFor } from './form-responses-names';

/** Responses read per Firestore page while exporting (bigger than the screen's 50: fewer round trips). */
export const EXPORT_BATCH_SIZE = 500;

export interface ExportProgress {
  done: number;
  /** null until counted (or when counting failed: the bar then has no maximum) */
  total: number | null;
}

export interface ExportedRow {
  row: FormResponseRow;
  memberName: string | null;
}

/**
 * Reads every response the filter matches, a batch at a time, with the members' names, reporting
 * progress after each batch. Stops between batches when `signal` is aborted (throws an AbortError).
 */
export async function readAllResponses(
  client: QueryClient,
  formId: string,
  filter: ResponsesFilter,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<ExportedRow[]> {
  const rows: ExportedRow[] = [];
  let total: number | null = null;
  const counting = countFormResponses(formId, filter).then(
    (count) => (total = count),
    () => null,
  );
  let cursor: ResponsesCursor | null = null;
  onProgress({ done: 0, total });
  do {
    signal.throwIfAborted();
    const page = await listFormResponses(formId, filter, cursor, EXPORT_BATCH_SIZE);
    signal.throwIfAborted();
    const names = await namesFor(client, page.rows.map((row) => row.memberId));
    for (const row of page.rows) rows.push({ row, memberName: names[row.memberId] ?? null });
    cursor = page.next;
    await Promise.race([counting, Promise.resolve()]);
    onProgress({ done: rows.length, total: total === null ? null : Math.max(total, rows.length) });
  } while (cursor);
  signal.throwIfAborted();
  return rows;
}
