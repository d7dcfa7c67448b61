/**
 * The meta-schema every form definition must pass: `schemas/meta/form-definition.schema.json` with
 * its `ui:widget` values constrained to the field-kind catalogue's widgets, filled in here so the
 * catalogue is the one list of widgets.
 */
import metaSchemaFile from '../../schemas/meta/form-definition.schema.json' with { type: 'json' };
import { CATALOGUE_WIDGETS } from './field-kinds.ts';

type SchemaNode = Record<string, unknown>;

function withCatalogueWidgets(file: SchemaNode): SchemaNode {
  const copy = structuredClone(file);
  const defs = copy.$defs as Record<string, SchemaNode> | undefined;
  if (!defs?.widget) throw new Error('schemas/meta/form-definition.schema.json lost its $defs/widget slot');
  defs.widget = {
    $comment: 'the widgets the renderer implements (CATALOGUE_WIDGETS)',
    enum: [...CATALOGUE_WIDGETS],
  };
  return copy;
}

/** The form-definition meta-schema (draft 2020-12) with `ui:widget` limited to `CATALOGUE_WIDGETS`. */
export const formDefinitionMetaSchema: Readonly<SchemaNode> = withCatalogueWidgets(metaSchemaFile as SchemaNode);
