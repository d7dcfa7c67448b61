/**
 * The shop for visitors and members: products with their prices, the member's
 * membership and orders, and the checkout callables. Shapes and rules:
 * model/shop/shop-documents.ts. Orders and memberships are written only by functions: this
 * module only reads them (the payment success page waits for the webhook's word through the
 * listeners of shop-watch.ts). Reads go through Firestore Lite (one REST request each).
 */
import { COLLECTIONS, coursePath, productPath, readCourse, readOrder, readProduct, type CreateCheckoutSessionAnswer, type CreateCheckoutSessionRequest, type LocalCheckoutEventAnswer, type LocalCheckoutEventRequest, type LocalCheckoutOutcome, type OrderDocument, type ProductDocument } from '@model';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { guard, isPermissionDenied } from './errors';
import { callFunction } from './functions';
import { toDate } from './timestamps';
import { liteDb } from './lite';

export type { CreateCheckoutSessionAnswer, LocalCheckoutEventAnswer, LocalCheckoutOutcome } from '@model';

/** A product as the shop shows it: a course product carries its course's price and title. */
export type ProductSummary = ProductDocument & { id: string; courseTitle?: string };
export type Order = OrderDocument<Date> & { id: string };

/** The most products the shop reads (a handful are sold; this bounds the reads). */
export const PRODUCTS_LIMIT = 50;
/** The most orders "Your orders" reads. */
export const MY_ORDERS_LIMIT = 100;

const db = () => liteDb();

/** Pure: orders/{id} data -> Order with dates. */
export function toOrder(id: string, data: unknown): Order {
  const order = readOrder<unknown>(data);
  return { ...order, id, createdAt: toDate(order.createdAt), updatedAt: toDate(order.updatedAt), paidAt: toDate(order.paidAt) };
}


/**
 * A course product joined with its course: the course's price is the one price of a course. Null
 * (left out of the shop) when the reader cannot read the course, or it is not a published, paid one.
 */
async function withCoursePrice(product: ProductSummary): Promise<ProductSummary | null> {
  if (product.kind !== 'course' || !product.courseId) return product.kind === 'membership' ? product : null;
  try {
    const snap = await getDoc(doc(db(), coursePath(product.courseId)));
    if (!snap.exists()) return null;
    const course = readCourse(snap.id, snap.data());
    if (!course.published || course.archived || course.access !== 'paid' || course.pricePence <= 0) return null;
    return { ...product, pricePence: course.pricePence, courseTitle: course.title };
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** Active products in shop order, course products priced from their course (see withCoursePrice). */
export function listProducts(): Promise<ProductSummary[]> {
  return guard(async () => {
    const snap = await getDocs(query(collection(db(), COLLECTIONS.products), where('active', '==', true), orderBy('order'), limit(PRODUCTS_LIMIT)));
    const products = snap.docs.map((d) => ({ ...readProduct(d.id, d.data()), id: d.id }));
    const priced = await Promise.all(products.map(withCoursePrice));
    return priced.filter((p): p is ProductSummary => p !== null);
  });
}

/** One product (active or not) priced as listProducts prices it, or null when unknown or not on sale to this reader. */
export function loadProduct(productId: string): Promise<ProductSummary | null> {
  return guard(async () => {
    const snap = await getDoc(doc(db(), productPath(productId)));
    if (!snap.exists()) return null;
    return withCoursePrice({ ...readProduct(snap.id, snap.data()), id: snap.id });
  });
}

/**
 * Starts a checkout for one product: the server sets the price (callable). `immediateAccess` is the
 * version of the words the buyer ticked (IMMEDIATE_ACCESS): no checkout starts without it.
 */
export function createCheckoutSession(productId: string, immediateAccess: string): Promise<CreateCheckoutSessionAnswer> {
  return callFunction<CreateCheckoutSessionRequest, CreateCheckoutSessionAnswer>('createCheckoutSession', { productId, immediateAccess });
}

/** Test mode only: what the buyer pressed on the local checkout page (the server signs and posts the webhook event). */
export function localCheckoutEvent(orderId: string, outcome: LocalCheckoutOutcome): Promise<LocalCheckoutEventAnswer> {
  return callFunction<LocalCheckoutEventRequest, LocalCheckoutEventAnswer>('localCheckoutEvent', { orderId, outcome });
}

/** The member's orders, newest first. */
export function listMyOrders(uid: string): Promise<Order[]> {
  return guard(async () => {
    const q = query(collection(db(), COLLECTIONS.orders), where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(MY_ORDERS_LIMIT));
    const snap = await getDocs(q);
    return snap.docs.map((d) => toOrder(d.id, d.data()));
  });
}
