import { fromData } from '../../../data';

/** The shop and membership pages' door to the data layer (lazy: the public chunk never loads Firebase up front). */
export {
  useSignedIn,
  hasSignedInHint,
  DataError,
  type ProductSummary,
  type Order,
  type CourseSummary,
  type ResourceSummary,
} from '../../../data';

export const listProducts = fromData('shop', 'listProducts');
export const listMyOrders = fromData('shop', 'listMyOrders');
export const listCatalogue = fromData('courses', 'listCatalogue');
export const listResources = fromData('resources', 'listResources');
