import { type Migration, type RaisedFlag, type ScaleScore, type UnplacedAnswer } from '@engine';
import { COLLECTIONS, draftResponseId, migrationChain, readPositiveInteger, readStoredDefinition, readUnplaced, type DraftResponseDocument, type SubmitResponseAnswer, type SubmitResponseRequest } from '@model';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type FieldValue,
  type Timestamp,
} from 'firebase/firestore/lite';
import { DataError, toDataError, guard } from './errors';
import { callFunction } from './functions';
import { liteDb } from './lite';
import type { CarriedDraft } from './member-draft';

/** A published, immutable version of a form definition (forms/{id}/versions/{n}). */
export type { PublishedForm } from './published-forms';

/** The member's open draft of a form, and one carried from an older version. */
export type { Draft, CarriedDraft } from './member-draft';

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
  /** the answers as stored (read with the definition of `formVersion`) */
  data: Record<string, unknown>;
  /** the version the answers were first given on, when they were carried to `formVersion` */
  migratedFrom?: number;
  /** answers `formVersion` had no place for */
  unplaced: UnplacedAnswer[];
}

/** A new submission key: 20 letters and digits (Firestore's auto id, made on this device). */
export function newSubmissionKey(): string {
  return doc(collection(liteDb(), COLLECTIONS.responses)).id;
}

export interface SaveDraftInput {
  uid: string;
  formId: string;
  formVersion: number;
  data: Record<string, unknown>;
  /** the key to create the draft with when there is none yet */
  submissionKey: string;
  /** a draft the app moved on from an older version: written with it (kept until submission) */
  carried?: CarriedDraft | null;
}

/**
 * Saves the member's answers in their open draft of the form, creating it (with `submissionKey`)
 * when there is none; answers the key the draft holds, which the caller submits with. Another tab
 * may have created the draft first: its key is adopted, so both tabs submit the same draft. When
 * the key was already used by a submission (another tab submitted, and these answers changed
 * since), the rules refuse it and the answers start a new draft with a new key.
 */
export function saveDraft(input: SaveDraftInput): Promise<string> {
  return guard(async () => {
    const db = liteDb();
    const ref = doc(db, COLLECTIONS.responses, draftResponseId(input.uid, input.formId));
    const carried = input.carried ? { migratedFrom: input.carried.migratedFrom, unplaced: input.carried.unplaced } : {};
    const save = (key: string) =>
      runTransaction(db, async (tx) => {
        const open = await tx.get(ref);
        if (open.exists()) {
          tx.update(ref, { data: input.data, formVersion: input.formVersion, ...carried, updatedAt: serverTimestamp() });
          return String(open.get('submissionKey'));
        }
        const draft: DraftResponseDocument<FieldValue> = {
          formId: input.formId,
          formVersion: input.formVersion,
          memberId: input.uid,
          status: 'draft',
          submissionKey: key,
          data: input.data,
          // a new draft records the version its answers came from, never set-aside answers: the
          // rules take those only as the draft moves on (the draft they were on was submitted
          // with them, or deleted)
          ...(input.carried ? { migratedFrom: input.carried.migratedFrom } : {}),
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        };
        tx.set(ref, draft);
        return key;
      });
    try {
      return await save(input.submissionKey);
    } catch (error) {
      if (toDataError(error).code !== 'permission-denied') throw error;
      return await save(newSubmissionKey()); // refused again (say, the form was withdrawn): that error is the answer
    }
  });
}

/**
 * Submits through the server, which re-validates and scores with the same engine and stores the
 * response at `submissionKey`: a double tap or a retry after a lost reply answers with the
 * stored outcome (flags written for the member only).
 */
export function submitResponse(input: { formId: string; formVersion: number; submissionKey: string; data: Record<string, unknown> }): Promise<SubmissionResult> {
  return callFunction<SubmitResponseRequest, SubmitResponseAnswer>('submitResponse', input);
}

/** The member's submitted responses to a form, newest first (their scores over time). */
export function listSubmitted(uid: string, formId: string, max = 10): Promise<SubmittedResponse[]> {
  return guard(async () => {
    const q = query(
      collection(liteDb(), 'responses'),
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
      data: (d.get('data') ?? {}) as Record<string, unknown>,
      ...(readPositiveInteger(d.get('migratedFrom')) === null ? {} : { migratedFrom: d.get('migratedFrom') as number }),
      unplaced: readUnplaced(d.get('unplaced')),
    }));
  });
}

/**
 * The migrations that carry a draft's answers from version `from` to `to` of a form (the same
 * chain submitResponse builds): each version's stored migration, or, for a version published
 * before migrations were stored, the one derived from the two definitions (no renames known, so a
 * question gone is a removal: its answers are kept aside, never lost).
 */
export function loadMigrations(formId: string, from: number, to: number): Promise<Migration[]> {
  return guard(async () => {
    if (to <= from) return [];
    const db = liteDb();
    const snaps = await Promise.all(
      Array.from({ length: to - from + 1 }, (_, i) => getDoc(doc(db, COLLECTIONS.forms, formId, COLLECTIONS.formVersions, String(from + i)))),
    );
    const missing = snaps.findIndex((snap) => !snap.exists() || !readStoredDefinition(snap.data()));
    if (missing >= 0) throw new DataError('not-found', `Version ${from + missing} of this form was not found.`);
    return migrationChain(snaps.map((snap, i) => ({ version: from + i, data: snap.data() })))!;
  });
}
