import { useState } from 'react';
import type { ResponsesFilter } from '../../api/form-responses-api';
import { readAllResponses, type ExportProgress } from '../../api/form-responses-export';
import { csvFileName, csvFileParts, csvHeader, csvLines, csvRecord, planCsvColumns, type CsvValues, type CsvVersion } from './csv-rows';
import { downloadText, useDownloadRun } from '../../../../ui';

export interface ExportCsvProps {
  formId: string;
  filter: ResponsesFilter;
  /** every published version (columns and titles); null while loading */
  versions: CsvVersion[] | null;
}

const number = new Intl.NumberFormat('en-GB');

function Progress({ progress }: { progress: ExportProgress }) {
  const text = progress.total === null ? `${number.format(progress.done)} responses read` : `${number.format(progress.done)} of ${number.format(progress.total)} responses read`;
  return (
    <div className="fr-progress">
      <div
        className="fr-progress-bar"
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={progress.total ?? undefined}
        aria-valuenow={progress.total === null ? undefined : progress.done}
        aria-valuetext={text}
      >
        <span style={{ width: progress.total ? `${Math.min(100, (100 * progress.done) / progress.total)}%` : '0%' }} />
      </div>
      <p className="muted" aria-live="polite">{text}</p>
    </div>
  );
}

/**
 * CSV of every response the filters match (not only those on screen): streamed by the server a
 * page at a time with a progress bar, cancellable, then downloaded as
 * `<form-id>-responses-<date>.csv`. Answers as the member read them (labels) or as stored (raw).
 */
export function ExportCsv({ formId, filter, versions }: ExportCsvProps) {
  const [values, setValues] = useState<CsvValues>('labels');
  const { state, start, cancel } = useDownloadRun<ExportProgress, { count: number; fileName: string }>('The export failed.');

  function run() {
    if (!versions) return;
    return start({ done: 0, total: null }, async (signal, progress) => {
      const plan = planCsvColumns(versions);
      // each page's lines are written as it arrives, while the server sends the next
      const batches = await readAllResponses(formId, filter, progress, signal, (batch) => ({
        count: batch.length,
        lines: csvLines(batch.map(({ row, memberName }) => csvRecord(row, plan, memberName ?? '', values))),
      }));
      const fileName = csvFileName(formId, new Date());
      downloadText(fileName, csvFileParts(csvHeader(plan), batches.map((batch) => batch.lines)), 'text/csv;charset=utf-8');
      return { count: batches.reduce((sum, batch) => sum + batch.count, 0), fileName };
    });
  }

  const running = state.kind === 'running';
  return (
    <section className="fr-export card" aria-labelledby="fr-export-title">
      <h2 id="fr-export-title">Export to CSV</h2>
      <p className="muted">Every response the filters match (not only those shown), one row each, with scores, flags and every answer. Opens in Excel.</p>
      <fieldset className="fr-export-values" disabled={running}>
        <legend>Answers as</legend>
        <label>
          <input type="radio" name="fr-values" value="labels" checked={values === 'labels'} onChange={() => setValues('labels')} /> the words the member chose
        </label>
        <label>
          <input type="radio" name="fr-values" value="raw" checked={values === 'raw'} onChange={() => setValues('raw')} /> stored values (codes)
        </label>
      </fieldset>
      <div className="fr-export-actions">
        <button type="button" className="button" onClick={() => void run()} disabled={running || !versions}>
          {running ? 'Exporting…' : 'Download CSV'}
        </button>
        {running ? (
          <button type="button" className="button secondary" onClick={cancel}>
            Cancel export
          </button>
        ) : null}
      </div>
      {state.kind === 'running' ? <Progress progress={state.progress} /> : null}
      {state.kind === 'done' ? (
        <p className="notice" role="status">
          Downloaded {state.result.fileName}: {number.format(state.result.count)} {state.result.count === 1 ? 'response' : 'responses'}.
        </p>
      ) : null}
      {state.kind === 'cancelled' ? <p className="notice" role="status">Export cancelled. Nothing was downloaded.</p> : null}
      {state.kind === 'failed' ? (
        <p className="alert" role="alert">
          The export failed: {state.message} Try again.
        </p>
      ) : null}
    </section>
  );
}
