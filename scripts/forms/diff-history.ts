/**
 * A form's published history as `forms diff` reads it: forms/{id} (the current version, who
 * published it last) and forms/{id}/versions/{n} (the definition and, when the publish stored one,
 * the migration from n-1). Read with the Admin SDK, as `forms publish` writes it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readMigration, type FormDefinition, type Migration } from '@engine';
import { COLLECTIONS, readFormSource, readPositiveInteger, readStoredDefinition, type FormSource } from '@model';

export interface PublishedVersion {
  definition: FormDefinition;
  /** the migration from the version before, when the publish stored one */
  migration: Migration | null;
}

/** What `forms diff` needs of a form's history (an in-memory one in tests). */
export interface PublishedHistory {
  /** null when forms/{id} does not exist */
  form(): Promise<{ currentVersion: number | null; source: FormSource } | null>;
  /** null when version n was never published */
  version(n: number): Promise<PublishedVersion | null>;
}

export function firestoreHistory(db: Firestore, formId: string): PublishedHistory {
  const formRef = db.collection(COLLECTIONS.forms).doc(formId);
  return {
    async form() {
      const snapshot = await formRef.get();
      if (!snapshot.exists) return null;
      const data = snapshot.data() ?? {};
      return { currentVersion: readPositiveInteger(data.currentVersion), source: readFormSource(data.source) };
    },
    async version(n) {
      const snapshot = await formRef.collection(COLLECTIONS.formVersions).doc(String(n)).get();
      const data = snapshot.exists ? snapshot.data() : undefined;
      const definition = readStoredDefinition(data);
      if (!definition) return null;
      const read = data?.migration === undefined ? null : readMigration(data.migration);
      return { definition: { ...definition, version: n }, migration: read?.ok ? read.migration : null };
    },
  };
}
