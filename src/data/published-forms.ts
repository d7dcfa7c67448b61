/**
 * What an assessment page opens with: the form's published version as members read it, and the
 * member's open draft of it. A module of its own with few imports: the page's first reads start
 * from here while its code still downloads (the assessments module brings the engine's migrations).
 */
import { type FormDefinition } from '@engine';
import { COLLECTIONS, draftResponseId, readFormAudience, readPositiveInteger, readUnplaced, type FormAudience } from '@model';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, type Timestamp } from 'firebase/firestore/lite';
import type { Draft } from './member-draft';
import { beginEarly, memberOnceKnown, takeEarly } from './early-reads';
import { DataError, guard } from './errors';
import { liteDb } from './lite';

export interface PublishedForm {
  formId: string;
  version: number;
  definition: FormDefinition;
}

const NOT_AVAILABLE = 'This form is not available at the moment. Please try again later.';

/**
 * The current published version of a form, or a `not-found` DataError when members cannot have it:
 * no such form, not published, or (the same to a member) one the rules refuse to show them: they
 * show members published forms, one for assigned members only to the members it was assigned to.
 * A read prefetchPublishedForm began (early-reads.ts)
 * is taken once instead of reading again.
 */
export async function loadPublishedForm(formId: string): Promise<PublishedForm & { audience: FormAudience }> {
  try {
    const form = await takeEarly(formKey(formId), () => readPublishedForm(formId));
    void keepForMember(form);
    return form;
  } catch (error) {
    // no signal: the form as this member last read it on this device (device-copies.ts)
    const copy = error instanceof DataError && error.code !== 'not-found' ? await formCopy(formId) : null;
    if (copy) return copy;
    throw error;
  }
}

/** Keeps the form on this device for the signed-in member, to open it with no signal. */
async function keepForMember(form: PublishedForm & { audience: FormAudience }): Promise<void> {
  const uid = await memberOnceKnown().catch(() => null);
  if (uid) await import('./device-copies').then((copies) => copies.keepFormCopy(uid, form)).catch(() => undefined);
}

async function formCopy(formId: string): Promise<(PublishedForm & { audience: FormAudience }) | null> {
  const uid = await memberOnceKnown().catch(() => null);
  return uid ? import('./device-copies').then((copies) => copies.readFormCopy(uid, formId)).catch(() => null) : null;
}

/** The member's open draft of a form, if any: at most one, at responses/{uid}_{formId} (taken from a prefetch like the form). */
export function findDraft(uid: string, formId: string): Promise<Draft | null> {
  return takeEarly(draftKey(uid, formId), () => readDraft(uid, formId));
}

async function readPublishedForm(formId: string): Promise<PublishedForm & { audience: FormAudience }> {
  try {
    return await guard(async () => {
      const db = liteDb();
      // the newest version beside the form, not after it: it is the current one (publishing writes
      // both in one transaction), so a phone waits for one round trip instead of two; were it ever
      // another, the current version is read by its number. For a form members may not read, the
      // rules refuse the versions too: the form's own answer says which.
      const [form, newest] = await Promise.all([
        getDoc(doc(db, COLLECTIONS.forms, formId)),
        getDocs(query(collection(db, COLLECTIONS.forms, formId, 'versions'), orderBy('definition.version', 'desc'), limit(1))).catch(() => null),
      ]);
      const version = form.exists() ? form.get('currentVersion') : undefined;
      if (!form.exists() || form.get('status') !== 'published' || !Number.isInteger(version)) throw new DataError('not-found', NOT_AVAILABLE);
      const latest = newest?.docs[0];
      const snap = latest && latest.id === String(version) ? latest : await getDoc(doc(db, COLLECTIONS.forms, formId, 'versions', String(version)));
      const definition = snap.get('definition') as FormDefinition | undefined;
      if (!definition) throw new DataError('not-found', NOT_AVAILABLE);
      // who may fill it: everyone, or only members it is assigned to (the page says so before they start)
      return { formId, version: version as number, definition, audience: readFormAudience(form.get('audience')) };
    });
  } catch (error) {
    if (error instanceof DataError && error.code === 'permission-denied') throw new DataError('not-found', NOT_AVAILABLE);
    throw error;
  }
}

function readDraft(uid: string, formId: string): Promise<Draft | null> {
  return guard(async () => {
    const id = draftResponseId(uid, formId);
    const snap = await getDoc(doc(liteDb(), COLLECTIONS.responses, id));
    if (!snap.exists() || snap.get('status') !== 'draft') return null;
    const migratedFrom = readPositiveInteger(snap.get('migratedFrom'));
    return {
      id,
      formId,
      formVersion: snap.get('formVersion') as number,
      submissionKey: String(snap.get('submissionKey') ?? ''),
      data: (snap.get('data') ?? {}) as Record<string, unknown>,
      carried: migratedFrom === null ? null : { migratedFrom, unplaced: readUnplaced(snap.get('unplaced')) },
      savedAt: (snap.get('updatedAt') as Timestamp | undefined)?.toMillis?.() ?? null,
    };
  });
}

const formKey = (formId: string) => `form:${formId}`;
const draftKey = (uid: string, formId: string) => `draft:${uid}:${formId}`;

/**
 * Reads a form, and the member's draft of it, for the page about to show them, as soon as the
 * signed-in user is known (Auth restores it from this device), beside the profile read and the
 * page's code instead of after both: on a phone these reads were the end of the chain before the
 * first question painted. Nothing is read for a visitor (the rules let only members read forms).
 * The page takes each read once (loadPublishedForm, findDraft); a failed one is read again there.
 */
export async function prefetchPublishedForm(formId: string): Promise<void> {
  const uid = await memberOnceKnown();
  if (!uid) return;
  beginEarly(formKey(formId), () => readPublishedForm(formId));
  beginEarly(draftKey(uid, formId), () => readDraft(uid, formId));
}
