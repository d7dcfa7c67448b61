import type { FlagSeverity } from '@engine';
import type { ReviewFlag } from '@model';

/** Severities in the reviewer's words (never colour alone). */
export const SEVERITY_WORDS: Readonly<Record<FlagSeverity, string>> = { urgent: 'Urgent', warning: 'Warning', info: 'For information' };

/** "Urgent: Item 9 answered … (acknowledged); Warning: …" — the flags of one response in one line. */
export function flagsInWords(flags: readonly ReviewFlag<unknown>[]): string {
  return flags.map((flag) => `${SEVERITY_WORDS[flag.severity]}: ${flag.message}${flag.acknowledged ? ' (acknowledged)' : ''}`).join('; ');
}
