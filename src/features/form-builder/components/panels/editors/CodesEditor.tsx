/**
 * The "Codes" of the form or one of its parts: codings (system, code, optional display text) that
 * services reading codes (FHIR) use instead of our names; a question's panel also codes each of its
 * choices (one code each). Closed by default and drawn only while
 * open, so typing elsewhere in the builder does no work here. Every change is one `setCodes` edit;
 * a refusal stays beside the code typed, in the engine's words, and loses nothing.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { CodeTarget, Coding, FormDefinition } from '@engine';
import { useBuilder } from '../../../store';
import { choicesOf } from '../field-schema';
import { useApply } from '../use-panel';
import { InlineProblem } from './inputs';
import { LazyDetails } from './LazyDetails';

const NONE: readonly Coding[] = [];

/** What is stored for `target`, as stored (a choice's one coding itself), so the store's slice keeps its identity. */
function storedCodes(def: FormDefinition, target: CodeTarget): readonly Coding[] | Coding | undefined {
  const codes = def.codes;
  if (!codes) return NONE;
  switch (target.kind) {
    case 'form':
      return codes.form ?? NONE;
    case 'section':
      return codes.sections?.[target.id] ?? NONE;
    case 'field':
      return codes.fields?.[target.id] ?? NONE;
    case 'scale':
      return codes.scales?.[target.id] ?? NONE;
    case 'choice':
      return codes.choices?.[target.field]?.[target.value];
  }
}

const EMPTY_DRAFT = { system: '', code: '', display: '' };

/** `target`: what the codes belong to; `what`: it in words, for the buttons' names ("this question"). */
export function CodesEditor({ target, what }: { target: CodeTarget; what: string }) {
  return (
    <LazyDetails className="also-show codes-editor" summary="Codes (for other health services)">
      {() => (target.kind === 'field' ? <QuestionCodes field={target.id} what={what} /> : <CodesList target={target} what={what} />)}
    </LazyDetails>
  );
}

/** A question's codes, or one of its choices' (chosen under "Codes for"). */
function QuestionCodes({ field, what }: { field: string; what: string }) {
  const schema = useBuilder((s) => s.definition.schema.properties?.[field]);
  const choices = useMemo(() => choicesOf(schema) ?? [], [schema]);
  const id = useId();
  // '' for the question itself, else the chosen choice's value as text
  const [part, setPart] = useState('');
  const choice = choices.find((c) => String(c.value) === part);
  return (
    <>
      {choices.length > 0 ? (
        <div className="field">
          <label htmlFor={id}>Codes for</label>
          <select id={id} value={choice ? part : ''} onChange={(event) => setPart(event.target.value)}>
            <option value="">{what.charAt(0).toUpperCase() + what.slice(1)}</option>
            {choices.map((c) => (
              <option key={String(c.value)} value={String(c.value)}>
                Choice “{c.label}”
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {choice ? (
        <CodesList key={part} target={{ kind: 'choice', field, value: part }} what={`the choice “${choice.label}”`} />
      ) : (
        <CodesList key="" target={{ kind: 'field', id: field }} what={what} />
      )}
    </>
  );
}

function CodesList({ target, what }: { target: CodeTarget; what: string }) {
  const stored = useBuilder((s) => storedCodes(s.definition, target));
  const codings = useMemo<readonly Coding[]>(() => (stored === undefined ? NONE : Array.isArray(stored) ? stored : [stored as Coding]), [stored]);
  const apply = useApply();
  const id = useId();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  // the coding being edited (its place in the list), or null when adding
  const [editing, setEditing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const write = (next: Coding[]): string | null => apply({ type: 'setCodes', target, codings: next })?.message ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const coding: Coding = { system: draft.system.trim(), code: draft.code.trim(), ...(draft.display.trim() ? { display: draft.display.trim() } : {}) };
    const others = codings.filter((_, i) => i !== editing);
    if (others.some((c) => c.system === coding.system && c.code === coding.code)) {
      setError(`${coding.code} from ${coding.system} is already one of the codes of ${what}.`);
      return;
    }
    const next = editing === null ? [...others, coding] : codings.map((c, i) => (i === editing ? coding : c));
    const refused = write(next);
    setError(refused);
    if (refused) return;
    setDraft(EMPTY_DRAFT);
    setEditing(null);
  };

  const cancel = () => {
    setDraft(EMPTY_DRAFT);
    setEditing(null);
    setError(null);
  };

  return (
    <div className="codes-body">
      {codings.length === 0 ? (
        <p className="muted">No codes yet. Add one so a GP or another service can read what {what} means, for example a LOINC code.</p>
      ) : (
        <ul className="codes-list" aria-label={`Codes of ${what}`}>
          {codings.map((c, i) => (
            <li key={`${c.system}|${c.code}`} className="codes-row">
              <span className="codes-text">
                <code>{c.code}</code> {c.display ? `${c.display} ` : ''}
                <span className="muted">({c.system})</span>
              </span>
              <span className="codes-actions">
                <button
                  type="button"
                  className="button secondary small"
                  aria-label={`Edit code ${c.code}`}
                  onClick={() => {
                    setEditing(i);
                    setDraft({ system: c.system, code: c.code, display: c.display ?? '' });
                    setError(null);
                  }}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button secondary small"
                  aria-label={`Remove code ${c.code}`}
                  onClick={() => {
                    setError(write(codings.filter((_, j) => j !== i)));
                    if (editing !== null) cancel();
                  }}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="codes-form" onSubmit={submit} aria-label={editing === null ? `Add a code to ${what}` : `Change code ${codings[editing]?.code ?? ''}`}>
        {(
          [
            ['system', 'Code system', 'http://loinc.org'],
            ['code', 'Code', '44261-6'],
            ['display', 'Display text (optional)', ''],
          ] as const
        ).map(([key, label, placeholder]) => (
          <div className="field" key={key}>
            <label htmlFor={`${id}-${key}`}>{label}</label>
            <input
              id={`${id}-${key}`}
              value={draft[key]}
              placeholder={placeholder || undefined}
              spellCheck={false}
              inputMode={key === 'system' ? 'url' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            />
          </div>
        ))}
        <InlineProblem id={`${id}-error`}>{error}</InlineProblem>
        <div className="codes-actions">
          <button type="submit" className="button secondary">
            {editing === null ? 'Add code' : 'Save code'}
          </button>
          {editing !== null ? (
            <button type="button" className="button secondary" onClick={cancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
