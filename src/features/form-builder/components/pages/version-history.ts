/**
 * A form's published history as one JSON file, for committing beside the form's definition: every
 * version's definition and the migration from the one before, in the shape `forms diff` reads a
 * history in (`{definition, migration}` per version), oldest first.
 */
import type { FormDefinition, Migration } from '@engine';
import type { StoredFormVersion } from '@model';

/** Marks the file's shape, so a reader can tell it from a definition file. */
export const VERSION_HISTORY_FORMAT = 'form-version-history/1';

export interface VersionHistoryFile {
  format: typeof VERSION_HISTORY_FORMAT;
  formId: string;
  currentVersion: number;
  versions: {
    version: number;
    /** ISO time, when stored */
    publishedAt: string | null;
    contentHash: string | null;
    definition: FormDefinition;
    /** from version - 1; null on version 1 (or when that publish stored none) */
    migration: Migration | null;
  }[];
}

/** A published version as the history file needs it. */
export type HistoryEntry = StoredFormVersion;

/** The file for `versions` (any order); null when nothing was published. */
export function versionHistoryFile(formId: string, versions: readonly HistoryEntry[]): VersionHistoryFile | null {
  const sorted = [...versions].sort((a, b) => a.version - b.version);
  const last = sorted[sorted.length - 1];
  if (!last) return null;
  return {
    format: VERSION_HISTORY_FORMAT,
    formId,
    currentVersion: last.version,
    versions: sorted.map((v) => ({
      version: v.version,
      publishedAt: v.publishedAt ? v.publishedAt.toISOString() : null,
      contentHash: v.contentHash,
      definition: { ...v.definition, version: v.version },
      migration: v.version > 1 ? v.migration : null,
    })),
  };
}

/** The file's name: `<form id>.versions.json`. */
export const versionHistoryFileName = (formId: string) => `${formId}.versions.json`;

/** The file's text: 2-space JSON and a final newline, like the committed definitions. */
export const versionHistoryText = (file: VersionHistoryFile) => `${JSON.stringify(file, null, 2)}\n`;
