/**
 * Administrators, the CSV export of a form's responses: every row the filter matches, streamed by
 * the exportFormResponses callable a page at a time (read on the server with the Admin SDK, each
 * row cut to what the CSV reads, with its flags and its member's name). Reading the 10 000
 * documents here, as Firestore's REST answers (67 MB of indented JSON from the emulator), took
 * 2.3-3.2 s; the stream is 15 MB.
 */
import { filterInMilliseconds, mapRowTimes, type ExportFormResponsesAnswer, type ExportFormResponsesChunk, type ExportFormResponsesRequest, type ExportRow, type ResponsesFilter } from '@model';
import { httpsCallable } from 'firebase/functions';
import { callables } from './functions';
import { toDataError } from './errors';
import { checkFilter } from './form-responses';
import { signedInAgainFor } from './recent-sign-in';

/** One streamed page: its rows (each with its member's name; null when the member has no users document). */
export interface ExportPage {
  rows: { row: ExportRow<Date>; memberName: string | null }[];
  /** how many responses the filter matches, on the first page (an upper bound with a band and the flagged filter) */
  total?: number;
}

/** As long as the callable may run (its timeoutSeconds): the stream is read until it ends. */
const EXPORT_TIMEOUT_MS = 540_000;

/**
 * Administrators, the export: every response the filter matches, in the filter's order, page after
 * page as the server sends them. `signal` stops the stream (an AbortError is thrown).
 */
export async function* exportFormResponses(formId: string, filter: ResponsesFilter, signal: AbortSignal): AsyncGenerator<ExportPage> {
  checkFilter(filter);
  const open = async () => {
    // each chunk is an ExportFormResponsesChunk's JSON text
    try {
      const { functions } = await callables();
      const call = httpsCallable<ExportFormResponsesRequest, ExportFormResponsesAnswer, string>(functions, 'exportFormResponses', {
        timeout: EXPORT_TIMEOUT_MS,
      });
      const opened = await call.stream({ formId, filter: filterInMilliseconds(filter) }, { signal });
      // a failed stream rejects both: the stream's error is the one thrown
      opened.data.catch(() => null);
      return opened;
    } catch (error) {
      throw toDataError(error);
    }
  };
  let result = await open();
  let chunks = result.stream[Symbol.asyncIterator]();
  // The whole export needs a recent sign-in: refused before its first row, it asks again in place and starts once more.
  let mayAskAgain = true;
  for (;;) {
    let next: IteratorResult<string>;
    try {
      next = await chunks.next();
    } catch (error) {
      if (signal.aborted) throw error;
      if (mayAskAgain && (await signedInAgainFor(error))) {
        mayAskAgain = false;
        result = await open();
        chunks = result.stream[Symbol.asyncIterator]();
        continue;
      }
      throw toDataError(error);
    }
    mayAskAgain = false;
    if (next.done) break;
    const chunk = JSON.parse(next.value) as ExportFormResponsesChunk;
    yield {
      rows: chunk.rows.map(({ row, memberName }) => ({ row: mapRowTimes(row, (ms) => new Date(ms)), memberName })),
      ...(chunk.total === undefined ? {} : { total: chunk.total }),
    };
  }
  try {
    await result.data;
  } catch (error) {
    throw toDataError(error);
  }
}
