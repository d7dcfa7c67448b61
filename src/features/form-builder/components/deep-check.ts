/**
 * The form's slow checks: the strict ajv compile of its schema (0.2–1 s for 300 questions on a
 * busy 2-core machine) and the publish checks. Run by the problems worker, or in this thread
 * where there is no Worker (tests), never inside an interaction (see problems-source.ts).
 */
import { compileIssues, publishIssues, structuralIssues, type DefinitionIssue, type FormDefinition } from '@engine';

export interface DeepIssues {
  compile: DefinitionIssue[];
  publish: DefinitionIssue[];
}

/** `structural`: the definition's structural issues when already known (the compile needs a well-shaped definition). */
export function deepIssues(definition: FormDefinition, structural: DefinitionIssue[] = structuralIssues(definition)): DeepIssues {
  return {
    compile: structural.length === 0 ? compileIssues(definition) : [],
    // publishIssues repeats the structural checks and the compile (cached by then) itself
    publish: publishIssues(definition),
  };
}

/** A message to the problems worker: check this definition (answers carry the same `seq`). */
export interface DeepCheckRequest {
  seq: number;
  definition: FormDefinition;
}

export type DeepCheckAnswer = { seq: number; ok: true; issues: DeepIssues } | { seq: number; ok: false; message: string };
