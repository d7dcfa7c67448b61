/** users/{uid}.membership of the demo members (dates as JS Dates, relative to when the seed ran). */
export declare const DEMO_MEMBERSHIPS: Readonly<Record<string, Record<string, unknown>>>;
/** Products, orders and the enrolment a paid order made, keyed by full path (dates as JS Dates). */
export declare const DEMO_SHOP_DOCUMENTS: Readonly<Record<string, Record<string, unknown>>>;
/** One line per product and per demo member's membership, for the seed's summary. */
export declare const DEMO_SHOP_SUMMARY: readonly string[];
