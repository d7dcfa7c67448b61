/**
 * How the engine's share of a keystroke grows with the form's size, timed in Node on the bench's
 * generated forms (300, 1000 and 3000 questions in sections of 10): a path whose time grows about
 * as the form does (×3.3 from 300 to 1000) is linear, one that grows with its square (×11) is
 * not. The browser's share (React, style, layout, paint) is the renderer and builder benches'.
 * - renderer key: one answer set as the response store does (a copy of the answers, calculated
 *   values, visibility when a condition reads the field) and the answers that count sent on
 *   (visibleData), as AssessmentForm does after every change;
 * - builder title key: one updateField edit of a question's title through applyEdit (the edit,
 *   then the structural checks of the whole definition that guard every edit), recorded in the
 *   undo history as the builder's store does;
 * - builder move: one moveField edit through applyEdit and the history.
 * Every size of a path is timed in turn, round after round, so a busy machine slows them alike; the
 * growth, not the microseconds, is the figure to read on a loaded machine.
 * Prints a table, and one JSON object with `--json`.
 *   `node --import tsx scripts/bench/key-path-scaling.ts [--sizes 300,1000,3000] [--runs 200] [--json]`
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { applyEdit, conditionFields, createHistory, recordEdit, visibleData, visibleFields, withCalculatedValues, type FormDefinition } from '../../engine/index.ts';
import { builderProbes } from './builder-probes.ts';
import { generateForm, type GeneratedForm } from './generate.ts';

const { values: args } = parseArgs({ options: { sizes: { type: 'string', default: '300,1000,3000' }, runs: { type: 'string', default: '200' }, json: { type: 'boolean', default: false } } });
const sizes = args.sizes.split(',').map(Number);
const runs = Number(args.runs);
for (const size of sizes) if (!Number.isInteger(size) || size < 20) throw new Error(`--sizes: whole numbers of questions from 20 (not ${size})`);
if (!Number.isInteger(runs) || runs < 10) throw new Error(`--runs ${args.runs}: a whole number from 10`);

/** Calls per round: every path and size is timed in each round, in turn, so a machine busy for a while slows them alike. */
const ROUND = 5;

/**
 * Median µs per call of each work, over rounds of ROUND calls each (the works taking turns within
 * a round), after a warm-up of `runs / 4` calls each. Each call gets its own step number.
 */
function medianUs(works: ((step: number) => void)[]): number[] {
  let step = 0;
  for (const work of works) for (let i = 0; i < Math.max(ROUND, runs / 4); i++) work(step++);
  const perRound: number[][] = works.map(() => []);
  for (let round = 0; round < Math.ceil(runs / ROUND); round++) {
    works.forEach((work, index) => {
      const start = performance.now();
      for (let i = 0; i < ROUND; i++) work(step++);
      perRound[index]!.push(((performance.now() - start) * 1000) / ROUND);
    });
  }
  return perRound.map((times) => {
    times.sort((a, b) => a - b);
    return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
  });
}

/** The renderer's key: what the response store and AssessmentForm do in JavaScript for one typed character. */
function rendererKey(form: GeneratedForm): (step: number) => void {
  const def = form.definition;
  const field = form.probes.textField;
  const sources = new Set((def.conditions ?? []).flatMap((c) => conditionFields(c.when)));
  // a member half-way through: every answer of the sample response held
  let values: Record<string, unknown> = { ...form.sampleResponse };
  let shown = visibleFields(def, values);
  return (step) => {
    const next = { ...values, [field]: `typed ${step}` };
    values = withCalculatedValues(def, next);
    if (sources.has(field)) shown = visibleFields(def, values);
    visibleData(def, values, shown);
  };
}

/** The builder's title key: one edit of the title, checked and recorded in the undo history, as the builder's store applies it. */
function builderTitleKey(form: GeneratedForm): (step: number) => void {
  const { titleField } = builderProbes(form);
  let history = createHistory(form.definition);
  const schema = form.definition.schema.properties![titleField]!;
  return (step) => {
    const result = applyEdit(history.present, { type: 'updateField', name: titleField, schema: { ...schema, title: `${String(schema.title)} ${step}` } });
    if (!result.ok) throw new Error(`the title edit was refused: ${result.refusal.message}`);
    history = recordEdit(history, result.definition, { type: 'updateField', name: titleField }, { mergeKey: `title:${titleField}` });
  };
}

/** The builder's keyboard move: the probe question below its neighbour and back, each an edit recorded in the history. */
function builderMove(form: GeneratedForm): (step: number) => void {
  const { field, section } = builderProbes(form);
  let history = createHistory(form.definition);
  const at = (def: FormDefinition) => def.sections!.find((s) => s.id === section)!.fields.indexOf(field);
  return () => {
    const index = at(history.present);
    const edit = { type: 'moveField' as const, name: field, section, index: index % 2 === 0 ? index + 1 : index - 1 };
    const result = applyEdit(history.present, edit);
    if (!result.ok) throw new Error(`the move was refused: ${result.refusal.message}`);
    history = recordEdit(history, result.definition, edit);
  };
}

const PATHS = { 'renderer key': rendererKey, 'builder title key': builderTitleKey, 'builder move': builderMove } as const;

const forms = sizes.map((size) => generateForm(size));
const figures: Record<string, Record<number, number>> = {};
for (const [path, make] of Object.entries(PATHS)) {
  const medians = medianUs(forms.map((form) => make(form)));
  figures[path] = Object.fromEntries(sizes.map((size, index) => [size, medians[index]!]));
}

/** Growth from the first size to each next, against the growth of the form itself. */
const growth = (path: string) =>
  sizes.slice(1).map((size) => `×${(figures[path]![size]! / figures[path]![sizes[0]!]!).toFixed(1)} at ${size} (form ×${(size / sizes[0]!).toFixed(1)})`).join(', ');

if (args.json) process.stdout.write(`${JSON.stringify({ runs, sizes, medianUs: figures }, null, 2)}\n`);
else {
  const lines = Object.keys(PATHS).map((path) => `${path.padEnd(18)} ${sizes.map((size) => `${String(figures[path]![size])} µs`.padStart(12)).join('')}   ${growth(path)}`);
  process.stdout.write(`${['Median µs of the engine\'s work per key, by form size', `${''.padEnd(18)} ${sizes.map((size) => `${size} q`.padStart(12)).join('')}`, ...lines].join('\n')}\n`);
}
