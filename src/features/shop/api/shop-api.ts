/** The shop and membership pages' door to the data layer (lazy: the public chunk never loads Firebase up front). */
export { useSession, hasSignedInHint, listProducts, listMyOrders, DataError, type ProductSummary, type Order } from '../../../data';
