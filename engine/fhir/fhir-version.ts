/**
 * Which FHIR release a Questionnaire was written in, read from what each release alone has:
 * DSTU2's `group`/`question`, STU3's `option`/`options`, R5's `answerConstraint`,
 * `disabledDisplay` and the `coding` item type. Only R4 (4.0.x) is read.
 */
import { isRecord } from '../read/is-record.ts';

const STU3 = 'this item uses "option", which is FHIR STU3: only FHIR R4 Questionnaires (answerOption) are imported';
const R5 = 'this item uses an element of FHIR R5 (answerConstraint, disabledDisplay or the coding type): only FHIR R4 Questionnaires are imported';

function itemProblem(item: Record<string, unknown>): string | null {
  if ('option' in item || 'options' in item) return STU3;
  if ('answerConstraint' in item || 'disabledDisplay' in item || item.type === 'coding' || item.type === 'question') return R5;
  return null;
}

/** Why this is not an R4 Questionnaire (path and reason), or null when nothing says it is another release. */
export function fhirVersionProblem(questionnaire: Record<string, unknown>): { path: string; message: string } | null {
  const declared = [questionnaire.fhirVersion, isRecord(questionnaire.meta) ? questionnaire.meta.fhirVersion : undefined].find((v) => v !== undefined);
  if (declared !== undefined && !(typeof declared === 'string' && /^4\.0(\.\d+)?$/.test(declared))) {
    return { path: '/fhirVersion', message: `FHIR version ${JSON.stringify(declared)} is not one this app reads: only FHIR R4 (4.0.x) Questionnaires are imported` };
  }
  if ('group' in questionnaire) return { path: '/group', message: 'this is a FHIR DSTU2 Questionnaire (group and question): only FHIR R4 Questionnaires are imported' };
  const queue: [unknown, string][] = [[questionnaire.item, '/item']];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [items, at] = next;
    if (!Array.isArray(items)) continue;
    for (const [i, item] of items.entries()) {
      if (!isRecord(item)) continue;
      const problem = itemProblem(item);
      if (problem) return { path: `${at}/${i}`, message: problem };
      queue.push([item.item, `${at}/${i}/item`]);
    }
  }
  return null;
}
