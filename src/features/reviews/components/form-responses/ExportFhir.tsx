import { responseBundle, type FormDefinition, type ResponseForExport } from '@engine';
import type { ResponsesFilter } from '../../api/form-responses-api';
import { readAllResponses, type NamedRow } from '../../api/form-responses-export';
import type { CsvVersion } from './csv-rows';
import { downloadText, useDownloadRun } from '../../../../ui';

export interface ExportFhirProps {
  formId: string;
  filter: ResponsesFilter;
  /** every published version (each response is mapped against its own); null while loading */
  versions: CsvVersion[] | null;
}

const number = new Intl.NumberFormat('en-GB');

/** A row as the FHIR mapping reads it (a response without a submission time has none to give). */
export function responseForExport({ row }: NamedRow): ResponseForExport | null {
  if (!row.submittedAt) return null;
  return { id: row.id, memberId: row.memberId, formVersion: row.formVersion, data: row.data, submittedAt: row.submittedAt.toISOString() };
}

/**
 * Every response the filters match as a FHIR R4 Bundle for another service: a
 * QuestionnaireResponse each (against the version it was answered on) and an Observation per
 * complete scale total, coded; downloaded as `<form-id>-responses.fhir.json`.
 */
export function ExportFhir({ formId, filter, versions }: ExportFhirProps) {
  const { state, start, cancel } = useDownloadRun<number, { responses: number; observations: number; skipped: number; fileName: string }>('The export failed.');

  function run() {
    if (!versions) return;
    return start(0, async (signal, progress) => {
      const batches = await readAllResponses(formId, filter, (read) => progress(read.done), signal, (batch) =>
        batch.flatMap((named) => {
          const response = responseForExport(named);
          return response ? [response] : [];
        }),
      );
      const byVersion = new Map<number, FormDefinition>(versions.map((v) => [v.version, v.definition]));
      const { bundle, skipped } = responseBundle(batches.flat(), (r) => byVersion.get(r.formVersion) ?? null, { timestamp: new Date().toISOString() });
      const fileName = `${formId}-responses.fhir.json`;
      downloadText(fileName, `${JSON.stringify(bundle, null, 2)}\n`, 'application/fhir+json');
      const responses = bundle.entry.filter((e) => e.resource.resourceType === 'QuestionnaireResponse').length;
      return { responses, observations: bundle.entry.length - responses, skipped: skipped.length, fileName };
    });
  }

  const running = state.kind === 'running';
  return (
    <section className="fr-export card" aria-labelledby="fr-fhir-title">
      <h2 id="fr-fhir-title">Download for another service (FHIR)</h2>
      <p className="muted">
        Every response the filters match as a FHIR R4 Bundle: each response with its coded answers, and each complete score (PHQ-9, GAD-7 with their LOINC codes) as an
        Observation. Incomplete scores are left out.
      </p>
      <div className="fr-export-actions">
        <button type="button" className="button" onClick={() => void run()} disabled={running || !versions}>
          {running ? 'Preparing…' : 'Download FHIR bundle'}
        </button>
        {running ? (
          <button type="button" className="button secondary" onClick={cancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {state.kind === 'running' ? <p className="muted" aria-live="polite">{number.format(state.progress)} responses read</p> : null}
      {state.kind === 'done' ? (
        <p className="notice" role="status">
          Downloaded {state.result.fileName}: {number.format(state.result.responses)} {state.result.responses === 1 ? 'response' : 'responses'} and{' '}
          {number.format(state.result.observations)} {state.result.observations === 1 ? 'score' : 'scores'}.
          {state.result.skipped > 0 ? ` ${number.format(state.result.skipped)} answered on a version that could not be read were left out.` : ''}
        </p>
      ) : null}
      {state.kind === 'cancelled' ? <p className="notice" role="status">Cancelled. Nothing was downloaded.</p> : null}
      {state.kind === 'failed' ? (
        <p className="alert" role="alert">
          The download failed: {state.message} Try again.
        </p>
      ) : null}
    </section>
  );
}
