/**
 * The form's problems, computed once for the whole workspace: the cheap structural checks after
 * every edit, the strict compile and the publish readiness checks ~400 ms after the last edit.
 * `useProblems()` gives them to the Problems panel and to the page's Publish button.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { compileIssues, publishIssues, structuralIssues, type DefinitionIssue, type DefinitionRef, type FormDefinition } from '@engine';
import { useBuilder } from '../store';

export const DEEP_CHECK_DELAY_MS = 400;

export interface Problem {
  key: string;
  message: string;
  ref?: DefinitionRef;
  /** 'fix': the form is broken; 'publish': fine to keep editing, but members cannot get it yet */
  stage: 'fix' | 'publish';
}

export interface ProblemsState {
  problems: Problem[];
  /** no problems, and the deep checks have run on the current form */
  publishable: boolean;
  /** the deep checks have not caught up with the last edit yet */
  checking: boolean;
}

const ProblemsContext = createContext<ProblemsState | null>(null);

/** The current problems and whether the form can be published (inside a FormBuilderWorkspace). */
export function useProblems(): ProblemsState {
  const state = useContext(ProblemsContext);
  if (!state) throw new Error('useProblems must be used inside a FormBuilderWorkspace');
  return state;
}

const sentence = (text: string) => {
  const s = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
};

const keyOf = (issue: DefinitionIssue) => `${issue.path}\u0000${issue.message}`;

function toProblems(issues: DefinitionIssue[], stage: Problem['stage'], seen: Set<string>): Problem[] {
  const out: Problem[] = [];
  for (const issue of issues) {
    const key = keyOf(issue);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key: `${stage}:${key}`, message: sentence(issue.message), ...(issue.ref ? { ref: issue.ref } : {}), stage });
  }
  return out;
}

interface Deep {
  definition: FormDefinition;
  structural: DefinitionIssue[];
  compile: DefinitionIssue[];
  publish: DefinitionIssue[];
}

export function ProblemsProvider({ children }: { children: ReactNode }) {
  const definition = useBuilder((s) => s.definition);
  const structural = useMemo(() => structuralIssues(definition), [definition]);
  const [deep, setDeep] = useState<Deep | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      // the compile needs a well-shaped definition; publishIssues repeats the structural checks itself
      const compile = structural.length === 0 ? compileIssues(definition) : [];
      setDeep({ definition, structural, compile, publish: publishIssues(definition) });
    }, DEEP_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [definition, structural]);

  const value = useMemo<ProblemsState>(() => {
    const seen = new Set<string>();
    const problems = toProblems(structural, 'fix', seen);
    if (deep) {
      problems.push(...toProblems(deep.compile, 'fix', seen));
      // what publishIssues adds beyond the (possibly older) structural and compile checks
      const earlier = new Set([...deep.structural, ...deep.compile].map(keyOf));
      problems.push(...toProblems(deep.publish.filter((i) => !earlier.has(keyOf(i))), 'publish', seen));
    }
    const checking = deep?.definition !== definition;
    return { problems, checking, publishable: !checking && problems.length === 0 };
  }, [structural, deep, definition]);

  return <ProblemsContext.Provider value={value}>{children}</ProblemsContext.Provider>;
}
