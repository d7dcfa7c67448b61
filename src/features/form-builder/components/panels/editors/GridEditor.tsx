/**
 * The Likert grid a question is a row of: its title, its statements (retitle, reorder, add,
 * remove) and its shared scale (one change updates every row), or showing the rows as separate
 * questions again. For a rating or single-choice question outside a grid, the offer to show it and
 * its neighbours on the same scale as one grid.
 */
import { useState } from 'react';
import { GRID_ROW_KINDS, gridChoices, gridOf, kindOfField, suggestFieldName, suggestId, type FormDefinition, type FormGrid, type GridChoice, type JsonSchemaObject } from '@engine';
import { useBuilder } from '../../../store';
import { withKeyword } from '../field-schema';
import { useApply } from '../use-panel';
import { InlineProblem, TextSetting } from './inputs';
import { RatingLabelsEditor } from './RatingLabelsEditor';

const sameScale = (a: JsonSchemaObject | undefined, b: JsonSchemaObject | undefined): boolean => {
  const x = gridChoices(a);
  return x !== null && JSON.stringify(x) === JSON.stringify(gridChoices(b));
};

/** The questions next to `name` in its section on the same scale and in no grid: what "make a grid" would take. */
export function gridCandidates(def: FormDefinition, name: string): string[] {
  const fields = def.schema.properties ?? {};
  const section = def.sections?.find((s) => s.fields.includes(name));
  if (!section || gridOf(def, name)) return [];
  const fits = (f: string) => {
    const kind = kindOfField(fields[f]!, def.uiSchema?.[f] as Record<string, unknown> | undefined);
    return kind !== 'advanced' && GRID_ROW_KINDS.has(kind) && !gridOf(def, f) && sameScale(fields[f], fields[name]);
  };
  if (!fits(name)) return [];
  const at = section.fields.indexOf(name);
  let start = at;
  let end = at;
  while (start > 0 && fits(section.fields[start - 1]!)) start--;
  while (end < section.fields.length - 1 && fits(section.fields[end + 1]!)) end++;
  return section.fields.slice(start, end + 1);
}

/** The scale as a grid takes it: each point's value and words. */
const scaleOf = (schema: JsonSchemaObject): GridChoice[] => (gridChoices(schema) ?? []).map((c) => ({ value: c.value, title: c.title ?? String(c.value) }));

export function GridEditor({ name }: { name: string }) {
  const definition = useBuilder((s) => s.definition);
  const select = useBuilder((s) => s.select);
  const apply = useApply();
  const [problem, setProblem] = useState<string | null>(null);
  const grid = gridOf(definition, name);
  const run = (edit: Parameters<typeof apply>[0], mergeKey?: string): string | null => {
    const refusal = apply(edit, mergeKey);
    setProblem(refusal?.message ?? null);
    return refusal?.message ?? null;
  };

  if (!grid) {
    const candidates = gridCandidates(definition, name);
    if (candidates.length < 2) return null;
    return (
      <div className="panel-group grid-offer">
        <p className="muted">
          {candidates.length} questions here share one scale. A grid shows them as one table, each still answered and scored on its own.
        </p>
        <button
          type="button"
          className="button secondary"
          data-testid="make-grid"
          onClick={() => run({ type: 'setGrid', grid: { id: suggestId(definition, 'grid', 'grid'), fields: candidates } })}
        >
          Show these {candidates.length} questions as one grid
        </button>
        {problem ? <InlineProblem>{problem}</InlineProblem> : null}
      </div>
    );
  }

  const fields = definition.schema.properties ?? {};
  const put = (next: FormGrid) => run({ type: 'setGrid', grid: next });
  const move = (index: number, by: -1 | 1) => {
    const order = [...grid.fields];
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    put({ ...grid, fields: order });
  };
  const first = fields[grid.fields[0]!]!;
  return (
    <fieldset className="panel-group grid-editor" data-testid="grid-editor">
      <legend>Likert grid: statements against one scale</legend>
      <TextSetting
        label="Grid title (optional)"
        hint="Read before the statements, such as “Over the last 2 weeks, how often have you been bothered by:”."
        value={grid.title ?? ''}
        onValue={(text) => {
          const { title: _old, ...rest } = grid;
          return run({ type: 'setGrid', grid: text.trim() === '' ? rest : { ...rest, title: text } }, `grid-title:${grid.id}`);
        }}
      />
      <h3 className="panel-subheading">Statements</h3>
      <ol className="choice-list grid-statements">
        {grid.fields.map((row, index) => (
          <li key={row} className="choice-row">
            <TextSetting
              label={`Statement ${index + 1}`}
              hideLabel
              value={typeof fields[row]?.title === 'string' ? fields[row]!.title! : ''}
              onValue={(text) => (text.trim() === '' ? 'A statement needs its words.' : run({ type: 'updateField', name: row, schema: withKeyword(fields[row]!, 'title', text) }, `title:${row}`))}
            />
            <button type="button" className="button small secondary" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move statement ${index + 1} up`}>
              Up
            </button>
            <button type="button" className="button small secondary" disabled={index === grid.fields.length - 1} onClick={() => move(index, 1)} aria-label={`Move statement ${index + 1} down`}>
              Down
            </button>
            <button
              type="button"
              className="button small secondary"
              aria-label={`Remove statement ${index + 1}`}
              onClick={() => {
                const next = grid.fields[index + 1] ?? grid.fields[index - 1];
                if (run({ type: 'removeField', name: row }) === null && row === name && next) select({ kind: 'field', name: next });
              }}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button secondary"
        data-testid="add-grid-statement"
        onClick={() => run({ type: 'addGridRow', id: grid.id, name: suggestFieldName(definition, `${grid.fields[0]!.replace(/\d+$/, '')}`), title: `Statement ${grid.fields.length + 1}` })}
      >
        Add a statement
      </button>
      <RatingLabelsEditor
        name={`${grid.id}-scale`}
        schema={first}
        write={(next, mergeKey) => run({ type: 'setGridScale', id: grid.id, choices: scaleOf(next) }, mergeKey && `grid-scale:${grid.id}`)}
      />
      <button type="button" className="button secondary" onClick={() => run({ type: 'removeGrid', id: grid.id })}>
        Show as separate questions
      </button>
      {problem ? <InlineProblem>{problem}</InlineProblem> : null}
    </fieldset>
  );
}

/** Whether a question is a row of a grid (its own scale editors give way to the grid's). */
export function useInGrid(name: string): boolean {
  return useBuilder((s) => gridOf(s.definition, name) !== undefined);
}
