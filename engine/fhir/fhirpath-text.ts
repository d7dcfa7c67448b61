/**
 * FHIRPath text the export writes (SDC's calculatedExpression and enableWhenExpression): a
 * question's answers, a condition, a scale total. Evaluated against the QuestionnaireResponse
 * (`%resource`), with `%questionnaire` for `weight()`.
 */
import type { Coding, Condition, JsonSchemaObject, JsonValue } from '../definition/types.ts';

/** A FHIRPath string literal. */
export function literal(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The answers of the items with these linkIds, wherever they sit in the response. */
export function answersOf(linkIds: string[]): string {
  const which = linkIds.length === 1 ? `linkId = ${literal(linkIds[0]!)}` : `linkId in (${linkIds.map(literal).join(' | ')})`;
  return `%resource.repeat(item).where(${which}).answer`;
}

/** How the export answers a choice value: its coding (the question's choices all have one). */
export type ChoiceCoding = (field: string, value: JsonValue) => Coding | null;

/** What a condition needs to know about the question it reads. */
export interface ReadQuestion {
  schema: JsonSchemaObject | undefined;
  /** the question's answers are codings (a choice list) */
  coded: boolean;
  /** the choices carry scores (weight() gives their value) */
  weighted: boolean;
}

function valueLiteral(value: JsonValue): string | null {
  if (typeof value === 'string') return literal(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** One answer equals a value: a coding compared by system and code, anything else by value. */
function equalsTest(field: string, value: JsonValue, question: ReadQuestion, coding: ChoiceCoding): string | null {
  const answers = answersOf([field]);
  if (question.coded) {
    const c = coding(field, value);
    return c ? `${answers}.value.where(system = ${literal(c.system)} and code = ${literal(c.code)}).exists()` : null;
  }
  const text = valueLiteral(value);
  return text === null ? null : `${answers}.value.where($this = ${text}).exists()`;
}

function truthyTest(field: string, question: ReadQuestion): string {
  const answers = answersOf([field]);
  const type = question.schema?.type;
  if (question.coded) return `${answers}.exists()`;
  if (type === 'boolean') return `${answers}.value.where($this = true).exists()`;
  if (type === 'integer' || type === 'number') return `${answers}.value.where($this != 0).exists()`;
  return `${answers}.exists()`;
}

/**
 * A condition as FHIRPath (true when it holds), or null when some part cannot be written (a value
 * that is no choice of its coded question, an object compared whole).
 */
export function conditionExpression(condition: Condition, question: (field: string) => ReadQuestion, coding: ChoiceCoding): string | null {
  if ('all' in condition || 'any' in condition) {
    const parts = 'all' in condition ? condition.all : condition.any;
    const texts = parts.map((c) => conditionExpression(c, question, coding));
    if (texts.some((t) => t === null) || texts.length === 0) return null;
    return texts.length === 1 ? texts[0]! : `(${texts.map((t) => `(${t})`).join('all' in condition ? ' and ' : ' or ')})`;
  }
  const q = question(condition.field);
  const tests: string[] = [];
  if (condition.equals !== undefined) {
    const t = equalsTest(condition.field, condition.equals, q, coding);
    if (t === null) return null;
    tests.push(t);
  }
  if (condition.in !== undefined) {
    const options = condition.in.map((v) => equalsTest(condition.field, v, q, coding));
    if (options.some((t) => t === null) || options.length === 0) return null;
    tests.push(options.length === 1 ? options[0]! : `(${options.join(' or ')})`);
  }
  if (condition.atLeast !== undefined) {
    const scores = q.weighted ? `${answersOf([condition.field])}.weight()` : `${answersOf([condition.field])}.value`;
    tests.push(`${scores}.where($this >= ${condition.atLeast}).exists()`);
  }
  if (condition.truthy !== undefined) {
    const t = truthyTest(condition.field, q);
    tests.push(condition.truthy ? t : `${t}.not()`);
  }
  if (tests.length === 0) return 'true';
  return tests.length === 1 ? tests[0]! : tests.map((t) => `(${t})`).join(' and ');
}

/**
 * A scale total as FHIRPath: the sum of the items' scores (choices by `weight()`, plain numbers by
 * value), and empty unless every item is answered (a partial total is never a total).
 */
export function scaleTotalExpression(weighted: string[], plain: string[]): string {
  const parts = [
    ...(weighted.length > 0 ? [`${answersOf(weighted)}.weight()`] : []),
    ...(plain.length > 0 ? [`${answersOf(plain)}.value`] : []),
  ];
  const scores = parts.length === 1 ? parts[0]! : `${parts[0]}.combine(${parts[1]})`;
  return `iif(${scores}.count() = ${weighted.length + plain.length}, ${scores}.sum())`;
}
