/** When a question shows: the practice's own conditions (exact) when present, else enableWhen, else kept verbatim. */
import type { Condition, FormCondition, JsonSchemaObject, JsonValue } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';
import { EXT } from './fhir-urls.ts';
import { slug } from './import-names.ts';
import { parseJson, type Reading, type Walk } from './import-reading.ts';
import { extensionOf } from './item-types.ts';
import type { EnableWhen } from './r4-types.ts';

/** The conditions of every question waiting for one, once all questions are read (they may point forward). */
export function readConditions({ walk, own }: Reading): void {
  const byId = new Map<string, FormCondition>();
  for (const { name, item, path } of walk.pending) {
    const mine = parseJson(extensionOf(item, own.condition)?.valueString);
    if (Array.isArray(mine) && mine.every((c) => isRecord(c) && typeof c.id === 'string' && isRecord(c.when))) {
      for (const c of mine as { id: string; when: Condition }[]) {
        const known = byId.get(c.id);
        if (known) known.show.push(name);
        else byId.set(c.id, { id: c.id, show: [name], when: c.when });
      }
      continue;
    }
    if (Array.isArray(item.enableWhen)) {
      const read = conditionFromEnableWhen(item.enableWhen, item.enableBehavior, walk);
      if (typeof read === 'string') {
        walk.kept.push({ path: `${path}/enableWhen`, value: item.enableWhen });
        walk.notes.push(`"${name}": ${read}; its enableWhen is kept verbatim in settings.fhir.kept and the question is always shown`);
      } else {
        byId.set(`${slug(name, 'q')}-shown`, { id: `${slug(name, 'q')}-shown`, show: [name], when: read });
      }
      continue;
    }
    const expression = extensionOf(item, EXT.enableWhenExpression);
    walk.kept.push({ path: `${path}/extension`, value: expression });
    walk.notes.push(`"${name}": enableWhenExpression (FHIRPath) has no place in a form here; kept verbatim in settings.fhir.kept and the question is always shown`);
  }
  walk.conditions = [...byId.values()];
}

/** enableWhen entries as a condition, or why they cannot be one. */
function conditionFromEnableWhen(entries: EnableWhen[], behavior: unknown, walk: Walk): Condition | string {
  const leaves: Condition[] = [];
  for (const entry of entries) {
    if (!isRecord(entry)) return 'an enableWhen entry is not an object';
    const field = walk.names.get(String(entry.question));
    if (!field) return `enableWhen names "${String(entry.question)}", which is no question of the form`;
    const answerKey = Object.keys(entry).find((k) => k.startsWith('answer'));
    const raw = answerKey ? (entry[answerKey] as unknown) : undefined;
    let value: JsonValue | undefined = raw as JsonValue;
    if (answerKey === 'answerCoding' && isRecord(raw)) {
      const schema = walk.fields[field]!;
      const own = schema.type === 'array' ? (schema.items as JsonSchemaObject) : schema;
      const codes = walk.codes.choices?.[field] ?? {};
      const byCode = Object.entries(codes).find(([, c]) => c.system === raw.system && c.code === raw.code)?.[0];
      const match = (own.oneOf ?? []).find((c) => String((c as { const: unknown }).const) === (byCode ?? String(raw.code)));
      if (!match) return `enableWhen compares "${field}" with the code ${String(raw.code)}, which is none of its choices`;
      value = (match as { const: JsonValue }).const;
    }
    switch (entry.operator) {
      case 'exists':
        leaves.push({ field, truthy: raw === true });
        break;
      case '=':
        if (value === undefined) return 'an enableWhen "=" has no answer to compare with';
        leaves.push({ field, equals: value });
        break;
      case '>=':
        if (typeof value !== 'number') return 'an enableWhen ">=" compares something other than a number';
        leaves.push({ field, atLeast: value });
        break;
      case '>':
        if (!Number.isInteger(value) || walk.fields[field]?.type !== 'integer') return 'an enableWhen ">" on anything but whole numbers has no equivalent here';
        leaves.push({ field, atLeast: (value as number) + 1 });
        break;
      default:
        return `the enableWhen operator "${String(entry.operator)}" has no equivalent here (equals, at least, answered)`;
    }
  }
  if (leaves.length === 1) return leaves[0]!;
  return behavior === 'any' ? { any: leaves } : { all: leaves };
}
