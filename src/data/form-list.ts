/**
 * The forms as members' pages list them: forms/{id} summaries, and the published ones the
 * dashboard shows (begun early once Auth knows the member). Apart from forms.ts, whose builder,
 * publishing and version reads bring the engine's definition and migration code: the dashboard's
 * first screen needs none of it.
 */
import { COLLECTIONS, readFormAudience, readFormSource, readFormStatus, readPositiveInteger, type FormAudience, type FormSource, type FormStatus } from '@model';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { firebase } from './app';
import { beginEarly, memberOnceKnown, takeEarly } from './early-reads';
import { guard, isPermissionDenied } from './errors';
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

/**
 * Members: the published forms they may open, by title: those for everyone (the query asks for
 * status 'published' and audience 'everyone', the only list the rules give a member) and the
 * forms of their own assignments, each read by its id (a form for assigned members only is
 * readable to the members it was assigned to).
 */
export async function listPublishedForms(): Promise<FormSummary[]> {
  try {
    const forms = await takeEarly(PUBLISHED_FORMS, readPublishedForms);
    keepListedForms(forms);
    return forms;
  } catch (error) {
    // no signal: the forms this member has on this device (opened, or kept from the list below)
    const copies = isPermissionDenied(error) ? [] : await formsOnDevice();
    if (copies.length > 0) return copies;
    throw error;
  }
}

/** How long after the list is shown its forms are kept on the device (the page's own reads go first). */
const KEEP_FORMS_AFTER_MS = 3000;

/**
 * Keeps every listed form on this device (published version and all), so that with no signal the
 * member can open any form of their last visit, not only those they opened. Only forms whose
 * version the device lacks are read.
 */
function keepListedForms(forms: readonly FormSummary[]): void {
  setTimeout(() => {
    void (async () => {
      const uid = await memberOnceKnown();
      if (!uid) return;
      const [copies, published] = await Promise.all([import('./device-copies'), import('./published-forms')]);
      const kept = new Map((await copies.listFormCopies(uid)).map((form) => [form.formId, form.version]));
      for (const form of forms) {
        if (form.currentVersion !== null && kept.get(form.id) !== form.currentVersion) await published.loadPublishedForm(form.id).catch(() => undefined);
      }
    })().catch(() => undefined);
  }, KEEP_FORMS_AFTER_MS);
}

/** The forms kept on this device for the signed-in member, as the list shows them. */
async function formsOnDevice(): Promise<FormSummary[]> {
  try {
    const uid = await memberOnceKnown();
    if (!uid) return [];
    const copies = await import('./device-copies').then((device) => device.listFormCopies(uid));
    return copies
      .map((copy) => ({
        ...toFormSummary(copy.formId, { title: copy.definition.title, description: copy.definition.description, status: 'published', audience: copy.audience }),
        currentVersion: copy.version,
      }))
      .sort((a, b) => a.title.localeCompare(b.title));
  } catch {
    return [];
  }
}

/** Begins the dashboard's read of the published forms once Auth knows the member (early-reads.ts). */
export async function prefetchPublishedForms(): Promise<void> {
  if (await memberOnceKnown()) beginEarly(PUBLISHED_FORMS, readPublishedForms);
}

const PUBLISHED_FORMS = 'published-forms';

function readPublishedForms(): Promise<FormSummary[]> {
  return guard(async () => {
    const uid = firebase().auth.currentUser?.uid ?? null;
    const [everyone, assigned] = await Promise.all([
      getDocs(query(formsCollection(), where('status', '==', 'published'), where('audience', '==', 'everyone'))),
      uid ? readAssignedForms(uid) : Promise.resolve([]),
    ]);
    const forms = new Map(everyone.docs.map((d) => [d.id, toFormSummary(d.id, d.data())]));
    for (const form of assigned) if (!forms.has(form.id)) forms.set(form.id, form);
    return [...forms.values()].sort((a, b) => a.title.localeCompare(b.title));
  });
}

/** The most assignments whose forms are read (as many as the member's assignments list shows). */
const ASSIGNED_FORMS_READ = 100;

/**
 * The published forms of the member's assignments (cancelled ones left out), each read by its
 * id. A form the rules refuse (archived, or assigned before markers were written) or that is gone
 * is left out, as it would be from a list.
 */
async function readAssignedForms(uid: string): Promise<FormSummary[]> {
  const db = liteDb();
  const mine = await getDocs(
    query(collection(db, COLLECTIONS.assignments), where('memberId', '==', uid), orderBy('assignedAt', 'desc'), limit(ASSIGNED_FORMS_READ)),
  );
  const formIds = new Set(
    mine.docs.filter((d) => d.get('status') !== 'cancelled').map((d) => d.get('formId') as unknown).filter((id): id is string => typeof id === 'string' && id !== ''),
  );
  const forms = await Promise.all(
    [...formIds].map(async (formId) => {
      try {
        const snap = await getDoc(doc(db, COLLECTIONS.forms, formId));
        return snap.exists() ? toFormSummary(snap.id, snap.data()) : null;
      } catch (error) {
        if (isPermissionDenied(error)) return null;
        throw error;
      }
    }),
  );
  return forms.filter((form): form is FormSummary => form !== null && form.status === 'published');
}
