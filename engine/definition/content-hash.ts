import { canonicalJson } from './canonical-json.ts';
import { sha256Hex } from './sha256.ts';
import type { FormDefinition } from './types.ts';

/**
 * The content of a definition that a hash covers: everything a member sees or is scored by.
 * `version` is excluded so re-publishing unchanged content is recognised as unchanged.
 */
export function hashedContent(def: FormDefinition): Record<string, unknown> {
  return {
    id: def.id,
    title: def.title,
    description: def.description,
    schema: def.schema,
    uiSchema: def.uiSchema,
    sections: def.sections,
    conditions: def.conditions,
    scoring: def.scoring,
    settings: def.settings,
    grids: def.grids,
  };
}

/** SHA-256 hex of the definition's canonical content (not its version). */
export function contentHash(def: FormDefinition): string {
  return sha256Hex(canonicalJson(hashedContent(def)));
}
