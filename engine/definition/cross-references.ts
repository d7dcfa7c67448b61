import { conditionFields } from './conditions.ts';
import type { DefinitionIssue, FlagTrigger, FormDefinition, ScaleSpec } from './types.ts';

type Report = (path: string, message: string) => void;

/** Every `$ref`/`$dynamicRef` must stay inside the definition: remote schemas are never fetched. */
export function checkNoRemoteRefs(node: unknown, path: string, report: Report): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => checkNoRemoteRefs(child, `${path}/${i}`, report));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === '$ref' || key === '$dynamicRef') && typeof value === 'string' && !value.startsWith('#')) {
      report(`${path}/${key}`, `remote reference "${value}" is not allowed: keep every schema inside the definition`);
    }
    checkNoRemoteRefs(value, `${path}/${escapePointer(key)}`, report);
  }
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function checkScale(id: string, scale: ScaleSpec, def: FormDefinition, report: Report): void {
  const base = `/scoring/scales/${id}`;
  const fields = def.schema.properties ?? {};
  if (scale.itemMin > scale.itemMax) report(`${base}/itemMin`, 'itemMin is larger than itemMax');
  scale.items.forEach((item, i) => {
    const fieldSchema = fields[item];
    if (!fieldSchema) {
      report(`${base}/items/${i}`, `scale item "${item}" is not a field of the schema`);
    } else if (fieldSchema.type !== 'integer' && fieldSchema.type !== 'number') {
      report(`${base}/items/${i}`, `scale item "${item}" must be a number field (type integer) to be scored`);
    }
  });
  for (const [subId, sub] of Object.entries(scale.subscales ?? {})) {
    sub.items.forEach((item, i) => {
      if (!scale.items.includes(item)) {
        report(`${base}/subscales/${subId}/items/${i}`, `subscale item "${item}" is not an item of scale "${id}"`);
      }
    });
  }
  const min = scale.items.length * scale.itemMin;
  const max = scale.items.length * scale.itemMax;
  const bands = [...(scale.bands ?? [])].sort((a, b) => a.min - b.min);
  bands.forEach((band, i) => {
    const at = `${base}/bands/${(scale.bands ?? []).indexOf(band)}`;
    if (band.min > band.max) report(at, `band "${band.id}" has min above max`);
    if (band.min < min || band.max > max) report(at, `band "${band.id}" lies outside the scale's range ${min}–${max}`);
    const previous = bands[i - 1];
    if (previous && band.min <= previous.max) report(at, `band "${band.id}" overlaps band "${previous.id}"`);
    if (previous && band.min > previous.max + 1) {
      report(at, `totals ${previous.max + 1}–${band.min - 1} fall in no band (between "${previous.id}" and "${band.id}")`);
    }
  });
  if (bands.length > 0 && (bands[0]!.min !== min || bands[bands.length - 1]!.max !== max)) {
    report(`${base}/bands`, `bands must cover the whole range ${min}–${max}`);
  }
  for (const [ruleId, rule] of Object.entries(scale.rules ?? {})) {
    if (rule.kind !== 'itemsAtLeast') continue;
    rule.groups.forEach((group, i) => {
      const at = `${base}/rules/${ruleId}/groups/${i}`;
      const items = group.subscale === '*' ? scale.items : scale.subscales?.[group.subscale]?.items;
      if (!items) report(`${at}/subscale`, `subscale "${group.subscale}" is not defined on scale "${id}"`);
      else if (group.count > items.length) report(`${at}/count`, `count ${group.count} exceeds the ${items.length} items of "${group.subscale}"`);
    });
  }
}

