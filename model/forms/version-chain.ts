/**
 * The migrations between stored versions of a form, read the same way everywhere (submitResponse,
 * the member's draft on open, the reviewer's CSV and trends, the publish dialog, `forms diff`):
 * each version's stored `migration` when it names exactly that step, or, for a version published
 * before migrations were stored (or holding an unreadable one), the one derived from the two
 * definitions (no renames known: a question gone is a removal, so its answers are kept aside).
 */
import type { FormDefinition } from '@engine';
import { deriveMigration } from '@engine';
import { readMigration } from '@engine';
import type { Migration } from '@engine';
import { readStoredDefinition } from './form-documents.ts';

/** The migration into `after` from `before` (consecutive versions); `stored` as read from after's document. */
export function migrationInto(before: FormDefinition, after: FormDefinition, stored: unknown): Migration {
  const read = stored === undefined || stored === null ? null : readMigration(stored);
  if (read?.ok && read.migration.from === after.version - 1 && read.migration.to === after.version) return read.migration;
  return deriveMigration(before, after).migration;
}

/** A stored version: forms/{id}/versions/{version} and its document data. */
export interface StoredVersion {
  version: number;
  data: Record<string, unknown> | undefined;
}

/**
 * The migrations from the oldest given version to the newest (give them consecutive). Null when a
 * version's definition cannot be read.
 */
export function migrationChain(versions: readonly StoredVersion[]): Migration[] | null {
  const sorted = [...versions].sort((a, b) => a.version - b.version);
  const definitions: FormDefinition[] = [];
  for (const { version, data } of sorted) {
    const definition = readStoredDefinition(data);
    if (!definition) return null;
    definitions.push({ ...definition, version });
  }
  return sorted.slice(1).map(({ data }, i) => migrationInto(definitions[i]!, definitions[i + 1]!, data?.migration));
}
