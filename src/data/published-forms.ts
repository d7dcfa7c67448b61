/**
 * A form's published version as members read it, in a module of its own with few imports: the
 * assessment page's first reads start from here while the renderer still downloads (the
 * assessments module brings the engine's migrations, shared with the renderer's chunk).
 */
import { readFormAudience, type FormAudience, type FormDefinition } from '@engine';
import { doc, getDoc } from 'firebase/firestore/lite';
import { firebase } from './app';
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
 * no such form, not published, or (the same to a member) one the rules refuse to show them, since
 * they show members published forms only. A read prefetchPublishedForm began in the last
 * PREFETCH_FRESH_MS is taken (once) instead of reading again.
 */
export async function loadPublishedForm(formId: string): Promise<PublishedForm & { audience: FormAudience }> {
  const early = prefetched.get(formId);
  prefetched.delete(formId);
  // a prefetch that failed is read again here: the page shows this read's answer
  if (early && Date.now() - early.at <= PREFETCH_FRESH_MS) return early.form.catch(() => readPublishedForm(formId));
  return readPublishedForm(formId);
}

async function readPublishedForm(formId: string): Promise<PublishedForm & { audience: FormAudience }> {
  try {
    return await guard(async () => {
      const db = liteDb();
      const form = await getDoc(doc(db, 'forms', formId));
      const version = form.exists() ? form.get('currentVersion') : undefined;
      if (!form.exists() || form.get('status') !== 'published' || !Number.isInteger(version)) throw new DataError('not-found', NOT_AVAILABLE);
      const snap = await getDoc(doc(db, 'forms', formId, 'versions', String(version)));
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

/** How long a prefetched form may wait for its page (after that the page reads it again). */
export const PREFETCH_FRESH_MS = 30_000;
const prefetched = new Map<string, { at: number; form: Promise<PublishedForm & { audience: FormAudience }> }>();

/**
 * Reads a form for the page about to show it, as soon as the signed-in user is known (Auth restores
 * it from this device), beside the profile read and the page's code instead of after both: on a
 * phone the form's two reads were the end of the chain before the first question painted. Nothing
 * is read for a visitor (the rules let only members read forms). The page takes the read
 * (loadPublishedForm); a failed one is read again there.
 */
export async function prefetchPublishedForm(formId: string): Promise<void> {
  const { auth } = firebase();
  await auth.authStateReady();
  const earlier = prefetched.get(formId);
  if (!auth.currentUser || (earlier && Date.now() - earlier.at <= PREFETCH_FRESH_MS)) return;
  const form = readPublishedForm(formId);
  // a failure is the page's to show: it reads again (loadPublishedForm)
  form.catch(() => undefined);
  prefetched.set(formId, { at: Date.now(), form });
}

