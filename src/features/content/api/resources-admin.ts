/** The administrators' resources pages' door to the data layer. */
export {
  listAllResources,
  loadEditableResource,
  saveResource,
  setResourcePublished,
  deleteResource,
  DataError,
  type ResourceSummary,
  type ResourceFields,
  type EditableResource,
  type ResourceSave,
} from '../../../data';
