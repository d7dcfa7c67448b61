/**
 * The form's problems, computed once for the whole workspace (problems-source.ts): applyEdit's
 * structural findings at once, the strict compile and the publish readiness checks off the
 * interaction path after the last edit. `useProblems()` gives them to the Problems panel and to
 * the page's Publish button; only those redraw when the problems change.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useBuilderStore } from '../store';
import { createProblemsSource, type ProblemsSource, type ProblemsState } from './problems-source';

export { DEEP_CHECK_DELAY_MS, type Problem, type ProblemsState } from './problems-source';

const ProblemsContext = createContext<ProblemsSource | null>(null);

/** The current problems and whether the form can be published (inside a FormBuilderWorkspace). */
export function useProblems(): ProblemsState {
  const source = useContext(ProblemsContext);
  if (!source) throw new Error('useProblems must be used inside a FormBuilderWorkspace');
  return useSyncExternalStore(source.subscribe, source.get);
}

export function ProblemsProvider({ children }: { children: ReactNode }) {
  const store = useBuilderStore();
  const [source] = useState(() => createProblemsSource(store));
  useEffect(() => source.start(), [source]);
  return <ProblemsContext.Provider value={source}>{children}</ProblemsContext.Provider>;
}
