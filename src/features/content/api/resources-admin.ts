import { fromData } from '../../../data';

/** The administrators' resources pages' door to the data layer. */
export {
  DataError,
  type ResourceSummary,
  type ResourceFields,
  type EditableResource,
  type ResourceSave,
} from '../../../data';

export const listAllResources = fromData('resource-admin', 'listAllResources');
export const loadEditableResource = fromData('resource-admin', 'loadEditableResource');
export const saveResource = fromData('resource-admin', 'saveResource');
export const setResourcePublished = fromData('resource-admin', 'setResourcePublished');
export const deleteResource = fromData('resource-admin', 'deleteResource');
