import type { DefinitionIssue, FieldError, ScoreResult } from '@engine';

/** The `score` verb's JSON: per scale total, completeness, band, subscales and rules; the raised flags. */
export function shapeScore(result: ScoreResult): {
  scales: Record<string, { total: number | null; complete: boolean; band: string | null; subscales: Record<string, number | null>; rules: Record<string, boolean | null> }>;
  flags: ScoreResult['flags'];
} {
  const scales: ReturnType<typeof shapeScore>['scales'] = {};
  for (const [id, s] of Object.entries(result.scales)) {
    scales[id] = {
      total: s.total,
      complete: s.complete,
      band: s.band,
      subscales: Object.fromEntries(Object.entries(s.subscales).map(([sub, v]) => [sub, v.total])),
      rules: s.rules,
    };
  }
  return { scales, flags: result.flags };
}

/** One line per definition issue: file, JSON pointer, reason. */
export function formatIssue(issue: DefinitionIssue): string {
  return `${issue.source ?? '(definition)'} ${issue.path}: ${issue.message}`;
}

/** One line per response error, naming the field and its section. */
export function formatFieldError(error: FieldError): string {
  const where = error.field ?? (error.section ? `section "${error.section}"` : 'form');
  const section = error.field && error.section ? ` (section "${error.section}")` : '';
  return `${where}${section}: ${error.message}`;
}
