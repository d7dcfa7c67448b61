/**
 * A question followed across versions through the migration chain, so a reviewer's trend or a
 * CSV column keeps one question together when it was renamed: `pcl3` on version 1 may be
 * `dreams` on version 3. Built on the chain's own composition (`composeSteps`), so a name removed
 * and later reused for another question is never mistaken for the old one.
 */
import { chainSteps, composeSteps } from '../migrate/chain.ts';
import type { Migration, MigrationError } from '../migrate/types.ts';

/** A name on the older version → its name on the newer one, or null when the question is gone. */
export type FollowName = (field: string) => string | null;

/** The newest version a chain reaches (at least `fromVersion`). */
export function latestVersionOf(migrations: readonly Migration[], fromVersion: number): number {
  return migrations.reduce((latest, step) => Math.max(latest, step.to), fromVersion);
}

/**
 * How names on `fromVersion` read on `toVersion` (default: the newest version the chain reaches);
 * an error result when the chain cannot join them (a missing step). Build it once per version and
 * call `follow` per question (e.g. per CSV column).
 */
export function questionLineage(
  migrations: readonly Migration[],
  fromVersion: number,
  toVersion: number = latestVersionOf(migrations, fromVersion),
): { ok: true; follow: FollowName } | { ok: false; error: MigrationError } {
  const chain = chainSteps(migrations, fromVersion, toVersion);
  if (!chain.ok) return chain;
  const changes = composeSteps(chain.steps);
  const renamed = new Map(changes.renamed.map(({ from, to }) => [from, to]));
  const removed = new Set(changes.removed);
  return { ok: true, follow: (field) => renamed.get(field) ?? (removed.has(field) ? null : field) };
}

/**
 * The name `field` (a question on `fromVersion`) has on the newest version of the chain (or on
 * `toVersion`): followed through every rename; null when the question was removed on the way, or
 * when the chain cannot join the two versions.
 */
export function currentQuestionName(field: string, fromVersion: number, migrations: readonly Migration[], toVersion?: number): string | null {
  const lineage = questionLineage(migrations, fromVersion, toVersion);
  return lineage.ok ? lineage.follow(field) : null;
}
