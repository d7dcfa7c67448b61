/**
 * The forms as members' pages list them: forms/{id} summaries, and the published ones the
 * dashboard shows (begun early once Auth knows the member). Apart from forms.ts, whose builder,
 * publishing and version reads bring the engine's definition and migration code: the dashboard's
 * first screen needs none of it.
 */
import { COLLECTIONS, readFormAudience, readFormSource, readFormStatus, readPositiveInteger, type FormAudience, type FormSource, type FormStatus } from '@model';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { beginEarly, memberOnceKnown, takeEarly } from './early-reads';
import { guard } from './errors';
import { liteDb } from './lite';
import { toDate } from './timestamps';

/** forms/{id} as the forms list and the member dashboard show it. */
export interface FormSummary {
  id: string;
  title: string;
  description: string;
  status: FormStatus;
  currentVersion: number | null;
  source: FormSource;
  updatedAt: Date | null;
  updatedBy: string | null;
  /** who sees it when published: every member, or only members it is assigned to (absent: everyone) */
  audience?: FormAudience;
}

/** Pure: forms/{id} data -> FormSummary, tolerant of older or partial documents. */
export function toFormSummary(id: string, data: Record<string, unknown> | undefined): FormSummary {
  const d = data ?? {};
  return {
    id,
    title: typeof d.title === 'string' && d.title.trim() !== '' ? d.title : id,
    description: typeof d.description === 'string' ? d.description : '',
    status: readFormStatus(d.status),
    currentVersion: readPositiveInteger(d.currentVersion),
    source: readFormSource(d.source),
    updatedAt: toDate(d.updatedAt),
    updatedBy: typeof d.updatedBy === 'string' ? d.updatedBy : null,
    audience: readFormAudience(d.audience),
  };
}

export const formsCollection = () => collection(liteDb(), COLLECTIONS.forms);

/** Members: the published forms (the query filters on status, as the rules require), by title. */
export function listPublishedForms(): Promise<FormSummary[]> {
  return takeEarly(PUBLISHED_FORMS, readPublishedForms);
}

/** Begins the dashboard's read of the published forms once Auth knows the member (early-reads.ts). */
export async function prefetchPublishedForms(): Promise<void> {
  if (await memberOnceKnown()) beginEarly(PUBLISHED_FORMS, readPublishedForms);
}

const PUBLISHED_FORMS = 'published-forms';

function readPublishedForms(): Promise<FormSummary[]> {
  return guard(async () => {
    const snap = await getDocs(query(formsCollection(), where('status', '==', 'published')));
    return snap.docs.map((d) => toFormSummary(d.id, d.data())).sort((a, b) => a.title.localeCompare(b.title));
  });
}
