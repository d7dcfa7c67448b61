import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, contentHash, planPublish, publishedDocuments, type FormDefinition, type PublishedFormState } from '@engine';
import type { PublishTarget } from './publish-plan.ts';

export interface PublishOutcome {
  id: string;
  version: number | null;
  contentHash: string;
  changed: boolean;
  error?: string;
}

/**
 * Publish one committed definition: forms/{id} (summary, currentVersion, contentHash) and, only
 * when the content hash changed, an immutable forms/{id}/versions/{n}. One transaction, so two
 * publishers racing cannot both create version n (create() fails on an existing document).
 * A form last published from the FormBuilder is refused (see planPublish).
 */
export async function publishDefinition(db: Firestore, def: FormDefinition, by = 'cli'): Promise<PublishOutcome> {
  const hash = contentHash(def);
  const formRef = db.collection(COLLECTIONS.forms).doc(def.id);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(formRef);
    const plan = planPublish(snapshot.exists ? (snapshot.data() as PublishedFormState) : undefined, hash, 'repo');
    if (plan.action === 'refuse') return { id: def.id, version: null, contentHash: hash, changed: false, error: plan.reason };
    if (plan.action === 'unchanged') return { id: def.id, version: plan.version, contentHash: hash, changed: false };
    const documents = publishedDocuments(def, { version: plan.version, contentHash: hash, source: 'repo', at: FieldValue.serverTimestamp(), by });
    tx.create(formRef.collection(COLLECTIONS.formVersions).doc(String(plan.version)), documents.version);
    tx.set(formRef, documents.form, { merge: true });
    return { id: def.id, version: plan.version, contentHash: hash, changed: true };
  });
}

/** Whether the emulator answers at host (the Admin SDK would otherwise retry for minutes). */
export async function emulatorAnswers(host: string, timeoutMs = 3000): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}

/** An Admin SDK Firestore for the target; call `close` when done so the process can exit. */
export function openFirestore(target: PublishTarget): { db: Firestore; close: () => Promise<void> } {
  if (target.mode === 'emulator') process.env.FIRESTORE_EMULATOR_HOST = target.host;
  // no metadata-server probing offline or on a laptop
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app: App = initializeApp({ projectId: target.projectId }, `forms-cli-${Date.now()}`);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  return { db, close: () => deleteApp(app) };
}
