/**
 * Links to the parts of a definition that problems and refusals name (`DefinitionRef`s): a question
 * or section is selected and shown in the Question panel (focus goes to it on the canvas); a
 * condition opens the question it shows; scales and flags open the Scoring tab; a check opens its
 * card in the Checks tab.
 */
import { useMemo } from 'react';
import type { DefinitionRef, FormDefinition } from '@engine';
import { useBuilderStore } from '../store';
import { questionTitle, sectionTitle } from './canvas/selectors';
import { focusSoon, useWorkspace } from './workspace-context';
import { requestCheck } from './panels/checks/check-request';

export function refLabel(definition: FormDefinition, ref: DefinitionRef): string {
  switch (ref.kind) {
    case 'field':
      return `Question “${questionTitle(definition.schema.properties?.[ref.id])}”`;
    case 'section':
      return `Section “${sectionTitle(definition.sections?.find((s) => s.id === ref.id)?.title)}”`;
    case 'condition': {
      const shown = definition.conditions?.find((c) => c.id === ref.id)?.show[0];
      return shown ? `The condition showing “${questionTitle(definition.schema.properties?.[shown])}”` : `Condition ${ref.id}`;
    }
    case 'scale':
      return `Scale “${definition.scoring?.scales?.[ref.id]?.title ?? ref.id}” (Scoring)`;
    case 'flag':
      return `Flag ${ref.id} (Scoring)`;
    case 'check':
      return `Check ${ref.id} (Checks)`;
    case 'form':
      return 'The form’s settings';
  }
}

export function useRefLinks() {
  const store = useBuilderStore();
  const { showTab } = useWorkspace();
  return useMemo(() => {
    function go(ref: DefinitionRef): void {
      const state = store.getState();
      const definition = state.definition;
      if (ref.kind === 'check') {
        showTab('checks');
        requestCheck(ref.id);
        return;
      }
      if (ref.kind === 'scale' || ref.kind === 'flag') {
        showTab('scoring');
        focusSoon('panel-scoring');
        return;
      }
      if (ref.kind === 'section') {
        state.select({ kind: 'section', id: ref.id });
        showTab('question');
        focusSoon(`section-title-${ref.id}`);
        return;
      }
      if (ref.kind === 'form') {
        state.select({ kind: 'form' });
        showTab('question');
        focusSoon('panel-question');
        return;
      }
      const name = ref.kind === 'field' ? ref.id : definition.conditions?.find((c) => c.id === ref.id)?.show[0];
      if (!name || !definition.schema.properties?.[name]) return;
      state.select({ kind: 'field', name });
      showTab('question');
      focusSoon(`question-${name}`);
    }
    return { go, label: (ref: DefinitionRef) => refLabel(store.getState().definition, ref) };
  }, [store, showTab]);
}
