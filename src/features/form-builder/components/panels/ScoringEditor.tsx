/**
 * Scoring without a developer: scales (questions added up, bands, subscales, rules) and flags
 * (when raised, how serious, who reads them), all written as engine edits. When scoring changes,
 * a new scoring version is proposed (responses record it), never forced.
 */
import { useState } from 'react';
import { canonicalJson, type FlagSpec, type FormDefinition, type ScoringSpec } from '@engine';
import { useBuilder } from '../../store';
import { InlineProblem, TextSetting } from './editors/inputs';
import { freeId, isSlug } from './ids';
import { FlagEditor, triggerQuestions } from './scoring/FlagEditor';
import { ScaleEditor } from './scoring/ScaleEditor';
import { startTrigger } from './scoring/TriggerEditor';
import { numericChoiceRange } from './field-schema';
import { nextScoringVersion, scorableFields } from './scoring-model';
import { useApply } from './use-panel';
import './panels.css';

/** Scoring without its version, to tell whether the scoring itself changed. */
function scoringContent(scoring: ScoringSpec | undefined): string {
  if (!scoring) return '';
  const { version: _v, ...rest } = scoring;
  return canonicalJson(rest);
}

export function ScoringEditor() {
  const definition = useBuilder((s) => s.definition);
  const opened = useBuilder((s) => s.history.past[0] ?? s.history.present);
  const apply = useApply();
  // what was just added opens, so its settings are the next thing the keyboard reaches
  const [added, setAdded] = useState<string | null>(null);
  const scoring = definition.scoring;
  const scales = Object.entries(scoring?.scales ?? {});
  const flags = scoring?.flags ?? [];

  return (
    <div className="panel scoring-editor">
      <h2 className="panel-heading">Scoring</h2>
      <VersionLine definition={definition} opened={opened} />
      <section className="panel-section" aria-labelledby="scales-heading">
        <h3 id="scales-heading">Scales</h3>
        {scales.length === 0 ? <p className="muted">No scales yet. A scale adds up the ratings of chosen questions to a total.</p> : null}
        {scales.map(([id, scale]) => (
          <ScaleEditor key={id} definition={definition} scaleId={id} scale={scale} initiallyOpen={id === added} />
        ))}
        <NewThing
          what="scale"
          suggestion={freeId(definition.id.split('-')[0] || 'scale', scales.map(([id]) => id))}
          taken={scales.map(([id]) => id)}
          unavailable={scorableFields(definition).length === 0 ? 'Add a rating scale (or number) question first: scales add up number answers.' : null}
          onAdd={(id) => {
            const used = new Set(scales.flatMap(([, s]) => s.items));
            const scorable = scorableFields(definition);
            const items = scorable.filter((f) => !used.has(f));
            const chosen = items.length ? items : scorable;
            const range = numericChoiceRange(chosen.map((f) => definition.schema.properties?.[f])) ?? { min: 0, max: 4 };
            setAdded(id);
            return apply({ type: 'setScale', id, scale: { title: 'New scale', items: chosen, itemMin: range.min, itemMax: range.max } })?.message ?? null;
          }}
        />
      </section>
      <section className="panel-section" aria-labelledby="flags-heading">
        <h3 id="flags-heading">Flags</h3>
        {flags.length === 0 ? <p className="muted">No flags yet. A flag alerts reviewers (and, if you choose, the member) when answers or scores call for it.</p> : null}
        {flags.map((flag) => (
          <FlagEditor key={flag.id} definition={definition} flag={flag} initiallyOpen={flag.id === added} />
        ))}
        <NewThing
          what="flag"
          suggestion={freeId('flag', flags.map((f) => f.id))}
          taken={flags.map((f) => f.id)}
          unavailable={startTrigger(definition, 'answer') ? null : 'Add a question first: a flag is raised by an answer or a score.'}
          onAdd={(id) => {
            const trigger = startTrigger(definition, 'answer')!;
            const flag: FlagSpec = { id, severity: 'warning', message: 'Say what this means and what the reviewer should do.', fields: triggerQuestions(definition, trigger), trigger };
            setAdded(id);
            return apply({ type: 'setFlag', flag })?.message ?? null;
          }}
        />
      </section>
    </div>
  );
}

/** The scoring version, and a proposed new one once scoring differs from when the form was opened. */
function VersionLine({ definition, opened }: { definition: FormDefinition; opened: FormDefinition }) {
  const apply = useApply();
  const version = definition.scoring?.version;
  if (version === undefined) return <p className="muted">This form is not scored yet.</p>;
  const changed = scoringContent(definition.scoring) !== scoringContent(opened.scoring);
  const sameVersion = version === opened.scoring?.version;
  const proposal = nextScoringVersion(version, definition.id);
  return (
    <div className="version-hint">
      <TextSetting
        label="Scoring version"
        value={version}
        spellCheck={false}
        hint="Every scored response records it, so old and new scores are never mixed."
        onValue={(text) => (text.trim() === '' ? 'Give the scoring a version' : (apply({ type: 'setScoringVersion', version: text }, 'scoring-version')?.message ?? null))}
      />
      {changed && sameVersion ? (
        <p className="notice" role="status">
          Scoring has changed since this form was opened. If members have answered it already, give it a new version.{' '}
          <button type="button" className="button secondary small" onClick={() => apply({ type: 'setScoringVersion', version: proposal })}>
            Use “{proposal}”
          </button>
        </p>
      ) : null}
    </div>
  );
}

interface NewThingProps {
  what: 'scale' | 'flag';
  suggestion: string;
  taken: string[];
  unavailable: string | null;
  /** returns why it could not be added, or null */
  onAdd(id: string): string | null;
}

/** "Add a scale / flag" with its short id (stored with every response's scores, so chosen up front). */
function NewThing({ what, suggestion, taken, unavailable, onAdd }: NewThingProps) {
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = id.trim() || suggestion;
  const add = () => {
    if (!isSlug(chosen)) return setProblem('Use letters and digits, joined by - or _');
    if (taken.includes(chosen)) return setProblem(`There is already a ${what} “${chosen}”`);
    const refused = onAdd(chosen);
    setProblem(refused);
    if (!refused) setId('');
  };
  if (unavailable) return <p className="field-hint">{unavailable}</p>;
  return (
    <div className="inline-fields">
      <TextSetting
        label={`Id of the new ${what}`}
        hint={`Short, stored with the scores; “${suggestion}” if left empty.`}
        value={id}
        placeholder={suggestion}
        spellCheck={false}
        onValue={(text) => {
          setId(text);
          setProblem(null);
          return null;
        }}
      />
      <button type="button" className="button" onClick={add}>
        Add a {what}
      </button>
      <InlineProblem>{problem}</InlineProblem>
    </div>
  );
}
