import { publishIssues } from '@engine';
import type { DefinitionIssue } from '@engine';

/**
 * Everything that keeps a saved builder draft from being published as form `formId`: the
 * engine's publish checks (structure, strict compile, readiness) and an id that must stay the
 * form's. Empty when it can be published. The server runs this again whatever the browser said.
 */
export function publishableIssues(formId: string, definition: unknown): DefinitionIssue[] {
  const issues = publishIssues(definition);
  const id = typeof definition === 'object' && definition !== null ? (definition as { id?: unknown }).id : undefined;
  if (typeof id === 'string' && id !== formId) {
    return [{ path: '/id', message: `the id is "${id}", but this form's id is "${formId}" (an id cannot change once created)` }, ...issues];
  }
  return issues;
}
