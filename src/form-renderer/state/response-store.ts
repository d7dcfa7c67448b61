import { calculatedFields, conditionFields, visibleFields, withCalculatedValues, type FormDefinition } from '@engine';
import { answerFits } from './answer-fits.ts';

type Listener = () => void;
type Answers = Record<string, unknown>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value === '');
}

/** What the store derives from a definition: the fields it holds and those conditions read (only changes to these re-evaluate visibility). */
function shapeOf(def: FormDefinition) {
  return {
    fields: new Set(Object.keys(def.schema.properties ?? {})),
    sources: new Set((def.conditions ?? []).flatMap((c) => conditionFields(c.when))),
  };
}

/**
 * A member's answers while they fill a form, outside React state: each field subscribes to its own
 * value, visibility and errors, so a keystroke re-renders one widget instead of the whole form.
 */
export interface ResponseStore {
  /** the definition the answers belong to now */
  definition(): FormDefinition;
  /**
   * Take a changed definition (the FormBuilder's live preview) keeping the answers: answers to
   * fields that still exist stay (unless the field's new schema no longer accepts them), answers to
   * removed fields are put aside (and come back if the field does, e.g. on undo), conditions are
   * re-evaluated. Only fields whose value, visibility, errors or existence changed are notified.
   */
  setDefinition(def: FormDefinition): void;
  /** whether the store holds this field (the definition's top-level properties) */
  owns(field: string): boolean;
  get(field: string): unknown;
  /** set one answer; blank answers are removed so "required" applies to them */
  set(field: string, value: unknown): void;
  /** every answer held, including those of fields currently hidden (kept so toggling back restores them) */
  answers(): Answers;
  /** replace all answers (used to load a draft before the member has changed anything) */
  replace(data: Answers): void;
  /** whether the member has changed anything yet */
  touched(): boolean;
  isVisible(field: string): boolean;
  visible(): ReadonlySet<string>;
  errorsOf(field: string): readonly string[];
  /**
   * The title to show for a field instead of the one its RJSF schema carries (undefined: RJSF's).
   * Set while the form keeps RJSF's step schema across an edit that only retitled questions (the
   * FormBuilder's preview while the title is typed), so a keystroke redraws one label, not the step.
   */
  titleOf(field: string): string | undefined;
  /** replace the titles shown over RJSF's (notifies the fields whose title changed) */
  retitle(titles: ReadonlyMap<string, string>): void;
  /** show these messages beside their fields (replacing any shown) */
  showErrors(byField: Map<string, string[]>): void;
  subscribeField(field: string, listener: Listener): () => void;
  /** called after any answer changes (or a new definition changes which answers count) */
  subscribe(listener: Listener): () => void;
}

const NO_ERRORS: readonly string[] = Object.freeze([]);

