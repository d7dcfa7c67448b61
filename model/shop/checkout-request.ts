/**
 * What a checkout request carries: the product, and the buyer's express request for access at once
 * (courses and membership are digital content). A module of its own: these words travel only with
 * the pages that buy, not with every page that reads a membership (shop-documents.ts).
 */
import immediateAccessFile from '../../schemas/shop/immediate-access.json' with { type: 'json' };
import { isRecord } from '@engine';
import type { Parsed } from '../forms/form-callables.ts';
import type { ProductKind } from './shop-documents.ts';

/**
 * The buyer's express request for access at once, with their acknowledgement that the 14-day right
 * to cancel then ends, which the Consumer Contracts Regulations 2013 (reg. 37) require before digital
 * content is supplied within the cancellation period. Asked by a box ticked at checkout; the order
 * keeps the very words (and their `version`), and the payment confirmation repeats them. A change of
 * words is a new version: a checkout sent with an older one is refused, so what is stored is what
 * the buyer read. The words live in `schemas/shop/immediate-access.json`, so the demo seed (plain Node) stores
 * its orders with the same ones.
 */
export const IMMEDIATE_ACCESS: { readonly version: string; readonly words: Readonly<Record<ProductKind, string>> } = immediateAccessFile;

/** Where the terms explain the right to cancel for a kind of product (the terms page's anchors). */
export const RIGHT_TO_CANCEL_PATH: Readonly<Record<ProductKind, string>> = { course: '/Terms#right-to-cancel', membership: '/Terms#membership' };


/** Refusals of a checkout without the request for access at once (IMMEDIATE_ACCESS), in the buyer's words. */
export const IMMEDIATE_ACCESS_REFUSALS = {
  missing: 'Tick the box to ask for access straight away: checkout cannot start without it.',
  changed: 'The words about your right to cancel have changed. Reload the page, read them, and tick the box again.',
} as const;

/** createCheckoutSession's request: the product and the buyer's request for access at once (its words' version); never a price. */
export interface CreateCheckoutSessionRequest {
  productId: string;
  /** `IMMEDIATE_ACCESS.version`: the buyer ticked the box with these words */
  immediateAccess: string;
}

const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/**
 * Only `productId` and `immediateAccess` are accepted: a request that also names a price, an amount
 * or anything else is refused whole, so a tampered client learns at once that prices are the
 * practice's to set. `immediateAccess` must be the current words' version (IMMEDIATE_ACCESS).
 */
export function parseCreateCheckoutSessionRequest(payload: unknown): Parsed<CreateCheckoutSessionRequest> {
  const data: Record<string, unknown> = isRecord(payload) ? payload : {};
  const extra = Object.keys(data).filter((key) => key !== 'productId' && key !== 'immediateAccess');
  if (extra.length > 0) return { ok: false, message: 'Only the product can be chosen: prices are set by the practice.' };
  const productId = data.productId;
  if (typeof productId !== 'string' || !PRODUCT_ID.test(productId)) return { ok: false, message: 'Say which product to buy.' };
  if (typeof data.immediateAccess !== 'string' || data.immediateAccess === '') return { ok: false, message: IMMEDIATE_ACCESS_REFUSALS.missing };
  if (data.immediateAccess !== IMMEDIATE_ACCESS.version) return { ok: false, message: IMMEDIATE_ACCESS_REFUSALS.changed };
  return { ok: true, value: { productId, immediateAccess: data.immediateAccess } };
}
