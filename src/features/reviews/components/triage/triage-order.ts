/** Pure ordering and grouping of the triage queue (the server orders too; these keep live updates in the same order). */
import { type FlagSeverity } from '@engine';
import { FLAG_SEVERITIES, SEVERITY_RANK, type ReviewFlag } from '@model';
import type { TriageEntry } from '../../api/triage-api';

/** The severity whose rank `openRank` is (null for 0: nothing open). */
export function severityOfRank(rank: number): FlagSeverity | null {
  return FLAG_SEVERITIES.find((severity) => SEVERITY_RANK[severity] === rank) ?? null;
}

/** The flags not yet acknowledged, most severe first (the definition's order within a severity). */
export function openFlags<Time>(flags: readonly ReviewFlag<Time>[]): ReviewFlag<Time>[] {
  return flags
    .filter((flag) => !flag.acknowledged)
    .map((flag, index) => ({ flag, index }))
    .sort((a, b) => SEVERITY_RANK[b.flag.severity] - SEVERITY_RANK[a.flag.severity] || a.index - b.index)
    .map(({ flag }) => flag);
}

/** Urgent first, then warning, then info; oldest submission first within a severity (unknown times last). */
export function byTriageOrder(a: TriageEntry, b: TriageEntry): number {
  if (a.openRank !== b.openRank) return b.openRank - a.openRank;
  const at = (entry: TriageEntry) => entry.submittedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return at(a) - at(b) || a.responseId.localeCompare(b.responseId);
}

export interface SeverityGroup {
  severity: FlagSeverity;
  entries: TriageEntry[];
}

/** The queue in triage order, in one group per severity of its most severe open flag (empty groups left out). */
export function groupBySeverity(entries: readonly TriageEntry[]): SeverityGroup[] {
  const sorted = [...entries].filter((entry) => entry.openRank > 0).sort(byTriageOrder);
  return FLAG_SEVERITIES.map((severity) => ({ severity, entries: sorted.filter((entry) => severityOfRank(entry.openRank) === severity) })).filter(
    (group) => group.entries.length > 0,
  );
}

export const SEVERITY_LABELS: Readonly<Record<FlagSeverity, string>> = { urgent: 'Urgent', warning: 'Warning', info: 'Info' };
