/** The shop and membership pages' door to the data layer (lazy: the public chunk never loads Firebase up front). */
export {
  useSession,
  hasSignedInHint,
  listProducts,
  listMyOrders,
  listCatalogue,
  listResources,
  DataError,
  type ProductSummary,
  type Order,
  type CourseSummary,
  type ResourceSummary,
} from '../../../data';
