import { visibleFields, type Condition, type FormDefinition } from '@engine';

type Listener = () => void;

/** Every field a condition reads, so only changes to those re-evaluate visibility. */
function conditionSources(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionSources);
  if ('any' in condition) return condition.any.flatMap(conditionSources);
  return [condition.field];
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value === '');
}

/**
 * A member's answers while they fill a form, outside React state: each field subscribes to its own
 * value, visibility and errors, so a keystroke re-renders one widget instead of the whole form.
 */
export interface ResponseStore {
  /** whether the store holds this field (the definition's top-level properties) */
  owns(field: string): boolean;
  get(field: string): unknown;
  /** set one answer; blank answers are removed so "required" applies to them */
  set(field: string, value: unknown): void;
  /** every answer held, including those of fields currently hidden (kept so toggling back restores them) */
  answers(): Record<string, unknown>;
  /** replace all answers (used to load a draft before the member has changed anything) */
  replace(data: Record<string, unknown>): void;
  /** whether the member has changed anything yet */
  touched(): boolean;
  isVisible(field: string): boolean;
  visible(): ReadonlySet<string>;
  errorsOf(field: string): readonly string[];
  /** show these messages beside their fields (replacing any shown) */
  showErrors(byField: Map<string, string[]>): void;
  subscribeField(field: string, listener: Listener): () => void;
  /** called after any answer changes */
  subscribe(listener: Listener): () => void;
}

const NO_ERRORS: readonly string[] = Object.freeze([]);

export function createResponseStore(def: FormDefinition, initial?: Record<string, unknown>): ResponseStore {
  const fields = new Set(Object.keys(def.schema.properties ?? {}));
  const sources = new Set((def.conditions ?? []).flatMap((c) => conditionSources(c.when)));
  // answers to questions the definition does not ask could never be corrected by the member
  const known = (data: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(data).filter(([k, v]) => fields.has(k) && !isBlank(v)));
  // an author's explicit `default` is the starting answer; RJSF's derived defaults never are
  const defaults: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(def.schema.properties ?? {})) {
    if (schema.default !== undefined) defaults[field] = schema.default;
  }
  let values: Record<string, unknown> = known({ ...defaults, ...(initial ?? {}) });
  let shown: Set<string> = visibleFields(def, values);
  let errors = new Map<string, string[]>();
  let changed = false;
  const fieldListeners = new Map<string, Set<Listener>>();
  const listeners = new Set<Listener>();

  const notifyField = (field: string): void => {
    fieldListeners.get(field)?.forEach((l) => l());
  };

  /** Re-decide visibility and tell only the fields whose visibility flipped. */
  const refreshVisibility = (): void => {
    const next = visibleFields(def, values);
    const flipped = [...fields].filter((f) => next.has(f) !== shown.has(f));
    shown = next;
    flipped.forEach(notifyField);
  };

  return {
    owns: (field) => fields.has(field),
    get: (field) => values[field],
    set(field, value) {
      if (Object.is(values[field], value) || (isBlank(value) && !(field in values))) return;
      const next = { ...values };
      if (isBlank(value)) delete next[field];
      else next[field] = value;
      values = next;
      changed = true;
      if (errors.has(field)) {
        errors = new Map(errors);
        errors.delete(field);
      }
      notifyField(field);
      if (sources.has(field)) refreshVisibility();
      listeners.forEach((l) => l());
    },
    answers: () => values,
    replace(data) {
      values = known(data);
      fields.forEach(notifyField);
      refreshVisibility();
    },
    touched: () => changed,
    isVisible: (field) => shown.has(field),
    visible: () => shown,
    errorsOf: (field) => errors.get(field) ?? NO_ERRORS,
    showErrors(byField) {
      const before = errors;
      errors = byField;
      new Set([...before.keys(), ...byField.keys()]).forEach(notifyField);
    },
    subscribeField(field, listener) {
      let set = fieldListeners.get(field);
      if (!set) fieldListeners.set(field, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
