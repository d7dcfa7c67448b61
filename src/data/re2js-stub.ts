/**
 * Stands in for `re2js` in the browser build (vite.config.ts aliases it here). Firestore's SDK
 * imports re2js (about 250 KB before compression) only to evaluate regular expressions in
 * Firestore pipelines locally; this app runs no pipelines, so every page carried it for nothing.
 * Should a pipeline ever use a regex, it fails loudly here rather than quietly matching nothing.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Regular expressions in Firestore pipelines are not available in this app (re2js is left out of the browser build).');
  },
};
