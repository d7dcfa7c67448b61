/**
 * The server's share of a submission, timed in Node: validateResponse + score per submission, for
 * the PCL-5 and the generated 300-field form; and the whole pipeline for the slowest kinds of
 * malformed payload (bad-bytes, bad-keys, bad-list). Validators are warmed first (a Cloud Function keeps
 * them across requests). Prints one JSON object on stdout; run by scripts/bench/run.mjs.
 */
import { performance } from 'node:perf_hooks';
import { score, validateResponse, visibleData, type FormDefinition } from '../../engine/index.ts';
import { benchForm } from './forms.ts';
import { parseSubmitInput } from '../../functions/src/submission.ts';

interface NodeFigures {
  runs: number;
  medianUs: number;
  p95Us: number;
  valid: boolean;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1]!;
}

function measure(def: FormDefinition, data: Record<string, unknown>, runs: number): NodeFigures {
  const submit = () => {
    const validation = validateResponse(def, data);
    const scores = score(def, data);
    return validation.valid && scores.scoringVersion.length > 0;
  };
  return timeRuns(submit, runs, Math.min(2000, runs));
}

/** Warm up, then time `runs` calls: median and p95 in microseconds, and whether the work was valid. */
function timeRuns(work: () => boolean, runs: number, warmups: number): NodeFigures {
  const valid = work();
  for (let i = 0; i < warmups; i++) work();
  const times = new Float64Array(runs);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times[i] = (performance.now() - start) * 1000;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { runs, medianUs: quantile(sorted, 0.5), p95Us: quantile(sorted, 0.95), valid };
}

const runs = Math.max(10_000, Number(process.argv[2] ?? 10_000));
const forms: Record<string, NodeFigures> = {};
for (const [label, name] of [['pcl5', 'pcl5'], ['generated-300', '300']] as const) {
  const form = benchForm(name);
  forms[label] = measure(form.definition, form.sampleResponse, runs);
}
/**
 * Malformed payloads, the slowest kinds of the submission fuzz (functions/src/submission.fuzz.test.ts),
 * through everything submitResponse runs before Firestore: parseSubmitInput, validateResponse and,
 * when valid, visibleData + score. Target: each under 50 ms. Fewer runs: a payload is near 1 MB.
 */
function measurePayload(def: FormDefinition, payload: unknown, runs: number): NodeFigures {
  const submit = () => {
    const input = parseSubmitInput(payload);
    if (!input.ok) return false;
    const validation = validateResponse(def, input.value.data);
    if (validation.valid) score(def, visibleData(def, input.value.data));
    return validation.valid;
  };
  return timeRuns(submit, runs, 20);
}

const pcl5 = benchForm('pcl5');
const generated = benchForm('300');
// a list answer the sample gives (so its question is shown)
const listField = Object.keys(generated.sampleResponse).find((field) => Array.isArray(generated.sampleResponse[field])) ?? 'list';
const payloadRuns = 200;
// ~899 KB of JSON in one answer, every character escaped (the byte count's slow path), far past its maxLength
forms['bad-bytes'] = measurePayload(pcl5.definition, { formId: 'ptsd', data: { ...pcl5.sampleResponse, worstEvent: '"'.repeat(449_000) } }, payloadRuns);
// 4 990 keys that are no question
const junk = Object.fromEntries(Array.from({ length: 4_990 - Object.keys(pcl5.sampleResponse).length }, (_, i) => [`junk${i}`, 'x']));
forms['bad-keys'] = measurePayload(pcl5.definition, { formId: 'ptsd', data: { ...pcl5.sampleResponse, ...junk } }, payloadRuns);
// a multiple-choice answer of 4 600 entries, on the 300-question form
forms['bad-list'] = measurePayload(generated.definition, { formId: 'generated', data: { ...generated.sampleResponse, [listField]: new Array(4_600).fill('x') } }, payloadRuns);

process.stdout.write(`${JSON.stringify({ node: process.version, forms })}\n`);
