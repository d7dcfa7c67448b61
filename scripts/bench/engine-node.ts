/**
 * The server's share of a submission, timed in Node: validateResponse + score per submission, for
 * the PCL-5 and the generated 300-field form. Validators are warmed first (a Cloud Function keeps
 * them across requests). Prints one JSON object on stdout; run by scripts/bench/run.mjs.
 */
import { performance } from 'node:perf_hooks';
import { score, validateResponse, type FormDefinition } from '../../engine/index.ts';
import { benchForm } from './forms.ts';

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
  const valid = submit();
  for (let i = 0; i < Math.min(2000, runs); i++) submit();
  const times = new Float64Array(runs);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    submit();
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
process.stdout.write(`${JSON.stringify({ node: process.version, forms })}\n`);
