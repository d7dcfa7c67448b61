/**
 * Pure helpers of the resources pages: kinds in words, the search and topic filter, and the live
 * count.
 */
import type { ResourceKind } from '@model';
import type { ResourceSummary } from '../../api/resources-public';

export const KIND_LABELS: Record<ResourceKind, string> = {
  article: 'Article',
  worksheet: 'Worksheet',
  link: 'Link',
  download: 'Download',
};

/** One symbol per kind beside its word (decoration: the word says it). */
export const KIND_ICONS: Record<ResourceKind, string> = {
  article: '📄',
  worksheet: '✏️',
  link: '🔗',
  download: '⬇️',
};

/** The topics present, in alphabetical order, once each (case-insensitively). */
export function topicsOf(resources: readonly ResourceSummary[]): string[] {
  const seen = new Map<string, string>();
  for (const { topic } of resources) {
    const name = topic.trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** Resources whose title or summary holds every word searched, in the topic chosen ('' : any). */
export function filterResources(resources: readonly ResourceSummary[], search: string, topic: string): ResourceSummary[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const wanted = topic.trim().toLowerCase();
  return resources.filter((r) => {
    if (wanted && r.topic.trim().toLowerCase() !== wanted) return false;
    const text = `${r.title} ${r.summary}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export function countLabel(count: number): string {
  return count === 1 ? '1 resource' : `${count} resources`;
}
