/**
 * Answers typed into "Try it" and the live preview, kept per builder session (per store) so they
 * survive switching panel tabs and every edit of the definition; answers to questions that no
 * longer exist are dropped when read.
 */
import { useCallback, useState } from 'react';
import type { StoreApi } from 'zustand';
import type { FormDefinition } from '@engine';
import { useBuilderStore, type BuilderState } from '../../store';

export type Answers = Record<string, unknown>;
type Place = 'tryIt' | 'preview';

const kept = new WeakMap<StoreApi<BuilderState>, Record<Place, Answers>>();

function keptFor(store: StoreApi<BuilderState>): Record<Place, Answers> {
  let entry = kept.get(store);
  if (!entry) {
    entry = { tryIt: {}, preview: {} };
    kept.set(store, entry);
  }
  return entry;
}

/** Only the answers to questions the definition still has. */
export function answersStillAsked(definition: FormDefinition, answers: Answers): Answers {
  const properties = definition.schema.properties ?? {};
  let dropped = false;
  const out: Answers = {};
  for (const [key, value] of Object.entries(answers)) {
    if (key in properties) out[key] = value;
    else dropped = true;
  }
  return dropped ? out : answers;
}

/** This session's answers for one place, and a setter that keeps them for the next mount too. */
export function useSessionAnswers(place: Place): [Answers, (answers: Answers) => void] {
  const store = useBuilderStore();
  const [answers, setLocal] = useState<Answers>(() => keptFor(store)[place]);
  const set = useCallback(
    (next: Answers) => {
      keptFor(store)[place] = next;
      setLocal(next);
    },
    [store, place],
  );
  return [answers, set];
}
