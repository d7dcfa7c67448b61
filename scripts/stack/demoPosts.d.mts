/** Documents keyed by full path (dates as JS Dates). */
export declare const DEMO_POST_DOCUMENTS: Readonly<Record<string, Record<string, unknown>>>;
