import type { ExportRow } from '@model';
import { exportFormResponses, type ResponsesFilter } from './form-responses-api';

export interface ExportProgress {
  done: number;
  /** null until counted (the bar then has no maximum) */
  total: number | null;
}

/** A response as the export reads it (with its flags), and its member's name (null: no users document). */
export interface NamedRow {
  row: ExportRow<Date>;
  memberName: string | null;
}

/** What the export makes of each page of responses (its CSV lines), while the next one arrives. */
export type BuildExportBatch<T> = (batch: readonly NamedRow[]) => T;

/**
 * Reads every response the filter matches, page after page as the server streams them (each row
 * with its review and its member's name, in the filter's order), and builds each page as it
 * arrives; returns the pages' results in order. Progress is reported after each page. Stops when
 * `signal` is aborted (throws an AbortError; the stream is closed).
 */
export async function readAllResponses<T>(
  formId: string,
  filter: ResponsesFilter,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
  build: BuildExportBatch<T>,
): Promise<T[]> {
  let total: number | null = null;
  let done = 0;
  const built: T[] = [];
  onProgress({ done, total });
  for await (const page of exportFormResponses(formId, filter, signal)) {
    signal.throwIfAborted();
    if (page.total !== undefined) total = page.total;
    done += page.rows.length;
    built.push(build(page.rows));
    // the count is taken before the reading: responses submitted since may make `done` the larger
    onProgress({ done, total: total === null ? null : Math.max(total, done) });
  }
  signal.throwIfAborted();
  return built;
}
