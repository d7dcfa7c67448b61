import { getFirestore, type DocumentReference, type FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, type FormAuditEntry, type Parsed } from '@model';
import { requireCurrentAdmin } from './callers.ts';

/** What an administrator's form callable (publish, archive) starts from. */
export interface FormCall<T> {
  caller: Awaited<ReturnType<typeof requireCurrentAdmin>>;
  input: T;
  db: Firestore;
  /** forms/{input.formId} */
  formRef: DocumentReference;
}

/**
 * The administrator, by the account's current claims (`permission-denied` otherwise), the payload checked by the engine's parser
 * (`invalid-argument` with its message otherwise) and the form's document.
 */
export async function startFormCall<T extends { formId: string }>(request: CallableRequest, parse: (payload: unknown) => Parsed<T>): Promise<FormCall<T>> {
  const caller = await requireCurrentAdmin(request.auth);
  const input = parse(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const db = getFirestore();
  return { caller, input: input.value, db, formRef: db.collection(COLLECTIONS.forms).doc(input.value.formId) };
}

/** Appends the audit entry of a form's change in the transaction that makes the change. */
export function auditFormChange(tx: Transaction, db: Firestore, entry: FormAuditEntry<FieldValue>): void {
  tx.create(db.collection(COLLECTIONS.auditLog).doc(), entry);
}
