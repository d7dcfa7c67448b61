/** Calculated items that add answers' scores read as the form's scales; any other calculation is kept verbatim. */
import type { ScaleSpec } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';
import { EXT } from './fhir-urls.ts';
import { slug } from './import-names.ts';
import { codingOf, parseJson, textOf, type Reading } from './import-reading.ts';
import { extensionOf } from './item-types.ts';

/** The linkIds a calculatedExpression adds, when it is a sum of answers' scores (weight()/ordinal()) or values; else null. */
export function summedLinkIds(expression: string): string[] | null {
  if (!/\.sum\(\)|aggregate\(\s*\$this\s*\+\s*\$total/.test(expression)) return null;
  const ids: string[] = [];
  for (const match of expression.matchAll(/linkId\s*(=\s*'([^']*)'|in\s*\(([^)]*)\))/g)) {
    if (match[2] !== undefined) ids.push(match[2]);
    else for (const part of match[3]!.matchAll(/'([^']*)'/g)) ids.push(part[1]!);
  }
  return ids.length > 0 ? [...new Set(ids)] : null;
}

/** The calculated totals, once every question is read: a sum of scored answers is a scale (with the practice's own bands when present). */
export function readScales({ walk, own }: Reading): void {
  for (const { item, path } of walk.calculated) {
    const expression = extensionOf(item, EXT.calculatedExpression)?.valueExpression?.expression;
    const linkIds = typeof expression === 'string' ? summedLinkIds(expression) : null;
    // linkIds of the groups the sum walks through are not its items
    const items = linkIds?.filter((l) => !walk.groups.has(l)).map((l) => walk.names.get(l));
    const id = slug(item.linkId.replace(/^scale-/, ''), `scale-${Object.keys(walk.scales).length + 1}`);
    if (!items || items.some((n) => n === undefined || !['integer', 'number'].includes(String(walk.fields[n]?.type)))) {
      walk.kept.push({ path, value: item });
      walk.notes.push(`calculated item "${item.linkId}" is not a sum of scored answers; kept verbatim in settings.fhir.kept`);
      continue;
    }
    const names = items as string[];
    const scores = names.flatMap((n) => (walk.fields[n]!.oneOf ?? []).map((c) => Number((c as { const: unknown }).const)));
    const mine = parseJson(extensionOf(item, own.scale)?.valueString);
    const bounds = names.map((n) => {
      const schema = walk.fields[n]!;
      const values = (schema.oneOf ?? []).map((c) => Number((c as { const: unknown }).const));
      return values.length > 0 ? [Math.min(...values), Math.max(...values)] : [Number(schema.minimum ?? 0), Number(schema.maximum ?? 0)];
    });
    walk.scales[id] = {
      title: textOf(item, id),
      items: names,
      itemMin: scores.length > 0 ? Math.min(...bounds.map((b) => b[0]!)) : 0,
      itemMax: scores.length > 0 ? Math.max(...bounds.map((b) => b[1]!)) : 0,
      ...(isRecord(mine) ? (mine as Partial<ScaleSpec>) : {}),
    } as ScaleSpec;
    if (Array.isArray(item.code) && item.code.length > 0) walk.scaleCodes[id] = item.code.map(codingOf);
  }
}