function checkTrigger(trigger: FlagTrigger, at: string, def: FormDefinition, report: Report): void {
  const scales = def.scoring?.scales ?? {};
  const fields = def.schema.properties ?? {};
  if (trigger.kind === 'anyOf') {
    trigger.triggers.forEach((t, i) => checkTrigger(t, `${at}/triggers/${i}`, def, report));
    return;
  }
  if (trigger.kind === 'answer') {
    for (const field of conditionFields(trigger.when)) {
      if (!fields[field]) report(`${at}/when`, `flag condition reads "${field}", which is not a field of the schema`);
    }
    return;
  }
  const scale = scales[trigger.scale];
  if (!scale) {
    report(`${at}/scale`, `scale "${trigger.scale}" is not defined in scoring.scales`);
    return;
  }
  if (trigger.kind === 'scaleBand') {
    for (const band of trigger.bands) {
      if (!scale.bands?.some((b) => b.id === band)) report(`${at}/bands`, `band "${band}" is not a band of scale "${trigger.scale}"`);
    }
  }
  if (trigger.kind === 'rule' && !scale.rules?.[trigger.rule]) {
    report(`${at}/rule`, `rule "${trigger.rule}" is not a rule of scale "${trigger.scale}"`);
  }
}

function duplicates(ids: string[]): string[] {
  return ids.filter((id, i) => ids.indexOf(id) !== i);
}

/**
 * Checks the meta-schema cannot express: every uiSchema key, section field, condition field,
 * scoring item and flag names something that exists; each field sits in exactly one section.
 */
export function crossReferenceIssues(def: FormDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const report: Report = (path, message) => issues.push({ path, message });
  const fields = def.schema.properties ?? {};
  const fieldNames = Object.keys(fields);

  (def.schema.required ?? []).forEach((name, i) => {
    if (!fields[name]) report(`/schema/required/${i}`, `required field "${name}" is not in schema.properties`);
  });

  for (const key of Object.keys(def.uiSchema ?? {})) {
    if (key.startsWith('ui:')) continue;
    if (!fields[key]) report(`/uiSchema/${escapePointer(key)}`, `uiSchema names "${key}", which is not a field of the schema`);
  }
  const order = def.uiSchema?.['ui:order'];
  if (Array.isArray(order)) {
    order.forEach((name, i) => {
      if (name !== '*' && (typeof name !== 'string' || !fields[name])) {
        report(`/uiSchema/ui:order/${i}`, `ui:order names "${String(name)}", which is not a field of the schema`);
      }
    });
  }

  if (def.sections) {
    const placed = new Map<string, string>();
    def.sections.forEach((section, s) => {
      section.fields.forEach((field, i) => {
        const at = `/sections/${s}/fields/${i}`;
        if (!fields[field]) report(at, `section "${section.id}" lists "${field}", which is not a field of the schema`);
        else if (placed.has(field)) report(at, `"${field}" is already in section "${placed.get(field)}": each field belongs to one section`);
        else placed.set(field, section.id);
      });
    });
    for (const name of fieldNames) {
      if (!placed.has(name)) report('/sections', `field "${name}" is in no section: add it to one`);
    }
    for (const id of duplicates(def.sections.map((s) => s.id))) report('/sections', `section id "${id}" is used twice`);
  }

  (def.conditions ?? []).forEach((condition, c) => {
    condition.show.forEach((field, i) => {
      if (!fields[field]) report(`/conditions/${c}/show/${i}`, `condition "${condition.id}" shows "${field}", which is not a field of the schema`);
    });
    for (const field of conditionFields(condition.when)) {
      if (!fields[field]) report(`/conditions/${c}/when`, `condition "${condition.id}" reads "${field}", which is not a field of the schema`);
      if (condition.show.includes(field)) report(`/conditions/${c}/when`, `condition "${condition.id}" shows the field it reads ("${field}")`);
    }
  });
  for (const id of duplicates((def.conditions ?? []).map((c) => c.id))) report('/conditions', `condition id "${id}" is used twice`);

  for (const [id, scale] of Object.entries(def.scoring?.scales ?? {})) checkScale(id, scale, def, report);
  (def.scoring?.flags ?? []).forEach((flag, f) => {
    flag.fields.forEach((field, i) => {
      if (!fields[field]) report(`/scoring/flags/${f}/fields/${i}`, `flag "${flag.id}" names "${field}", which is not a field of the schema`);
    });
    checkTrigger(flag.trigger, `/scoring/flags/${f}/trigger`, def, report);
  });
  for (const id of duplicates((def.scoring?.flags ?? []).map((f) => f.id))) report('/scoring/flags', `flag id "${id}" is used twice`);

  return issues;
}
