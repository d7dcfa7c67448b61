import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { contentHash, type FormDefinition, type Migration, type RenamedQuestion } from '@engine';
import { COLLECTIONS, planMigration, planPublish, publishedDocuments, readFormAudience, readStoredDefinition, type PublishedFormState } from '@model';
import type { PublishTarget } from './publish-plan.ts';

export interface PublishOutcome {
  id: string;
  version: number | null;
  contentHash: string;
  changed: boolean;
  error?: string;
  /** the migration stored with the new version (absent for version 1 and when nothing changed) */
  migration?: Migration;
}

/** What the author declares about the committed file against the published version. */
export interface PublishOptions {
  renames?: RenamedQuestion[];
  /** the look-alike removed + added questions are different questions */
  noRename?: boolean;
}

/**
 * The migration from the current version to `def`, or why publishing is refused: a declared rename
 * that does not fit, a scoring change without a new scoring version, or a removed and an added
 * question that look like one renamed (undeclared: the author says --rename or --no-rename).
 */
function migrationFor(current: FormDefinition, def: FormDefinition, options: PublishOptions): { migration: Migration } | { error: string } {
  const plan = planMigration(current, def, { renamed: options.renames ?? [] });
  if (!plan.ok && plan.reason === 'migration') {
    return { error: `the declared renames do not fit version ${current.version}: ${plan.issues.map((i) => i.message).join('; ')}` };
  }
  // first the look-alike renames: declaring one may be what settles a scoring change
  if (plan.possibleRenames.length > 0 && !options.noRename) {
    const pairs = plan.possibleRenames.map((p) => `${p.from} -> ${p.to} (${p.because})`).join(', ');
    const flags = plan.possibleRenames.map((p) => `--rename ${p.from}=${p.to}`).join(' ');
    return { error: `these look like renamed questions: ${pairs}. Publish with ${flags} to carry their answers, or --no-rename if they are new questions (their old answers are then kept aside)` };
  }
  return plan.ok ? { migration: plan.migration } : { error: plan.problem.message };
}

/**
 * Publish one committed definition: forms/{id} (summary, currentVersion, contentHash) and, only
 * when the content hash changed, an immutable forms/{id}/versions/{n} (n = current + 1) with the
 * migration from n-1 (see migrationFor). One transaction, so two
 * publishers racing cannot both create version n (create() fails on an existing document).
 * A form last published from the FormBuilder is refused (see planPublish).
 */
export async function publishDefinition(db: Firestore, def: FormDefinition, by = 'cli', options: PublishOptions = {}): Promise<PublishOutcome> {
  const hash = contentHash(def);
  const formRef = db.collection(COLLECTIONS.forms).doc(def.id);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(formRef);
    const plan = planPublish(snapshot.exists ? (snapshot.data() as PublishedFormState) : undefined, hash, 'repo');
    const refused = (error: string): PublishOutcome => ({ id: def.id, version: null, contentHash: hash, changed: false, error });
    if (plan.action === 'refuse') return refused(plan.reason);
    if (plan.action === 'unchanged') {
      // a form published before audiences gets the field members' lists ask for (its readers already read it as 'everyone')
      if (snapshot.exists && snapshot.get('audience') === undefined) tx.update(formRef, { audience: readFormAudience(undefined) });
      return { id: def.id, version: plan.version, contentHash: hash, changed: false };
    }
    let migration: Migration | undefined;
    if (plan.version > 1) {
      const previous = plan.version - 1;
      const current = readStoredDefinition((await tx.get(formRef.collection(COLLECTIONS.formVersions).doc(String(previous)))).data());
      if (!current) return refused(`versions/${previous} holds no definition, so drafts could not be carried to a new version`);
      const derived = migrationFor({ ...current, version: previous }, def, options);
      if ('error' in derived) return refused(derived.error);
      migration = derived.migration;
    }
    const documents = publishedDocuments(def, { version: plan.version, contentHash: hash, source: 'repo', at: FieldValue.serverTimestamp(), by, migration });
    tx.create(formRef.collection(COLLECTIONS.formVersions).doc(String(plan.version)), documents.version);
    // a published form states its audience (members list those for 'everyone'); a republish keeps the one it has
    tx.set(formRef, { ...documents.form, audience: readFormAudience(snapshot.get('audience')) }, { merge: true });
    return { id: def.id, version: plan.version, contentHash: hash, changed: true, ...(migration ? { migration } : {}) };
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
