/**
 * The whole definition as editable JSON, checked as the administrator types (JSON mistakes with
 * their line and column, then the engine's structural checks) and applied as ONE undoable edit.
 * The text is never thrown away by a failed apply or by edits made elsewhere meanwhile.
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { exportDefinitionFile, structuralIssues, type FormDefinition } from '@engine';
import { useBuilder, useBuilderStore } from '../store';
import { parseJsonText, type JsonText } from './json-text';
import { useWorkspace } from './workspace-context';

const CHECK_DELAY_MS = 250;

interface Check {
  parsed: JsonText;
  issues: string[];
}

function check(text: string): Check {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { parsed, issues: [] };
  const issues = structuralIssues(parsed.value).map((i) => `${i.message}${i.path && i.path !== '/' ? ` (at ${i.path})` : ''}`);
  return { parsed, issues };
}

export function JsonView() {
  const store = useBuilderStore();
  const { announce } = useWorkspace();
  const definition = useBuilder((s) => s.definition);
  // the text of a big form is rebuilt at low priority, after what the administrator is doing
  const deferred = useDeferredValue(definition);
  const current = useMemo(() => exportDefinitionFile(deferred), [deferred]);
  // `base` is the form's text the editing started from (`baseOf`: the definition it shows);
  // while the text is unedited it follows the form, once the deferred text has caught up with it
  const [view, setView] = useState({ text: current, base: current, baseOf: deferred });
  const { text, base } = view;
  const setText = (next: string) => setView((v) => ({ ...v, text: next }));
  const [checked, setChecked] = useState<{ text: string; result: Check } | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const statusId = useId();
  const edited = text !== base;
  if (!edited && view.baseOf !== definition && deferred === definition) setView({ text: current, base: current, baseOf: deferred });
  const stale = edited && view.baseOf !== definition;

  useEffect(() => {
    if (!edited) return;
    const timer = setTimeout(() => setChecked({ text, result: check(text) }), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, edited]);

  const result = edited && checked?.text === text ? checked.result : null;

  function apply() {
    const now = check(text);
    setChecked({ text, result: now });
    if (!now.parsed.ok) {
      setApplyError('Fix the JSON mistake first; nothing was changed.');
      return;
    }
    const outcome = store.getState().apply({ type: 'replaceDefinition', definition: now.parsed.value as FormDefinition });
    if (!outcome.ok) {
      setApplyError(`Not applied: ${outcome.refusal.message} Your text is kept.`);
      return;
    }
    setApplyError(null);
    const applied = exportDefinitionFile(outcome.definition);
    setView({ text: applied, base: applied, baseOf: outcome.definition });
    announce('The JSON was applied to the form. Undo takes it back.');
  }

  function revert() {
    const now = store.getState().definition;
    const text = exportDefinitionFile(now);
    setView({ text, base: text, baseOf: now });
    setApplyError(null);
    setChecked(null);
  }

  function goTo(offset: number) {
    const element = area.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(offset, offset + 1);
  }

  return (
    <div className="fb-json-view">
      <p className="muted">
        The whole form as JSON (the format of a definition file). Edit it, then apply: the change is one step you can undo.
      </p>
      <label htmlFor={`${statusId}-text`} className="fb-json-label">
        Form definition (JSON)
      </label>
      <textarea
        id={`${statusId}-text`}
        ref={area}
        className="fb-json"
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setApplyError(null);
        }}
        aria-describedby={statusId}
        aria-invalid={result ? !result.parsed.ok || result.issues.length > 0 : undefined}
        data-testid="json-text"
      />
      <div id={statusId} className="fb-json-status" role="status">
        {!edited && <p className="muted">Matches the form.</p>}
        {edited && !result && <p className="muted">Checking…</p>}
        {result && !result.parsed.ok && (
          <p className="field-error">
            {result.parsed.line !== null ? `Line ${result.parsed.line}, column ${result.parsed.column}: ` : ''}
            {result.parsed.message}{' '}
            {result.parsed.offset !== null && (
              <button type="button" className="fb-link" onClick={() => !result.parsed.ok && result.parsed.offset !== null && goTo(result.parsed.offset)}>
                Go to the mistake
              </button>
            )}
          </p>
        )}
        {result?.parsed.ok && result.issues.length > 0 && (
          <div className="field-error">
            <p>The JSON reads, but it is not a form the builder can use yet:</p>
            <ul>
              {result.issues.slice(0, 10).map((issue, i) => (
                <li key={i}>{issue}</li>
              ))}
            </ul>
          </div>
        )}
        {result?.parsed.ok && result.issues.length === 0 && <p className="muted">Looks good: apply it to update the form.</p>}
        {stale && <p className="muted">The form has changed elsewhere since you started editing here. Apply replaces it with this text; Revert shows the form as it is now.</p>}
      </div>
      {applyError && (
        <p className="alert" role="alert" data-testid="json-apply-error">
          {applyError}
        </p>
      )}
      <div className="fb-json-actions">
        <button type="button" className="button" onClick={apply} disabled={!edited} data-testid="json-apply">
          Apply JSON
        </button>
        <button type="button" className="button secondary" onClick={revert} disabled={!edited} data-testid="json-revert">
          Revert
        </button>
      </div>
    </div>
  );
}