export function createResponseStore(initialDef: FormDefinition, initial?: Answers): ResponseStore {
  let def = initialDef;
  let { fields, sources } = shapeOf(def);
  // answers to questions the definition does not ask could never be corrected by the member
  const known = (data: Answers): Answers =>
    Object.fromEntries(Object.entries(data).filter(([k, v]) => fields.has(k) && !isBlank(v)));
  // an author's explicit `default` is the starting answer; RJSF's derived defaults never are
  const defaultsOf = (only?: (field: string) => boolean): Answers => {
    const defaults: Answers = {};
    for (const [field, schema] of Object.entries(def.schema.properties ?? {})) {
      if (schema.default !== undefined && (!only || only(field))) defaults[field] = schema.default;
    }
    return defaults;
  };
  // calculated questions are worked out by the engine as the member answers (the server does it again)
  let values: Answers = withCalculatedValues(def, known({ ...defaultsOf(), ...(initial ?? {}) }));
  // answers of fields the definition dropped while the form was open (a preview edit that may be undone)
  let setAside: Answers = {};
  let shown: Set<string> = visibleFields(def, values);
  let errors = new Map<string, string[]>();
  let changed = false;
  let titles: ReadonlyMap<string, string> = new Map();
  const fieldListeners = new Map<string, Set<Listener>>();
  const listeners = new Set<Listener>();

  const notifyField = (field: string): void => {
    fieldListeners.get(field)?.forEach((l) => l());
  };

  /** Work the calculated questions out again; the ones whose value moved (none when the form has none). */
  const recalculate = (): string[] => {
    const next = withCalculatedValues(def, values);
    if (next === values) return [];
    const moved = calculatedFields(def).map((c) => c.name).filter((name) => !Object.is(next[name], values[name]));
    values = next;
    return moved;
  };

  /** Re-decide visibility and tell only the fields whose visibility flipped. */
  const refreshVisibility = (): void => {
    const next = visibleFields(def, values);
    const flipped = [...fields].filter((f) => next.has(f) !== shown.has(f));
    shown = next;
    flipped.forEach(notifyField);
  };

  /** The answers that stay under `next`: kept when the field exists and (if its schema changed) still fits. */
  const carryOver = (previous: FormDefinition, next: FormDefinition): { kept: Answers; aside: Answers } => {
    const schemaOf = (d: FormDefinition, f: string) => d.schema.properties?.[f];
    const fits = (f: string, v: unknown): boolean =>
      fields.has(f) &&
      (schemaOf(previous, f) === schemaOf(next, f) || answerFits(schemaOf(next, f), next.uiSchema?.[f], v));
    const kept: Answers = {};
    const aside: Answers = { ...setAside };
    for (const [f, v] of Object.entries(values)) {
      if (fits(f, v)) kept[f] = v;
      else aside[f] = v;
    }
    for (const [f, v] of Object.entries(setAside)) {
      if (!(f in kept) && fields.has(f) && answerFits(schemaOf(next, f), next.uiSchema?.[f], v)) {
        kept[f] = v;
        delete aside[f];
      }
    }
    return { kept, aside };
  };

  return {
    definition: () => def,
    setDefinition(next) {
      if (next === def) return;
      const previous = def;
      const before = { values, shown, fields, errors };
      def = next;
      // every step below is skipped when the part of the definition it reads is the same object:
      // an edit keeps what it did not change, so a retitle or a move costs nothing per question
      const sameFields = next.schema.properties === previous.schema.properties;
      const sameConditions = next.conditions === previous.conditions;
      if (!sameFields) fields = new Set(Object.keys(next.schema.properties ?? {}));
      if (!sameConditions) sources = new Set((next.conditions ?? []).flatMap((c) => conditionFields(c.when)));
      const sameNames = sameFields || (fields.size === before.fields.size && [...fields].every((f) => before.fields.has(f)));
      if (!sameFields) {
        const { kept, aside } = carryOver(previous, next);
        const added = sameNames ? [] : [...fields].filter((f) => !before.fields.has(f) && !(f in kept));
        // kept holds every answer it had (and none brought back): the same answers
        const unchanged = added.length === 0 && Object.keys(kept).length === Object.keys(values).length && Object.keys(values).every((f) => f in kept);
        // the same answers keep the same object (nothing that reads them needs to look again)
        if (!unchanged) values = { ...defaultsOf((f) => added.includes(f)), ...kept };
        setAside = aside;
      }
      // a changed formula (or question) changes a calculated value; the same answers keep the same object
      values = withCalculatedValues(next, values);
      if (!sameNames) errors = new Map([...errors].filter(([f]) => fields.has(f)));
      if (values === before.values && sameConditions && sameNames) {
        // nothing a field shows from the store changed: no answer, visibility, error or question
        return;
      }
      shown = visibleFields(next, values);
      const touchedFields = new Set([...before.fields, ...fields]);
      const differs = (f: string): boolean =>
        before.fields.has(f) !== fields.has(f) ||
        !Object.is(before.values[f], values[f]) ||
        before.shown.has(f) !== shown.has(f) ||
        before.errors.has(f) !== errors.has(f);
      const notified = [...touchedFields].filter(differs);
      notified.forEach(notifyField);
      // the answers that count changed only if a value or a visibility did (a retitled question changes neither)
      if (notified.some((f) => !Object.is(before.values[f], values[f]) || before.shown.has(f) !== shown.has(f))) {
        listeners.forEach((l) => l());
      }
    },
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
      const moved = recalculate();
      moved.forEach(notifyField);
      if (sources.has(field) || moved.some((f) => sources.has(f))) refreshVisibility();
      listeners.forEach((l) => l());
    },
    answers: () => values,
    replace(data) {
      values = withCalculatedValues(def, known(data));
      setAside = {};
      fields.forEach(notifyField);
      refreshVisibility();
    },
    touched: () => changed,
    isVisible: (field) => shown.has(field),
    visible: () => shown,
    errorsOf: (field) => errors.get(field) ?? NO_ERRORS,
    titleOf: (field) => titles.get(field),
    retitle(next) {
      if (next === titles || (next.size === 0 && titles.size === 0)) return;
      const before = titles;
      titles = next;
      for (const field of new Set([...before.keys(), ...next.keys()])) if (before.get(field) !== next.get(field)) notifyField(field);
    },
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
