/**
 * The parts of FHIR R4 resources this mapping writes and reads (Questionnaire,
 * QuestionnaireResponse, Observation, Bundle), typed loosely enough to hold what other services send.
 */
import type { Coding } from '../definition/types.ts';

export interface Extension {
  url: string;
  valueString?: string;
  valueInteger?: number;
  valueDecimal?: number;
  valueBoolean?: boolean;
  valueCode?: string;
  valueCoding?: Coding;
  valueCodeableConcept?: { coding?: Coding[]; text?: string };
  valueExpression?: { language: string; expression: string; description?: string; name?: string };
  [key: string]: unknown;
}

export type AnswerValue = {
  valueBoolean?: boolean;
  valueDecimal?: number;
  valueInteger?: number;
  valueDate?: string;
  valueDateTime?: string;
  valueTime?: string;
  valueString?: string;
  valueCoding?: Coding & { extension?: Extension[] };
};

export interface AnswerOption extends AnswerValue {
  extension?: Extension[];
  initialSelected?: boolean;
}

export interface EnableWhen {
  question: string;
  operator: 'exists' | '=' | '!=' | '>' | '<' | '>=' | '<=';
  answerBoolean?: boolean;
  answerDecimal?: number;
  answerInteger?: number;
  answerDate?: string;
  answerString?: string;
  answerCoding?: Coding;
  [key: string]: unknown;
}

export type ItemType =
  | 'group' | 'display' | 'boolean' | 'decimal' | 'integer' | 'date' | 'dateTime' | 'time'
  | 'string' | 'text' | 'url' | 'choice' | 'open-choice' | 'attachment' | 'reference' | 'quantity';

export interface QuestionnaireItem {
  linkId: string;
  text?: string;
  type: ItemType;
  code?: Coding[];
  prefix?: string;
  required?: boolean;
  repeats?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  enableWhen?: EnableWhen[];
  enableBehavior?: 'all' | 'any';
  answerOption?: AnswerOption[];
  answerValueSet?: string;
  extension?: Extension[];
  item?: QuestionnaireItem[];
  [key: string]: unknown;
}

export interface Questionnaire {
  resourceType: 'Questionnaire';
  id?: string;
  url?: string;
  version?: string;
  name?: string;
  title?: string;
  status: 'draft' | 'active' | 'retired' | 'unknown';
  description?: string;
  code?: Coding[];
  subjectType?: string[];
  extension?: Extension[];
  contained?: Record<string, unknown>[];
  item?: QuestionnaireItem[];
  meta?: { profile?: string[]; [key: string]: unknown };
  [key: string]: unknown;
}

export interface ResponseItem {
  linkId: string;
  text?: string;
  answer?: (AnswerValue & { item?: ResponseItem[] })[];
  item?: ResponseItem[];
}

export interface QuestionnaireResponse {
  resourceType: 'QuestionnaireResponse';
  id?: string;
  questionnaire?: string;
  status: 'in-progress' | 'completed' | 'amended' | 'entered-in-error' | 'stopped';
  subject?: Reference;
  authored?: string;
  item?: ResponseItem[];
}

export interface Reference {
  reference?: string;
  type?: string;
  identifier?: { system: string; value: string };
  display?: string;
}

export interface Observation {
  resourceType: 'Observation';
  id?: string;
  status: 'final';
  category?: { coding: Coding[] }[];
  code: { coding: Coding[]; text?: string };
  subject?: Reference;
  effectiveDateTime?: string;
  issued?: string;
  valueInteger?: number;
  valueQuantity?: { value: number; unit?: string; system?: string; code?: string };
  interpretation?: { coding?: Coding[]; text: string }[];
  derivedFrom?: Reference[];
  method?: { text: string };
}

export interface Bundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp?: string;
  entry: { fullUrl: string; resource: QuestionnaireResponse | Observation }[];
}
