import type { FormDefinition, RaisedFlag, ScaleScore } from '@engine';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Timestamp,
} from 'firebase/firestore';
import { firebase } from './app';
import { DataError, toDataError } from './errors';
import { callFunction } from './functions';

/** A published, immutable version of a form definition (forms/{id}/versions/{n}). */
export interface PublishedForm {
  formId: string;
  version: number;
  definition: FormDefinition;
}

export interface Draft {
  id: string;
  formId: string;
  formVersion: number;
  data: Record<string, unknown>;
}

export interface SubmissionResult {
  responseId: string;
  formId: string;
  formVersion: number;
  scores: Record<string, ScaleScore>;
  flags: RaisedFlag[];
  scoringVersion: string;
}

export interface SubmittedResponse extends SubmissionResult {
  submittedAt: Date | null;
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toDataError(error);
  }
}

const NOT_AVAILABLE = 'This form is not available at the moment. Please try again later.';

/**
 * The current published version of a form, or a `not-found` DataError when members cannot have it:
 * no such form, not published, or (the same to a member) one the rules refuse to show them, since
 * they show members published forms only.
 */
export async function loadPublishedForm(formId: string): Promise<PublishedForm> {
  try {
    return await guard(async () => {
      const { db } = firebase();
      const form = await getDoc(doc(db, 'forms', formId));
      const version = form.exists() ? form.get('currentVersion') : undefined;
      if (!form.exists() || form.get('status') !== 'published' || !Number.isInteger(version)) throw new DataError('not-found', NOT_AVAILABLE);
      const snap = await getDoc(doc(db, 'forms', formId, 'versions', String(version)));
      const definition = snap.get('definition') as FormDefinition | undefined;
      if (!definition) throw new DataError('not-found', NOT_AVAILABLE);
      return { formId, version: version as number, definition };
    });
  } catch (error) {
    if (error instanceof DataError && error.code === 'permission-denied') throw new DataError('not-found', NOT_AVAILABLE);
    throw error;
  }
}

/** The member's unfinished answers to a form, if any (newest first). */
export function findDraft(uid: string, formId: string): Promise<Draft | null> {
  return guard(async () => {
    const q = query(
      collection(firebase().db, 'responses'),
      where('memberId', '==', uid),
      where('formId', '==', formId),
      where('status', '==', 'draft'),
      limit(1),
    );
    const snap = await getDocs(q);
    const first = snap.docs[0];
    if (!first) return null;
    return { id: first.id, formId, formVersion: first.get('formVersion') as number, data: (first.get('data') ?? {}) as Record<string, unknown> };
  });
}

/** Creates or updates the member's draft; answers the draft's id. */
export function saveDraft(input: { uid: string; formId: string; formVersion: number; data: Record<string, unknown>; draftId: string | null }): Promise<string> {
  return guard(async () => {
    const { db } = firebase();
    if (input.draftId) {
      await updateDoc(doc(db, 'responses', input.draftId), { data: input.data, formVersion: input.formVersion, updatedAt: serverTimestamp() });
      return input.draftId;
    }
    const ref = await addDoc(collection(db, 'responses'), {
      formId: input.formId,
      formVersion: input.formVersion,
      memberId: input.uid,
      status: 'draft',
      data: input.data,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    return ref.id;
  });
}

/** Submits through the server, which re-validates and scores with the same engine. */
export function submitResponse(input: { formId: string; formVersion: number; responseId: string | null; data: Record<string, unknown> }): Promise<SubmissionResult> {
  return callFunction<typeof input, SubmissionResult>('submitResponse', input);
}

/** The member's submitted responses to a form, newest first (their scores over time). */
export function listSubmitted(uid: string, formId: string, max = 10): Promise<SubmittedResponse[]> {
  return guard(async () => {
    const q = query(
      collection(firebase().db, 'responses'),
      where('memberId', '==', uid),
      where('formId', '==', formId),
      where('status', '==', 'submitted'),
      orderBy('submittedAt', 'desc'),
      limit(max),
    );
    const snap = await getDocs(q);
    return snap.docs.map((d) => ({
      responseId: d.id,
      formId,
      formVersion: d.get('formVersion') as number,
      scores: (d.get('scores') ?? {}) as Record<string, ScaleScore>,
      flags: (d.get('flags') ?? []) as RaisedFlag[],
      scoringVersion: String(d.get('scoringVersion') ?? ''),
      submittedAt: (d.get('submittedAt') as Timestamp | undefined)?.toDate() ?? null,
    }));
  });
}
