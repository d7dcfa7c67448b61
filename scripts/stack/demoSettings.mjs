// The demo site settings (issues 13, 14): settings/site. Plain data, no Firebase, merged into DEMO_CONTENT (demoData.mjs).

/** Documents keyed by full path (dates as JS Dates; the seeder converts them). */
export const DEMO_SETTINGS_DOCUMENTS = Object.freeze({

});
