/**
 * Import a definition file, an RJSF `{schema, uiSchema}` document or a FHIR R4 Questionnaire (it
 * replaces the form being edited, after a confirmation, as one undoable edit; notes say what was
 * converted or kept verbatim), and export the definition file, an RJSF document or a FHIR R4
 * Questionnaire (notes name what FHIR has no form for).
 */
import { useId, useRef, useState } from 'react';
import { exportDefinitionFile, exportQuestionnaire, exportRjsf } from '@engine';
import { useBuilderStore } from '../store';
import { downloadJson } from './download';
import { readImportFile, type ImportedFile } from './import-file';
import { focusSoon, useWorkspace } from './workspace-context';

type Stage =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'confirm'; file: Extract<ImportedFile, { ok: true }> }
  | { kind: 'failed'; message: string; details: string[] }
  | { kind: 'done'; fileName: string; notes: string[] }
  | { kind: 'exported'; fileName: string; notes: string[] };

export function ImportExport() {
  const store = useBuilderStore();
  const { announce } = useWorkspace();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    setStage({ kind: 'reading', fileName: file.name });
    const result = await readImportFile(file, store.getState().definition.id);
    if (input.current) input.current.value = '';
    setStage(result.ok ? { kind: 'confirm', file: result } : { kind: 'failed', message: result.message, details: result.details });
    focusSoon(result.ok ? 'import-confirm' : 'import-message');
  }

  function replace(file: Extract<ImportedFile, { ok: true }>) {
    const outcome = store.getState().apply({ type: 'replaceDefinition', definition: file.definition });
    if (!outcome.ok) {
      setStage({ kind: 'failed', message: `“${file.fileName}” was not imported: ${outcome.refusal.message}`, details: [] });
      focusSoon('import-message');
      return;
    }
    store.getState().select(null);
    setStage({ kind: 'done', fileName: file.fileName, notes: file.notes });
    announce(`Imported “${file.fileName}”: the form is now “${file.definition.title}”. Undo brings the previous form back.`);
    focusSoon('import-message');
  }

  const definition = () => store.getState().definition;

  function exportFhir() {
    const def = definition();
    const { questionnaire, notes } = exportQuestionnaire(def, { status: 'draft' });
    const fileName = `${def.id}.fhir.json`;
    downloadJson(fileName, `${JSON.stringify(questionnaire, null, 2)}\n`);
    setStage({ kind: 'exported', fileName, notes });
    announce(`Downloaded “${fileName}”, the form as a FHIR Questionnaire.`);
  }
  const questionCount = (n: number) => `${n} question${n === 1 ? '' : 's'}`;

  return (
    <div className="fb-import-export">
      <div className="fb-toolbar-group" role="group" aria-label="Import and export">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          onChange={(event) => void choose(event.target.files?.[0])}
          data-testid="import-file"
        />
        <button type="button" className="button secondary" onClick={() => input.current?.click()} aria-describedby={`${inputId}-hint`}>
          Import…
        </button>
        <span id={`${inputId}-hint`} className="visually-hidden">
          A definition file, an RJSF schema and uiSchema document or a FHIR R4 Questionnaire, up to 1 MB. It replaces this form; you can undo it.
        </span>
        <button type="button" className="button secondary" onClick={() => downloadJson(`${definition().id}.json`, exportDefinitionFile(definition()))} data-testid="export-definition">
          Export definition
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => downloadJson(`${definition().id}.rjsf.json`, `${JSON.stringify(exportRjsf(definition()), null, 2)}\n`)}
          data-testid="export-rjsf"
        >
          Export RJSF
        </button>
        <button type="button" className="button secondary" onClick={exportFhir} data-testid="export-fhir">
          Export FHIR
        </button>
      </div>
      {stage.kind === 'reading' && <p role="status" className="muted">Reading “{stage.fileName}”…</p>}
      {stage.kind === 'confirm' && (
        <div className="card fb-import-confirm" role="group" aria-labelledby={`${inputId}-confirm`}>
          <p id={`${inputId}-confirm`}>
            Replace “{definition().title}” with “{stage.file.definition.title}” ({questionCount(Object.keys(stage.file.definition.schema.properties ?? {}).length)}) from
            “{stage.file.fileName}”? You can undo this.
          </p>
          {stage.file.notes.length > 0 && <ImportNotes notes={stage.file.notes} />}
          <div className="fb-confirm-actions">
            <button type="button" className="button" onClick={() => replace(stage.file)} data-testid="import-confirm">
              Replace the form
            </button>
            <button type="button" className="button secondary" onClick={() => setStage({ kind: 'idle' })}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {stage.kind === 'failed' && (
        <div className="alert fb-import-result" role="alert" tabIndex={-1} data-testid="import-message">
          <p>{stage.message}</p>
          {stage.details.length > 0 && (
            <ul>
              {stage.details.map((d, i) => (
                <li key={i}>{d}</li>
              ))}
            </ul>
          )}
          <button type="button" className="button secondary" onClick={() => setStage({ kind: 'idle' })}>
            Dismiss
          </button>
        </div>
      )}
      {stage.kind === 'exported' && (
        <div className="notice fb-import-result" role="status" data-testid="export-message">
          <p>Downloaded “{stage.fileName}”: the form as a FHIR R4 Questionnaire (status draft until it is published).</p>
          {stage.notes.length > 0 && (
            <>
              <p className="fb-notes-lead">FHIR has no form for these; they are kept in the practice’s own extensions:</p>
              <ul className="fb-notes">
                {stage.notes.map((note, i) => (
                  <li key={i}>{note}</li>
                ))}
              </ul>
            </>
          )}
          <button type="button" className="button secondary" onClick={() => setStage({ kind: 'idle' })}>
            Dismiss
          </button>
        </div>
      )}
      {stage.kind === 'done' && (
        <div className="notice fb-import-result" role="status" tabIndex={-1} data-testid="import-message">
          <p>Imported “{stage.fileName}”. Undo brings the previous form back.</p>
          {stage.notes.length > 0 && <ImportNotes notes={stage.notes} />}
          <button type="button" className="button secondary" onClick={() => setStage({ kind: 'idle' })}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}

function ImportNotes({ notes }: { notes: string[] }) {
  return (
    <>
      <p className="fb-notes-lead">What the import changed or kept as it was:</p>
      <ul className="fb-notes">
        {notes.map((note, i) => (
          <li key={i}>{note}</li>
        ))}
      </ul>
    </>
  );
}
