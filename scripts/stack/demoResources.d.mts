/** Resource cards (resources/{id}) and bodies (resources/{id}/content/body) keyed by full path (dates as JS Dates). */
export declare const DEMO_RESOURCE_DOCUMENTS: Readonly<Record<string, Record<string, unknown>>>;
