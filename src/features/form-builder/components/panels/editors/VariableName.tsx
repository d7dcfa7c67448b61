/**
 * A question's variable name: what its answer is stored under. Renamed on Enter or on leaving the
 * box (never per keystroke); every condition, scale and flag using it is renamed with it.
 */
import { fieldReferences, type FormDefinition } from '@engine';
import { useBuilder } from '../../../store';
import { useApply } from '../use-panel';
import { TextSetting } from './inputs';

function usesOf(definition: FormDefinition, name: string): number {
  return fieldReferences(definition, name).length;
}

export function VariableName({ name }: { name: string }) {
  const apply = useApply();
  const uses = useBuilder((s) => usesOf(s.definition, name));
  const where =
    uses === 0
      ? 'No condition, scale or flag uses it yet.'
      : `It is used in ${uses} ${uses === 1 ? 'place' : 'places'} (conditions, scales, flags): renaming updates them all.`;
  return (
    <TextSetting
      label="Variable name"
      value={name}
      commitOnBlur
      spellCheck={false}
      hint={`The name this answer is stored under: a letter, then letters, digits or _. Press Enter to rename. ${where}`}
      onValue={(text) => apply({ type: 'renameField', from: name, to: text.trim() })?.message ?? null}
    />
  );
}
